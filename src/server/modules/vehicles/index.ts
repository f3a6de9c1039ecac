/**
 * What other features may use of vehicles: the vehicles and which products fit them, to read (a product's fitment,
 * the catalog's filters, imports and exports). Only products' bulk edit writes fitments besides this feature.
 */

export { productFitments, vehicles } from "../../../db/schema";
