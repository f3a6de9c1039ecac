/** How the storefront and console name a vehicle, and the slugs of its make and model in URLs. */

export interface VehicleName {
  make: string;
  model: string;
  code: string;
  yearFrom: number;
  yearTo: number | null;
}

/** "Axio (NZE161)": the words of the badge "Fits your Axio (NZE161)". */
export const vehicleShortName = (vehicle: VehicleName) => `${vehicle.model} (${vehicle.code})`;

/** "2012–2019", or "2015 on" while still made. */
export const vehicleYears = (vehicle: Pick<VehicleName, "yearFrom" | "yearTo">) =>
  vehicle.yearTo === null
    ? `${vehicle.yearFrom} on`
    : vehicle.yearTo === vehicle.yearFrom
      ? String(vehicle.yearFrom)
      : `${vehicle.yearFrom}–${vehicle.yearTo}`;

/** "Toyota Axio NZE161 (2012–2019)". */
export const vehicleFullName = (vehicle: VehicleName) =>
  `${vehicle.make} ${vehicle.model} ${vehicle.code} (${vehicleYears(vehicle)})`;

/** "Land Cruiser Prado" → "land-cruiser-prado": make and model in vehicle page URLs. */
export const nameSlug = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A chassis code as customers type it (`nze161`, `NZE-161`), to compare with the stored code case-insensitively. */
export const compactCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

export const vehiclePagePath = (make: string, model: string) => `/client/vehicles/${nameSlug(make)}/${nameSlug(model)}`;
