/**
 * What other features may use of the catalog's entries (brands, categories, sub-categories): a brand's detail fields
 * for the answers that show them, and the services and routes the app composes.
 */

export { brandDetailFields } from "./brand-detail-fields";
export type { brandRow, categoryRow, subCategoryRow } from "./model";
export { brandRoutes, categoryRoutes, subCategoryRoutes } from "./routes";
export { createBrandService, createCategoryService, createSubCategoryService } from "./service";
export { checkSubCategory } from "./sub-category-check";
