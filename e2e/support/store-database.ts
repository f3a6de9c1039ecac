import { Database, type SQLQueryBindings } from "bun:sqlite";

/** Reads a running store's database as it is now (the store keeps writing; WAL lets a test read beside it). */
export function readStore<T>(databasePath: string, sql: string, ...params: SQLQueryBindings[]): T[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.query(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Starts a session for the account straight in the running store's database, as a finished sign-in would, and
 * answers its refresh token: the first page opened with it as the `refresh_token` cookie renews it (pages/plugin.ts).
 * For tests about a page, not about signing in (an admin's real sign-in takes an authenticator code, and the store
 * accepts each code once, so signing in on the page before every test would wait for codes).
 */
export function startSessionIn(databasePath: string, email: string): string {
  const db = new Database(databasePath);
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const user = db.query<{ id: number }, [string]>("SELECT id FROM users WHERE lower(email) = lower(?)").get(email);
    if (!user) throw new Error(`no account ${email}`);
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    const hash = new Bun.CryptoHasher("sha256").update(token).digest("hex");
    db.query(
      "INSERT INTO refresh_tokens (user_id, token_hash, family_id, remember_me, expires_at, created_at) VALUES (?, ?, ?, 0, ?, ?)",
    ).run(user.id, hash, crypto.randomUUID(), Date.now() + 24 * 60 * 60 * 1000, Date.now());
    return token;
  } finally {
    db.close();
  }
}
