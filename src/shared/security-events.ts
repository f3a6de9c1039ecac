/** What the security log records (docs/security.md): the database, the API and the console's Activity page share it. */
export const SECURITY_EVENT_KINDS = [
  "SIGN_IN",
  "SIGN_IN_FAILED",
  "SIGN_IN_LOCKED",
  "SIGN_IN_SLOWED",
  "SIGN_OUT",
  "SESSION_REUSED",
  "SIGN_UP",
  "SIGN_UP_TAKEN",
  "ACCOUNT_ACTIVATED",
  "ACCOUNT_DISABLED",
  "ACCOUNT_UNLOCKED",
  "ROLE_CHANGED",
  "PASSWORD_SET",
  "PASSWORD_RESET",
  "SECOND_FACTOR_ENROLLED",
  "SECOND_FACTOR_RESET",
  "RECOVERY_CODE_USED",
  "RECOVERY_CODES_REPLACED",
  "SECOND_FACTOR_POLICY",
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How staff read each kind. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  SIGN_IN: "Signed in",
  SIGN_IN_FAILED: "Sign-in failed",
  SIGN_IN_LOCKED: "Locked out",
  SIGN_IN_SLOWED: "Slowed down",
  SIGN_OUT: "Signed out",
  SESSION_REUSED: "Session ended: token reused",
  SIGN_UP: "Signed up",
  SIGN_UP_TAKEN: "Sign-up with a taken e-mail",
  ACCOUNT_ACTIVATED: "Activated",
  ACCOUNT_DISABLED: "Disabled",
  ACCOUNT_UNLOCKED: "Unlocked",
  ROLE_CHANGED: "Role changed",
  PASSWORD_SET: "Password set by an admin",
  PASSWORD_RESET: "Password reset by code",
  SECOND_FACTOR_ENROLLED: "Two-step sign-in turned on",
  SECOND_FACTOR_RESET: "Two-step sign-in reset by an admin",
  RECOVERY_CODE_USED: "Recovery code used",
  RECOVERY_CODES_REPLACED: "New recovery codes made",
  SECOND_FACTOR_POLICY: "Two-step sign-in rule changed",
};

export const isSecurityEventKind = (value: string | null): value is SecurityEventKind =>
  (SECURITY_EVENT_KINDS as readonly string[]).includes(value ?? "");
