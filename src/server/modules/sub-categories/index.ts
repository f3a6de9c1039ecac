/** What other features may use of sub-categories: the table, to read (every product sits in one). */

export { subCategories } from "../../../db/schema";
export type { subCategoryRow } from "./model";
export { subCategoryRoutes } from "./routes";
export { createSubCategoryService } from "./service";
