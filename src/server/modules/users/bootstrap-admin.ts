import { eq } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { users } from "../../../db/schema";
import { createPasswords } from "../auth";

export interface BootstrapResult {
  created: boolean;
  /** Set only when a password was generated: shown once to whoever starts the store. */
  generatedPassword?: string;
}

/** Creates the first ADMIN from ADMIN_EMAIL / ADMIN_PASSWORD when the store has no admin yet (decision 10). */
export async function bootstrapAdmin(db: Db, email: string, password: string | undefined): Promise<BootstrapResult> {
  if (countRows(db, users, eq(users.role, "ADMIN")) > 0) return { created: false };
  const generatedPassword = password ? undefined : generatePassword();
  const passwordHash = await createPasswords().hash(password ?? (generatedPassword as string));
  db.insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: "Shop",
      lastName: "Admin",
      passwordHash,
      role: "ADMIN",
      status: "ACTIVE",
    })
    .onConflictDoNothing()
    .run();
  return { created: true, generatedPassword };
}

function generatePassword(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}
