/** What the store was asked to do on its command line (`car-parts-store …` or `bun src/server/main.ts …`). */
export type Command =
  | { kind: "serve" }
  | { kind: "help" }
  | { kind: "version" }
  | { kind: "health" }
  | { kind: "backup"; folder?: string }
  | { kind: "restore"; folder: string; replace: boolean };

/** A command line the store does not understand: shown with the usage, and the store does not start. */
export class UsageError extends Error {}

/** Every setting the store reads (src/server/environment.ts), by topic; the README's Configuration table explains each. */
const SETTINGS = [
  "listening:  PORT, HOST, TRUST_PROXY, PUBLIC_URL, NODE_ENV, LOG_LEVEL",
  "data:       DATABASE_URL, DATA_DIR, UPLOADS_DIR, SLIPS_DIR, SEED, ANSWER_CACHE_MB",
  "shop:       SHOP_NAME, SHOP_WHATSAPP",
  "staff:      ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET, ACCESS_TOKEN_SECONDS, LOGIN_REQUESTS_PER_MINUTE,",
  "            LOCKOUT_FAILURES, ACCOUNT_LOCKOUT_FAILURES, LOCKOUT_WINDOW_MINUTES, LOCKOUT_MINUTES",
  "limits:     READS_PER_SECOND, READS_BURST, READ_WORK_MS_PER_SECOND, PROOFLESS_POSTS_PER_HOUR, BOT_CHECK_DIFFICULTY,",
  "            ORDERS_PER_HOUR_PER_CLIENT, ORDERS_PER_HOUR_PER_ADDRESS, ORDERS_PER_HOUR_PER_NETWORK,",
  "            ORDER_LINE_MAX_QTY, ORDER_EMAILS_PER_HOUR",
  "payments:   PAYHERE_MERCHANT_ID, PAYHERE_MERCHANT_SECRET, PAYHERE_CHECKOUT_URL",
  "e-mail:     SMTP_URL, MAIL_FROM",
  "SMS:        SMS_PROVIDER, SMS_API_KEY, SMS_USER_ID, SMS_SENDER_ID, SMS_API_URL",
];

export function usage(self: string): string {
  return [
    `Usage: ${self} [command]`,
    "",
    "Commands:",
    "  (none)                       start the store",
    "  backup [folder]              copy the database and photos while the store runs",
    "                               (default: backups/store-<time>/ beside the database)",
    "  restore <folder> [--replace] put a backup back (the store must be stopped;",
    "                               --replace overwrites an existing database)",
    "  --health                     ask the store at HOST:PORT for /health (exit 0 when healthy)",
    "  --version                    print the version",
    "  --help                       print this help",
    "",
    "Settings are environment variables (the README's Configuration table explains each):",
    ...SETTINGS.map((line) => `  ${line}`),
    "",
  ].join("\n");
}

export function parseCommandLine(args: readonly string[]): Command {
  const [first, ...rest] = args;
  const noMore = (command: Command) => {
    if (rest.length > 0) throw new UsageError(`${first} takes no arguments (got "${rest.join(" ")}")`);
    return command;
  };
  switch (first) {
    case undefined:
      return { kind: "serve" };
    case "--help":
    case "-h":
    case "help":
      return noMore({ kind: "help" });
    case "--version":
    case "-v":
    case "version":
      return noMore({ kind: "version" });
    case "--health":
      return noMore({ kind: "health" });
    case "backup": {
      const [folder, ...extra] = rest;
      if (extra.length > 0 || folder?.startsWith("-")) throw new UsageError(`backup takes one folder at most`);
      return { kind: "backup", folder };
    }
    case "restore": {
      const flags = rest.filter((arg) => arg.startsWith("-"));
      const folders = rest.filter((arg) => !arg.startsWith("-"));
      const unknown = flags.filter((flag) => flag !== "--replace");
      if (unknown.length > 0) throw new UsageError(`restore does not know ${unknown.join(", ")}`);
      if (folders.length !== 1) throw new UsageError("restore needs one backup folder");
      return { kind: "restore", folder: folders[0] as string, replace: flags.includes("--replace") };
    }
    default:
      throw new UsageError(`Unknown ${first.startsWith("-") ? "option" : "command"} "${first}"`);
  }
}
