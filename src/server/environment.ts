import { type Static, type StringOptions, type TSchema, Type } from "@sinclair/typebox";
import { AssertError, Value } from "@sinclair/typebox/value";
import { MIN_PASSWORD_LENGTH } from "./modules/users";

/**
 * Every environment variable the store reads, with its type, limits and default: one declaration, checked once at
 * start-up (config.ts turns it into the Config the code uses). `mustBe` finishes the sentence a bad value gets;
 * `secret` keeps the value out of it; `lowercase` reads the value in any case.
 */
interface Wording {
  mustBe: string;
  secret?: true;
  lowercase?: true;
}

const whole = (minimum: number, maximum: number, fallback: number) =>
  Type.Integer({ minimum, maximum, default: fallback, mustBe: `a whole number from ${minimum} to ${maximum}` });

const choice = <const T extends string>(values: readonly T[], fallback?: NoInfer<T>) =>
  Type.Union(
    values.map((value) => Type.Literal(value)),
    { default: fallback, mustBe: `one of ${values.join(", ")}`, lowercase: true } satisfies Wording & StringOptions,
  );

const text = (options: StringOptions & Partial<Wording> = {}) => Type.String(options);
const httpUrl = (example: string, fallback?: string) =>
  Type.String({ pattern: "^https?://[^\\s/]+(/\\S*)?$", default: fallback, mustBe: `an http(s) URL like ${example}` });

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export const SEED_MODES = ["demo", "none"] as const;
export const SMS_PROVIDERS = ["notifylk", "textlk"] as const;
export const PAYHERE_SANDBOX_URL = "https://sandbox.payhere.lk/pay/checkout";

export const ENVIRONMENT = Type.Object({
  PORT: whole(0, 65535, 3000),
  HOST: text({ default: "0.0.0.0" }),
  DATABASE_URL: text({ default: "file:data/store.db", secret: true }),
  DATA_DIR: Type.Optional(text()),
  SEED: choice(SEED_MODES, "demo"),
  UPLOADS_DIR: text({ default: "data/uploads" }),
  SLIPS_DIR: Type.Optional(text()),
  JWT_SECRET: Type.Optional(text({ minLength: 32, mustBe: "at least 32 characters long", secret: true })),
  ACCESS_TOKEN_SECONDS: whole(5, 24 * 60 * 60, 15 * 60),
  ADMIN_EMAIL: text({
    default: "admin@example.com",
    pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$",
    mustBe: "an e-mail address",
    lowercase: true,
  }),
  ADMIN_PASSWORD: Type.Optional(
    text({
      minLength: MIN_PASSWORD_LENGTH,
      mustBe: `at least ${MIN_PASSWORD_LENGTH} characters long`,
      secret: true,
    }),
  ),
  LOCKOUT_FAILURES: whole(1, 1000, 5),
  ACCOUNT_LOCKOUT_FAILURES: whole(1, 100_000, 10),
  LOCKOUT_WINDOW_MINUTES: whole(1, 24 * 60, 15),
  LOCKOUT_MINUTES: whole(1, 24 * 60, 15),
  LOGIN_REQUESTS_PER_MINUTE: whole(1, 100_000, 20),
  PUBLIC_URL: Type.Optional(
    text({ pattern: "^https?://[^/\\s]+/*$", mustBe: "like https://shop.example.lk, with no path" }),
  ),
  SHOP_NAME: text({ default: "Lanka Auto Parts" }),
  SMTP_URL: Type.Optional(
    text({ pattern: "^smtps?://", mustBe: "a URL starting with smtp:// or smtps://", secret: true }),
  ),
  MAIL_FROM: Type.Optional(text()),
  LOG_LEVEL: choice(LOG_LEVELS, "info"),
  NODE_ENV: Type.Optional(text()),
  TRUST_PROXY: text({
    default: "false",
    pattern: "^(true|false|[0-9]|10)$",
    mustBe: "true, false or how many proxies stand in front (0 to 10)",
    lowercase: true,
  }),
  ANSWER_CACHE_MB: whole(0, 4096, 48),
  READS_PER_SECOND: whole(0, 1_000_000, 30),
  READS_BURST: whole(1, 1_000_000, 300),
  READ_WORK_MS_PER_SECOND: whole(0, 1_000_000, 400),
  BOT_CHECK_DIFFICULTY: whole(10, 10_000_000, 50_000),
  PROOFLESS_POSTS_PER_HOUR: whole(1, 1_000_000, 10),
  ORDER_LINE_MAX_QTY: whole(1, 999, 50),
  ORDERS_PER_HOUR_PER_CLIENT: whole(1, 1_000_000, 10),
  ORDERS_PER_HOUR_PER_ADDRESS: whole(1, 1_000_000, 300),
  ORDERS_PER_HOUR_PER_NETWORK: whole(1, 1_000_000, 600),
  ORDER_EMAILS_PER_HOUR: whole(0, 1000, 5),
  PAYHERE_MERCHANT_ID: Type.Optional(text()),
  PAYHERE_MERCHANT_SECRET: Type.Optional(text({ secret: true })),
  PAYHERE_CHECKOUT_URL: httpUrl(PAYHERE_SANDBOX_URL, PAYHERE_SANDBOX_URL),
  SMS_PROVIDER: Type.Optional(choice(SMS_PROVIDERS)),
  SMS_API_KEY: Type.Optional(text({ secret: true })),
  SMS_USER_ID: Type.Optional(text()),
  SMS_SENDER_ID: Type.Optional(text({ maxLength: 11, mustBe: "at most 11 characters, as the gateways approve it" })),
  SMS_API_URL: Type.Optional(httpUrl("https://app.notify.lk/api/v1/send")),
  SHOP_WHATSAPP: Type.Optional(text()),
});

export type Environment = Static<typeof ENVIRONMENT>;

export class ConfigError extends Error {}

const DECLARED = new Map<string, TSchema>(Object.entries(ENVIRONMENT.properties));
const wordingOf = (schema: TSchema | undefined): Partial<Wording> => ({
  mustBe: schema?.mustBe,
  secret: schema?.secret,
  lowercase: schema?.lowercase,
});

/**
 * The declared variables read from `env`: trimmed (blank is unset), lowercased where case means nothing, converted,
 * defaulted and checked. The first bad one throws a ConfigError naming it and what it must be.
 */
export function readEnvironment(env: Record<string, string | undefined>): Environment {
  const given: Record<string, string> = {};
  for (const [name, schema] of DECLARED) {
    const value = env[name]?.trim();
    if (value) given[name] = wordingOf(schema).lowercase ? value.toLowerCase() : value;
  }
  try {
    return Value.Parse(ENVIRONMENT, given);
  } catch (error) {
    if (!(error instanceof AssertError)) throw error;
    const name = error.error?.path.split("/")[1] ?? "";
    const wording = wordingOf(DECLARED.get(name));
    const got = wording.secret ? "" : ` (got "${given[name]}")`;
    throw new ConfigError(`${name} must be ${wording.mustBe ?? "valid"}${got}`);
  }
}
