/** What other features may use of staff accounts: the table, to read (names, roles and statuses of staff). */

export { findUserByEmail } from "./account-by-email";
export { accountChangedEmail } from "./account-change-email";
export { MIN_PASSWORD_LENGTH } from "./account-rules";
export { bootstrapAdmin } from "./bootstrap-admin";
export { forgetInitialPassword, INITIAL_ADMIN_PASSWORD_FILE } from "./initial-admin-password";
export type { staffRow } from "./model";
export { createPasswordReset } from "./password-reset";
export { userRoutes } from "./routes";
export { createStaffAccounts } from "./staff-accounts";
export { staffName } from "./staff-name";
export { staffNames } from "./staff-names";
