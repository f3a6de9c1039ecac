import type { FieldError } from "../http/app-error";

/** The spec's general e-mail check (section 5): one @, a dotted domain, ≤ 254 characters, local part ≤ 64. */
export function emailProblem(email: string): string | undefined {
  if (!email) return "E-mail is required";
  if (email.length > 254) return "E-mail must be at most 254 characters";
  const at = email.lastIndexOf("@");
  if (at < 1 || !/^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/.test(email)) return "Enter a valid e-mail address";
  if (at > 64) return "The part before @ must be at most 64 characters";
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
