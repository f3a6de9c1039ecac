import { dirname, join, resolve } from "node:path";
import { engineOf } from "../db/engine";
import { readMobile } from "./modules/mobile-number";
import { MIN_PASSWORD_LENGTH } from "./modules/users/account-rules";
import { INITIAL_ADMIN_PASSWORD_FILE } from "./modules/users/initial-admin-password";

/** The only reader of process.env: every setting parsed, checked and defaulted once. */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
export type SeedMode = "demo" | "none";

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
  production: boolean;
  /**
   * How many reverse proxies stand in front of the store (0: none). Behind them the client address is read from
   * X-Forwarded-For that many entries from the right, and the scheme from X-Forwarded-Proto.
   */
  proxyHops: number;
  /** Sign-in protection (docs/architecture.md, decision 9). */
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
   * Each client's budget of reads the kept answers cannot serve (pages rendered, searches run): a token bucket of
   * `burst` refilled at `perSecond`; 0 turns it off (benchmarks measuring one client's throughput).
   */
  reads: { perSecond: number; burst: number };
  /**
   * Public forms' proof of work (modules/bot-check): the work a challenge asks (counters to try), and the posts a
   * client may send in an hour without a proof (a browser without JavaScript, or a bot that skips the work).
   */
  botCheck: { difficulty: number; prooflessPerHour: number };
  /** Limits on anonymous orders (docs/architecture.md, decision 14). */
  orders: {
    /** Units of one product one order may take. */
    maxLineQuantity: number;
    /** Orders one client address may place in an hour. */
    perClientPerHour: number;
    /** Confirmation e-mails one address receives in an hour; further orders are placed without one. */
    emailsPerRecipientPerHour: number;
  };
  /** PayHere's Checkout API (docs/architecture.md, decision 23); cards are offered only when both ids are set. */
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

export type SmsProviderName = "notifylk" | "textlk";

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

export const PAYHERE_SANDBOX_URL = "https://sandbox.payhere.lk/pay/checkout";

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ["debug", "info", "warn", "error", "silent"];
const SEED_MODES: readonly SeedMode[] = ["demo", "none"];

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw new ConfigError(`${name} must be one of ${allowed.join(", ")} (got "${raw}")`);
  }
  return raw as T;
}

function databasePath(env: Env): string {
  const raw = text(env, "DATABASE_URL") ?? "file:data/store.db";
  if (engineOf(raw) === "postgres") return "";
  if (raw === ":memory:" || raw === "file::memory:") return ":memory:";
  const path = raw.startsWith("file:") ? raw.slice("file:".length) : raw;
  if (!path || /^[a-z]+:\/\//i.test(raw)) {
    throw new ConfigError(`DATABASE_URL must be file:<path>, :memory: or postgres://user:password@host/database`);
  }
  return resolve(path);
}

function postgresUrl(env: Env): string | undefined {
  const raw = text(env, "DATABASE_URL");
  if (raw === undefined || engineOf(raw) !== "postgres") return undefined;
  // Never echo it: the URL may carry the database password.
  if (!(URL.canParse(raw) && new URL(raw).hostname && new URL(raw).pathname.length > 1)) {
    throw new ConfigError(
      "DATABASE_URL is not a valid PostgreSQL URL: write it as postgres://user:password@host:port/database, with special characters in the user or password %-encoded",
    );
  }
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const value = (text(env, name) ?? fallback).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address (got "${value}")`);
  }
  return value;
}

/** TRUST_PROXY: false (no proxy), true (one proxy) or how many proxies in a row add to X-Forwarded-For. */
function proxyHops(env: Env): number {
  const raw = text(env, "TRUST_PROXY")?.toLowerCase();
  if (raw === undefined || raw === "false") return 0;
  if (raw === "true") return 1;
  return wholeNumber(env, "TRUST_PROXY", 0, 0, 10);
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  if (!/^https?:\/\/[^\s]+$/.test(value) || !URL.canParse(value)) {
    throw new ConfigError(`${name} must be an http(s) URL like ${fallback}`);
  }
  return value;
}

const SMS_PROVIDERS: readonly SmsProviderName[] = ["notifylk", "textlk"];

function smsConfig(env: Env): SmsConfig {
  const provider =
    text(env, "SMS_PROVIDER") === undefined ? undefined : oneOf(env, "SMS_PROVIDER", SMS_PROVIDERS, "notifylk");
  const apiKey = text(env, "SMS_API_KEY");
  const userId = text(env, "SMS_USER_ID");
  if (provider && !apiKey) throw new ConfigError(`SMS_PROVIDER is ${provider}: set SMS_API_KEY to the gateway's key`);
  if (provider === "notifylk" && !userId) {
    throw new ConfigError("SMS_PROVIDER is notifylk: set SMS_USER_ID to the user id on Notify.lk's settings page");
  }
  const senderId = text(env, "SMS_SENDER_ID") ?? (provider === "textlk" ? "TextLKDemo" : "NotifyDEMO");
  if (senderId.length > 11) throw new ConfigError("SMS_SENDER_ID is at most 11 characters, as the gateways approve it");
  const apiUrl =
    text(env, "SMS_API_URL") === undefined
      ? undefined
      : httpUrl(env, "SMS_API_URL", "https://app.notify.lk/api/v1/send");
  return { provider, apiKey, userId, senderId, apiUrl };
}

