import { existsSync, readFileSync, rmSync } from "node:fs";
import { writeOwnerOnly } from "../../owner-only-file";

/** Its name in the data folder (like Jenkins' `initialAdminPassword`). */
export const INITIAL_ADMIN_PASSWORD_FILE = "initial-admin-password";

/**
 * Keeps the first admin's generated password where the operator can find it again: a start that fails after the
 * account was made no longer loses it. Readable by the owner only; written before the account exists.
 */
export function keepInitialPassword(path: string, email: string, password: string) {
  writeOwnerOnly(
    path,
    `${email}\n${password}\n\nThe first admin's password, generated at first start. Sign in and change it:\nthis file is removed when that admin's password changes.\n`,
  );
}

/** Removes the file once the admin it names has a password of their own. */
export function forgetInitialPassword(path: string, email: string) {
  if (!existsSync(path)) return;
  const named = readFileSync(path, "utf8").split("\n", 1)[0]?.trim().toLowerCase();
  if (named === email.toLowerCase()) rmSync(path, { force: true });
}
