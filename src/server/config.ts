import { dirname, join, resolve } from "node:path";
import { engineOf } from "../db/engine";
import {
  ConfigError,
  type Environment,
  type LOG_LEVELS,
  readEnvironment,
  type SEED_MODES,
  type SMS_PROVIDERS,
} from "./environment";
import { readMobile } from "./modules/mobile-number";
import { INITIAL_ADMIN_PASSWORD_FILE } from "./modules/users";

export { ConfigError };

/** The only reader of process.env: every setting declared in environment.ts, checked and defaulted once. */
export type LogLevel = (typeof LOG_LEVELS)[number];
export type SeedMode = (typeof SEED_MODES)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute path of the SQLite file, or ":memory:"; "" when the store runs on PostgreSQL. */
  databasePath: string;
  /** The PostgreSQL database's URL when DATABASE_URL names one (never logged: it may carry a password). */
  postgresUrl: string | undefined;
  /** Folder for generated files (JWT secret) beside the database. */
  dataDir: string;
  uploadsDir: string;
  /** Private folder for customers' bank slips: never served as a public file (staff read them through a guarded route). */
  slipsDir: string;
  /** Undefined means: generate one and keep it in dataDir (see jwt-secret.ts, resolved at start-up). */
  jwtSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  /** Where a generated first admin password is kept (owner-only) until changed; none for an in-memory store. */
  initialPasswordFile: string | undefined;
  seed: SeedMode;
  /** SEED was given: the operator chose what an empty database starts as (a production start asks for it). */
  seedSet: boolean;
  shopName: string;
  /**
   * The store's address as customers reach it (PUBLIC_URL), for canonical links and robots.txt; never taken from
   * the request's Host header, which the client writes.
   */
  publicUrl: string;
  /** False when PUBLIC_URL was not set and publicUrl is the localhost default (a production start warns). */
  publicUrlSet: boolean;
  smtpUrl: string | undefined;
  /** Sender of the store's e-mails. */
  mailFrom: string;
  logLevel: LogLevel;
  /** Memory for cached storefront answers (src/server/cache/), in MB; 0 keeps none. */
  answerCacheMb: number;
  production: boolean;
  /**
   * How many reverse proxies stand in front of the store (0: none). Behind them the client address is read from
   * X-Forwarded-For that many entries from the right, and the scheme from X-Forwarded-Proto.
   */
  proxyHops: number;
  /** Sign-in protection (docs/decisions/020-sign-in-lockout.md). */
  auth: {
    accessTokenSeconds: number;
    /** Wrong passwords from one address that lock that address out of the account. */
    lockoutFailures: number;
    /**
     * Wrong passwords for one e-mail from everywhere after which sign-in from clients it has not signed in from
     * is slowed (1, 2, 4 … seconds between attempts): never a lock for the owner's own devices.
     */
    accountLockoutFailures: number;
    lockoutWindowMinutes: number;
    lockoutMinutes: number;
    loginRequestsPerMinute: number;
  };
  /**
   * Each client's budget of reads the cached answers cannot serve (pages rendered, searches run): a token bucket of
   * `burst` refilled at `perSecond`; 0 turns it off (benchmarks measuring one client's throughput).
   */
  /**
   * Reads the cached answers cannot serve (src/server/http/read-budget.ts): per client, tokens a second and at once;
   * for the whole shop, milliseconds of such reads a second (0: no limit).
   */
  reads: { perSecond: number; burst: number; workMsPerSecond: number };
  /**
   * Public forms' proof of work (modules/bot-check): the work a challenge asks (counters to try), and the posts a
   * client may send in an hour without a proof (a browser without JavaScript, or a bot that skips the work).
   */
  botCheck: { difficulty: number; prooflessPerHour: number };
  /** Limits on anonymous orders (docs/decisions/025-anonymous-order-limits.md). */
  orders: {
    /** Units of one product one order may take. */
    maxLineQuantity: number;
    /** Orders one client address may place in an hour. */
    /** Orders one customer (by mobile) may place in an hour. */
    perClientPerHour: number;
    /** Orders one client address may place in an hour: wide, as hundreds of customers share one behind a carrier's NAT. */
    perAddressPerHour: number;
    /** Orders one network (an IPv4 /24 or IPv6 /48) may place in an hour. */
    perNetworkPerHour: number;
    /** Confirmation e-mails one address receives in an hour; further orders are placed without one. */
    emailsPerRecipientPerHour: number;
  };
  /** PayHere's Checkout API (docs/decisions/034-payments.md); cards are offered only when both ids are set. */
  payhere: {
    merchantId: string | undefined;
    merchantSecret: string | undefined;
    /** Where the customer's browser posts the checkout form: PayHere's sandbox unless set. */
    checkoutUrl: string;
  };
  sms: SmsConfig;
  /** The shop's WhatsApp number (E.164) from SHOP_WHATSAPP; an admin's console setting wins over it. */
  shopWhatsapp: string | undefined;
}

