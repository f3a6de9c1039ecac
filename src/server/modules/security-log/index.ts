/** What other features may use of the security log: recording an event or a staff change, and where a request came from. */
export {
  type ActivityItem,
  type Actor,
  changesBetween,
  recordActivity,
  recordEntryChange,
  recordSettingsChange,
} from "./activity";
export type { SecurityEventRow } from "./model";
export { requestOrigin } from "./request-origin";
export { securityLogRoutes } from "./routes";
export { createSecurityLog, type RequestOrigin, type SecurityLog } from "./service";
