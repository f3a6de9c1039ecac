// OWASP ASVS 2.1.1: at least 12 characters; no composition rules (2.1.9), up to 256 (2.1.2).
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "Password must not be your e-mail";
  return undefined;
}