function whatsappNumber(env: Env): string | undefined {
  const raw = text(env, "SHOP_WHATSAPP");
  if (raw === undefined) return undefined;
  const reading = readMobile(raw);
  if (!reading.mobile)
    throw new ConfigError(`SHOP_WHATSAPP must be a Sri Lankan mobile number like 077 123 4567 (got "${raw}")`);
  return reading.mobile;
}

export function loadConfig(env: Env = process.env): Config {
  const dbPath = databasePath(env);
  // The store's own files (its generated JWT secret, the first admin password, slips): beside the SQLite file, or
  // where DATA_DIR says (a PostgreSQL store has no file to sit beside).
  const dataDir = resolve(text(env, "DATA_DIR") ?? (dbPath === ":memory:" || dbPath === "" ? "data" : dirname(dbPath)));
  const jwtSecret = text(env, "JWT_SECRET");
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError("JWT_SECRET must be at least 32 characters long");
  }
  const adminPassword = text(env, "ADMIN_PASSWORD");
  if (adminPassword !== undefined && adminPassword.length < MIN_PASSWORD_LENGTH) {
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  }
  const smtpUrl = text(env, "SMTP_URL");
  if (smtpUrl !== undefined && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError("SMTP_URL must start with smtp:// or smtps://");
  }
  if (smtpUrl !== undefined && !(URL.canParse(smtpUrl) && new URL(smtpUrl).hostname)) {
    // Never echo it: the URL may carry the mail password.
    throw new ConfigError(
      "SMTP_URL is not a valid URL with a host: write it as smtp://user:password@host:port, with special characters in the user or password %-encoded",
    );
  }
  const production = env.NODE_ENV === "production";
  const port = wholeNumber(env, "PORT", 3000, 0, 65535);
  const publicUrl = (text(env, "PUBLIC_URL") ?? `http://localhost:${port}`).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+$/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be like https://shop.example.lk, with no path (got "${publicUrl}")`);
  }
  const shopName = text(env, "SHOP_NAME") ?? "Lanka Auto Parts";
  return {
    port,
    host: text(env, "HOST") ?? "0.0.0.0",
    databasePath: dbPath,
    postgresUrl: postgresUrl(env),
    dataDir,
    uploadsDir: resolve(text(env, "UPLOADS_DIR") ?? "data/uploads"),
    slipsDir: resolve(text(env, "SLIPS_DIR") ?? join(dataDir, "slips")),
    jwtSecret,
    adminEmail: email(env, "ADMIN_EMAIL", "admin@example.com"),
    adminPassword,
    initialPasswordFile: dbPath === ":memory:" ? undefined : join(dataDir, INITIAL_ADMIN_PASSWORD_FILE),
    seed: oneOf(env, "SEED", SEED_MODES, "demo"),
    shopName,
    publicUrl,
    publicUrlSet: text(env, "PUBLIC_URL") !== undefined,
    smtpUrl,
    mailFrom: text(env, "MAIL_FROM") ?? `${shopName} <no-reply@localhost>`,
    logLevel: oneOf(env, "LOG_LEVEL", LOG_LEVELS, "info"),
    production,
    proxyHops: proxyHops(env),
    auth: {
      accessTokenSeconds: wholeNumber(env, "ACCESS_TOKEN_SECONDS", 15 * 60, 5, 24 * 60 * 60),
      lockoutFailures: wholeNumber(env, "LOCKOUT_FAILURES", 5, 1, 1000),
      accountLockoutFailures: wholeNumber(env, "ACCOUNT_LOCKOUT_FAILURES", 10, 1, 100_000),
      lockoutWindowMinutes: wholeNumber(env, "LOCKOUT_WINDOW_MINUTES", 15, 1, 24 * 60),
      lockoutMinutes: wholeNumber(env, "LOCKOUT_MINUTES", 15, 1, 24 * 60),
      loginRequestsPerMinute: wholeNumber(env, "LOGIN_REQUESTS_PER_MINUTE", 20, 1, 100000),
    },
    reads: {
      perSecond: wholeNumber(env, "READS_PER_SECOND", 30, 0, 1_000_000),
      burst: wholeNumber(env, "READS_BURST", 300, 1, 1_000_000),
    },
    botCheck: {
      difficulty: wholeNumber(env, "BOT_CHECK_DIFFICULTY", 50_000, 10, 10_000_000),
      prooflessPerHour: wholeNumber(env, "PROOFLESS_POSTS_PER_HOUR", 10, 1, 1_000_000),
    },
    orders: {
      maxLineQuantity: wholeNumber(env, "ORDER_LINE_MAX_QTY", 50, 1, 999),
      perClientPerHour: wholeNumber(env, "ORDERS_PER_HOUR_PER_CLIENT", 10, 1, 1_000_000),
      emailsPerRecipientPerHour: wholeNumber(env, "ORDER_EMAILS_PER_HOUR", 5, 0, 1000),
    },
    payhere: {
      merchantId: text(env, "PAYHERE_MERCHANT_ID"),
      merchantSecret: text(env, "PAYHERE_MERCHANT_SECRET"),
      checkoutUrl: httpUrl(env, "PAYHERE_CHECKOUT_URL", PAYHERE_SANDBOX_URL),
    },
    sms: smsConfig(env),
    shopWhatsapp: whatsappNumber(env),
  };
}