export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** The SMS gateway (modules/messages): none means texts wait in the outbox for staff to see. */
export interface SmsConfig {
  provider: SmsProviderName | undefined;
  apiKey: string | undefined;
  /** Notify.lk's account id. */
  userId: string | undefined;
  /** The approved sender name customers see (at most 11 letters). */
  senderId: string;
  /** The gateway's send address: its documented one unless set (tests, a proxy). */
  apiUrl: string | undefined;
}

function databasePath(url: string): string {
  if (engineOf(url) === "postgres") return "";
  if (url === ":memory:" || url === "file::memory:") return ":memory:";
  const path = url.startsWith("file:") ? url.slice("file:".length) : url;
  if (!path || /^[a-z]+:\/\//i.test(url)) {
    throw new ConfigError(`DATABASE_URL must be file:<path>, :memory: or postgres://user:password@host/database`);
  }
  return resolve(path);
}

function postgresUrl(url: string): string | undefined {
  if (engineOf(url) !== "postgres") return undefined;
  // Never echo it: the URL may carry the database password.
  if (!(URL.canParse(url) && new URL(url).hostname && new URL(url).pathname.length > 1)) {
    throw new ConfigError(
      "DATABASE_URL is not a valid PostgreSQL URL: write it as postgres://user:password@host:port/database, with special characters in the user or password %-encoded",
    );
  }
  return url;
}

function smtpUrl(url: string | undefined): string | undefined {
  if (url !== undefined && !(URL.canParse(url) && new URL(url).hostname)) {
    // Never echo it: the URL may carry the mail password.
    throw new ConfigError(
      "SMTP_URL is not a valid URL with a host: write it as smtp://user:password@host:port, with special characters in the user or password %-encoded",
    );
  }
  return url;
}

/** TRUST_PROXY: false (no proxy), true (one proxy) or how many proxies in a row add to X-Forwarded-For. */
const proxyHops = (value: string) => (value === "true" ? 1 : value === "false" ? 0 : Number(value));

function smsConfig(env: Environment): SmsConfig {
  const provider = env.SMS_PROVIDER;
  if (provider && !env.SMS_API_KEY) {
    throw new ConfigError(`SMS_PROVIDER is ${provider}: set SMS_API_KEY to the gateway's key`);
  }
  if (provider === "notifylk" && !env.SMS_USER_ID) {
    throw new ConfigError("SMS_PROVIDER is notifylk: set SMS_USER_ID to the user id on Notify.lk's settings page");
  }
  return {
    provider,
    apiKey: env.SMS_API_KEY,
    userId: env.SMS_USER_ID,
    senderId: env.SMS_SENDER_ID ?? (provider === "textlk" ? "TextLKDemo" : "NotifyDEMO"),
    apiUrl: env.SMS_API_URL,
  };
}

