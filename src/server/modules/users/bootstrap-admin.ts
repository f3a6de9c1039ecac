import { eq } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { users } from "../../../db/schema";
import { createPasswords } from "../../passwords";
import { keepInitialPassword } from "./initial-admin-password";

export interface BootstrapResult {
  created: boolean;
  /** Set only when a password was generated and there is no file to keep it in (an in-memory store). */
  generatedPassword?: string;
  /** Where the generated password was written, when it was. */
  passwordFile?: string;
}

/**
 * Creates the first ADMIN from ADMIN_EMAIL / ADMIN_PASSWORD when the store has no admin yet (docs/decisions/021-staff-sign-up.md). A
 * generated password is written to `passwordFile` before the account exists, so it can never be lost.
 */
export async function bootstrapAdmin(
  db: Db,
  email: string,
  password: string | undefined,
  passwordFile?: string,
): Promise<BootstrapResult> {
  if ((await countRows(db, users, eq(users.role, "ADMIN"))) > 0) return { created: false };
  const generatedPassword = password ? undefined : generatePassword();
  const passwordHash = await createPasswords().hash(password ?? (generatedPassword as string));
  if (generatedPassword && passwordFile) keepInitialPassword(passwordFile, email.toLowerCase(), generatedPassword);
  await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: "Shop",
      lastName: "Admin",
      passwordHash,
      role: "ADMIN",
      status: "ACTIVE",
    })
    .onConflictDoNothing();
  if (!generatedPassword) return { created: true };
  return passwordFile ? { created: true, passwordFile } : { created: true, generatedPassword };
}

function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
