/**
 * What other features may use of the catalog's entries (brands, categories, sub-categories): the tables, to read
 * (every product sits in a sub-category of a category of a brand), and the services and routes the app composes.
 */

export { brands, categories, subCategories } from "../../../db/schema";
export { brandDetailFields } from "./brand-detail-fields";
export type { brandRow, categoryRow, subCategoryRow } from "./model";
export { brandRoutes, categoryRoutes, subCategoryRoutes } from "./routes";
export { createBrandService, createCategoryService, createSubCategoryService } from "./service";
