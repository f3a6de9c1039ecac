/**
 * What other features may use of auth (docs/architecture.md, "Borders"): the staff guard, the signed-in user,
 * password hashing, sessions to end, and the account lookups and lockout reset that users' rules share.
 * Everything else in this folder is auth's own.
 */
export { createDeviceCookies } from "./device-cookie";
export { createSignInGuard, type SignInGuard } from "./lockout";
export { createPasswords, type Passwords } from "./passwords";
export type { RefreshTokens } from "./refresh-tokens";
export type { SecondFactor } from "./second-factor";
export { SECOND_STEP_COOKIE } from "./second-step-ticket";
export { findUserByEmail } from "./service";
export { SIGN_IN_FAILED_PARAM, SIGN_IN_WAIT_PARAM } from "./sign-in-form";
export { cookieText, type StaffGuard, type StaffUser } from "./staff-guard";
export { type SessionContext, startSession } from "./start-session";
