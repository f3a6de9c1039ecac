import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { firstRow, writtenRow } from "../db/first-row";
import { emailOutbox, type UserRole, type UserStatus, users } from "../db/schema";

export const TEST_PASSWORD = "correct horse battery";

/** Real argon2id, cheap enough for tests (≈ 3 ms instead of ≈ 150 ms). */
export const TEST_PASSWORD_COST = { memoryCost: 4096, timeCost: 1 };

/** Creates an account that can sign in with `password` (hashed with the tests' cheap argon2id cost). */
export async function createAccount(
  db: Db,
  {
    email = `staff-${crypto.randomUUID()}@example.com`,
    password = TEST_PASSWORD,
    role = "STAFF",
    status = "ACTIVE",
  }: { email?: string; password?: string; role?: UserRole; status?: UserStatus } = {},
) {
  const passwordHash = await Bun.password.hash(password, { algorithm: "argon2id", ...TEST_PASSWORD_COST });
  return writtenRow(
    db.insert(users).values({ email, firstName: "Test", lastName: "Person", passwordHash, role, status }).returning(),
  );
}

/** The cookies a response sets, by name: value and the attributes as written. */
export function setCookies(response: { headers: Headers }) {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = "", ...rest] = line.split(";");
    const at = pair.indexOf("=");
    cookies.set(pair.slice(0, at).trim(), {
      value: decodeURIComponent(pair.slice(at + 1)),
      attributes: rest.join(";").trim(),
    });
  }
  return cookies;
}

/** A Cookie request header from name → value pairs. */
export const cookieHeader = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("; ");

/** The newest password-reset e-mail to `recipient` in the store's outbox, and the 6-digit code in it. */
export async function latestResetCode(db: Db, recipient: string) {
  const mail = await firstRow(
    db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, recipient), eq(emailOutbox.kind, "password-reset")))
      .orderBy(desc(emailOutbox.id)),
  );
  const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
  return { mail, code: code as string };
}
