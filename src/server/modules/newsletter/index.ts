export { SUBSCRIBE_LIMITS } from "./model";
export { newsletterRoutes } from "./routes";
export { createNewsletterService } from "./service";
