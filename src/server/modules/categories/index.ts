/** What other features may use of categories: the table, to read (sub-categories and products sit under one). */

export { categories } from "../../../db/schema";
export type { categoryRow } from "./model";
export { categoryRoutes } from "./routes";
export { createCategoryService } from "./service";
