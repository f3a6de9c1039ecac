/** What other features may use of the security log: recording an event, and where a request came from. */
export { requestOrigin } from "./request-origin";
export { securityLogRoutes } from "./routes";
export { createSecurityLog, type RequestOrigin, type SecurityLog } from "./service";
