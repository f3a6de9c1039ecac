import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../shared/password-rules";
import { isCommonPassword } from "./common-passwords";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** Letters and digits only, lower-cased: "Lanka Auto-Parts" and "lankaautoparts" are the same words. */
const squeezed = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * What is wrong with a new password, said so the person can choose another (ASVS 2.1.1, 2.1.7): its length, being
 * one of the most common passwords, or containing what an attacker tries first — the e-mail (or the name before
 * its @, when that is 4 characters or more) and the shop's name.
 */
export function passwordProblem(password: string, email: string, shopName: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  const typed = squeezed(password);
  const address = email.trim().toLowerCase();
  if (address && password.trim().toLowerCase() === address) return "Password must not be your e-mail";
  const local = squeezed(address.split("@")[0] ?? "");
  if (local.length >= 4 && typed.includes(local)) return "Password must not contain your e-mail's name";
  const shop = squeezed(shopName);
  if (shop.length >= 4 && typed.includes(shop)) return `Password must not contain the shop's name (${shopName})`;
  if (isCommonPassword(password))
    return "This password is one of the most common ones, which attackers try first: choose another";
  return undefined;
}
