import type { FieldError } from "../http/app-error";

/**
 * An e-mail address as the store keeps and compares it: Unicode-normalised (NFKC, so full-width "ａｄｍｉｎ" is
 * "admin"), trimmed and lower-cased.
 */
export const normalizeEmail = (raw: string) => raw.normalize("NFKC").trim().toLowerCase();

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** The spec's general e-mail check (section 5): one @, a dotted domain, ≤ 254 characters, local part ≤ 64. */
export function emailProblem(email: string): string | undefined {
  if (!email) return "E-mail is required";
  if (email.length > 254) return "E-mail must be at most 254 characters";
  if (CONTROL_CHARACTERS.test(email)) return "Enter a valid e-mail address";
  const at = email.lastIndexOf("@");
  if (at < 1 || !/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(email)) return "Enter a valid e-mail address";
  if (at > 64) return "The part before @ must be at most 64 characters";
  return undefined;
}

/**
 * A staff account's e-mail: plain ASCII besides the general check, so no look-alike of another account (a
 * dotless ı, Cyrillic а) can be registered beside it.
 */
export function staffEmailProblem(email: string): string | undefined {
  const problem = emailProblem(email);
  if (problem) return problem;
  if (!/^[\x21-\x7e]+$/.test(email)) return "Use an e-mail address of plain letters (a–z), digits and . _ + - only";
  return undefined;
}

/** Collects field errors: `check(field, problem)` for each, then `errors`. */
export function fieldErrors() {
  const errors: FieldError[] = [];
  return {
    errors,
    check(field: string, problem: string | undefined) {
      if (problem) errors.push({ field, message: problem });
    },
  };
}