/** Cards are offered only with both PayHere ids: one without the other is a mistake, not a choice to turn cards off. */
function payhereConfig(env: Environment): Config["payhere"] {
  const { PAYHERE_MERCHANT_ID: merchantId, PAYHERE_MERCHANT_SECRET: merchantSecret } = env;
  if (Boolean(merchantId) !== Boolean(merchantSecret)) {
    const [set, unset] = merchantId
      ? ["PAYHERE_MERCHANT_ID", "PAYHERE_MERCHANT_SECRET"]
      : ["PAYHERE_MERCHANT_SECRET", "PAYHERE_MERCHANT_ID"];
    throw new ConfigError(
      `${set} is set but ${unset} is not: set both (PayHere's merchant portal, Integrations) to take cards, or neither`,
    );
  }
  return { merchantId, merchantSecret, checkoutUrl: env.PAYHERE_CHECKOUT_URL };
}

function whatsappNumber(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const reading = readMobile(raw);
  if (!reading.mobile)
    throw new ConfigError(`SHOP_WHATSAPP must be a Sri Lankan mobile number like 077 123 4567 (got "${raw}")`);
  return reading.mobile;
}

export function loadConfig(variables: Record<string, string | undefined> = process.env): Config {
  const env = readEnvironment(variables);
  const dbPath = databasePath(env.DATABASE_URL);
  // The store's own files (its generated JWT secret, the first admin password, slips): beside the SQLite file, or
  // where DATA_DIR says (a PostgreSQL store has no file to sit beside).
  const dataDir = resolve(env.DATA_DIR ?? (dbPath === ":memory:" || dbPath === "" ? "data" : dirname(dbPath)));
  return {
    port: env.PORT,
    host: env.HOST,
    databasePath: dbPath,
    postgresUrl: postgresUrl(env.DATABASE_URL),
    dataDir,
    uploadsDir: resolve(env.UPLOADS_DIR),
    slipsDir: resolve(env.SLIPS_DIR ?? join(dataDir, "slips")),
    jwtSecret: env.JWT_SECRET,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    initialPasswordFile: dbPath === ":memory:" ? undefined : join(dataDir, INITIAL_ADMIN_PASSWORD_FILE),
    seed: env.SEED,
    seedSet: variables.SEED !== undefined,
    shopName: env.SHOP_NAME,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    publicUrlSet: env.PUBLIC_URL !== undefined,
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? `${env.SHOP_NAME} <no-reply@localhost>`,
    logLevel: env.LOG_LEVEL,
    answerCacheMb: env.ANSWER_CACHE_MB,
    production: env.NODE_ENV === "production",
    proxyHops: proxyHops(env.TRUST_PROXY),
    auth: {
      accessTokenSeconds: env.ACCESS_TOKEN_SECONDS,
      lockoutFailures: env.LOCKOUT_FAILURES,
      accountLockoutFailures: env.ACCOUNT_LOCKOUT_FAILURES,
      lockoutWindowMinutes: env.LOCKOUT_WINDOW_MINUTES,
      lockoutMinutes: env.LOCKOUT_MINUTES,
      loginRequestsPerMinute: env.LOGIN_REQUESTS_PER_MINUTE,
    },
    reads: { perSecond: env.READS_PER_SECOND, burst: env.READS_BURST, workMsPerSecond: env.READ_WORK_MS_PER_SECOND },
    botCheck: { difficulty: env.BOT_CHECK_DIFFICULTY, prooflessPerHour: env.PROOFLESS_POSTS_PER_HOUR },
    orders: {
      maxLineQuantity: env.ORDER_LINE_MAX_QTY,
      perClientPerHour: env.ORDERS_PER_HOUR_PER_CLIENT,
      perAddressPerHour: env.ORDERS_PER_HOUR_PER_ADDRESS,
      perNetworkPerHour: env.ORDERS_PER_HOUR_PER_NETWORK,
      emailsPerRecipientPerHour: env.ORDER_EMAILS_PER_HOUR,
    },
    payhere: payhereConfig(env),
    sms: smsConfig(env),
    shopWhatsapp: whatsappNumber(env.SHOP_WHATSAPP),
  };
}
