/** What other features may use of staff accounts: the table, to read (names, roles and statuses of staff). */

export { users } from "../../../db/schema";
