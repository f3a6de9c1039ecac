/** What other features may use of the security log: recording an event or a staff change. */
export {
  type ActivityItem,
  type Actor,
  changesBetween,
  recordActivity,
  recordEntryChange,
  recordSettingsChange,
} from "./activity";
export type { SecurityEventRow } from "./model";
export { securityLogRoutes } from "./routes";
export { createSecurityLog, type SecurityLog, type StaffNames } from "./service";
