export { CONTACT_LIMITS } from "./model";
export { contactRoutes } from "./routes";
export { createContactService } from "./service";
