/**
 * What other features may use of vehicles: the vehicles and which products fit them, to read (a product's fitment,
 * the catalog's filters, imports and exports). Only products' bulk edit writes fitments besides this feature.
 */

export type { makeRow, modelRow, staffVehicleRow, vehicleRow } from "./model";
export { vehicleRoutes } from "./routes";
export { createVehicleService } from "./service";
export { vehicleCodes } from "./vehicle-codes";
