/** What other features may use of brands: the table, to read (a category and a product name their brand). */

export { brands } from "../../../db/schema";
export type { brandRow } from "./model";
export { brandRoutes } from "./routes";
export { createBrandService } from "./service";
