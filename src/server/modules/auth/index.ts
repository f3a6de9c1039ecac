/**
 * What other features may use of auth (docs/architecture.md, "Borders"): the staff guard, the signed-in user,
 * password hashing, sessions to end, and the account lookups and lockout reset that users' rules share.
 * Everything else in this folder is auth's own.
 */
export { createDeviceCookies } from "./device-cookie";
export { createSignInGuard, type SignInGuard } from "./lockout";
export type { sessionUserRow } from "./model";
export type { RefreshTokens } from "./refresh-tokens";
export { createRefreshTokens } from "./refresh-tokens";
export { authRoutes } from "./routes";
export type { SecondFactor } from "./second-factor";
export { createSecondFactor } from "./second-factor";
export { secondStepForm } from "./second-step-form";
export { createSecondStepTickets, SECOND_STEP_COOKIE } from "./second-step-ticket";
export { createAuthService } from "./service";
export { sessionAccountLookup } from "./session-account";
export { SIGN_IN_FAILED_PARAM, SIGN_IN_WAIT_PARAM, signInForm } from "./sign-in-form";
export { keepDeviceCookie, type SessionContext, startSession } from "./start-session";
