import type { SQLQueryBindings } from "bun:sqlite";
import { type Db, openDatabase } from "../../src/db/database";
import { ENGINE } from "../../src/db/engine";
import { asStoreHandle } from "../../src/db/engine-handles";
import { openPostgres } from "../../src/db/postgres";
import { queryDatabase } from "../../src/test/query-database";
import type { RunningStore } from "./server";

/** A drizzle handle on a running store's database, for helpers that take one (liftUnpaidHolds); closeDatabase it. */
export const openStoreDatabase = (store: RunningStore): Db =>
  asStoreHandle(ENGINE === "postgres" ? openPostgres(store.databaseUrl) : openDatabase(store.databasePath));

/**
 * Runs SQL on a running store's database as it is now, whichever engine it runs on (the store keeps writing; SQLite's
 * WAL and PostgreSQL both let a test read beside it): SQL both engines read, `?` for each value (query-database.ts).
 */
export const queryStore = <T>(store: RunningStore, sql: string, ...params: SQLQueryBindings[]): Promise<T[]> =>
  queryDatabase<T>(store.databaseUrl, sql, ...params);

/** The first row of a query on a running store's database, or undefined. */
export const queryStoreRow = async <T>(store: RunningStore, sql: string, ...params: SQLQueryBindings[]) =>
  (await queryStore<T>(store, sql, ...params))[0];

/**
 * Starts a session for the account straight in the running store's database, as a finished sign-in would, and
 * answers its refresh token: the first page opened with it as the `refresh_token` cookie renews it (pages/plugin.ts).
 * For tests about a page, not about signing in (an admin's real sign-in takes an authenticator code, and the store
 * accepts each code once, so signing in on the page before every test would wait for codes).
 */
export async function startSessionIn(store: RunningStore, email: string): Promise<string> {
  const user = await queryStoreRow<{ id: number }>(store, "SELECT id FROM users WHERE lower(email) = lower(?)", email);
  if (!user) throw new Error(`no account ${email}`);
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const hash = new Bun.CryptoHasher("sha256").update(token).digest("hex");
  await queryStore(
    store,
    "INSERT INTO refresh_tokens (user_id, token_hash, family_id, remember_me, expires_at, created_at) VALUES (?, ?, ?, false, ?, ?)",
    user.id,
    hash,
    crypto.randomUUID(),
    Date.now() + 24 * 60 * 60 * 1000,
    Date.now(),
  );
  return token;
}
