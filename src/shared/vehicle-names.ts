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

/** The 5–8 digit serial that ends a frame number (`-7012345`): it names one car, not the model. */
const SERIAL = /^\d{5,8}$/;
/** An emission prefix (`DBA`, `CBA`, `DAA`, `UA`): letters only, before the model code. */
const EMISSION_PREFIX = /^[a-z]{2,4}$/;

/**
 * The compact chassis codes a typed code or frame number may mean, most literal first: what is printed on the
 * registration papers (`DBA-NZE161-7012345`, `nze161 7012345`, `NZE161-7012345`) all come down to `nze161`.
 * Several are tried because a part alone cannot tell a prefix or serial from a code (`NZE 161` is one code).
 */
export function chassisCodeCandidates(typed: string): string[] {
  const parts = typed.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  const withoutSerial = parts.length > 1 && SERIAL.test(parts.at(-1) ?? "") ? parts.slice(0, -1) : parts;
  const withoutPrefix = (list: string[]) =>
    list.length > 1 && EMISSION_PREFIX.test(list[0] ?? "") && /\d/.test(list.slice(1).join("")) ? list.slice(1) : list;
  const candidates = [parts, withoutSerial, withoutPrefix(withoutSerial), withoutPrefix(parts)].map((list) =>
    list.join(""),
  );
  return [...new Set(candidates)].filter(Boolean);
}

export const vehiclePagePath = (make: string, model: string) => `/client/vehicles/${nameSlug(make)}/${nameSlug(model)}`;
