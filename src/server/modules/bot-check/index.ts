/** What other features may use of the bot check: the guard for public posts, and the service (page forms). */
export { type BotCheckGuard, botCheckGuard, botCheckRoutes } from "./routes";
export { type BotCheck, createBotCheck, TOO_MANY_WITHOUT_PROOF } from "./service";
