/**
 * What other features may use of auth (docs/architecture.md, "Borders"): the staff guard, the signed-in user,
 * password hashing, sessions to end, and the account lookups and lockout reset that users' rules share.
 * Everything else in this folder is auth's own.
 */
export { CLEAR_FAILURES } from "./lockout";
export { createPasswords, type Passwords } from "./passwords";
export type { RefreshTokens } from "./refresh-tokens";
export { findUserByEmail } from "./service";
export type { StaffGuard, StaffUser } from "./staff-guard";
