import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../shared/password-rules";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

export function passwordProblem(password: string, email: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "Password must not be your e-mail";
  return undefined;
}
