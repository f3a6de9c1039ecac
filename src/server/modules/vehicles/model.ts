import { t } from "elysia";
import { pagingQuery } from "../../http/paging";
import { idParam, searchTextQuery } from "../../http/query-params";

export const vehicleRow = t.Object(
  {
    vehicleId: t.Number(),
    make: t.String(),
    model: t.String(),
    generation: t.String({ description: 'The generation\'s usual name (E160), "" when none' }),
    code: t.String({ description: "The chassis (model) code, unique: NZE161, KSP130, N17" }),
    yearFrom: t.Number(),
    yearTo: t.Nullable(t.Number({ description: "null while still made" })),
    engine: t.String({ description: 'Where it matters: "1.5 petrol (1NZ-FE)"; "" otherwise' }),
  },
  { title: "Vehicle" },
);

export const staffVehicleRow = t.Object(
  {
    ...vehicleRow.properties,
    productCount: t.Number({ description: "How many products fit it" }),
  },
  { title: "StaffVehicle" },
);

export const makeRow = t.Object({ make: t.String(), slug: t.String(), vehicleCount: t.Number() });
export const modelRow = t.Object({ make: t.String(), model: t.String(), slug: t.String(), vehicleCount: t.Number() });

const YEAR_MIN = 1950;
const YEAR_MAX = 2100;
const year = (field: string) =>
  t.Integer({
    minimum: YEAR_MIN,
    maximum: YEAR_MAX,
    error: `${field} must be a year from ${YEAR_MIN} to ${YEAR_MAX}`,
    field,
  });
const text = (max: number, field: string, what: string) =>
  t.String({ maxLength: max, error: `${field} ${what} (at most ${max} characters)`, field });

export const vehicleBody = t.Object(
  {
    make: text(60, "make", "is required"),
    model: text(60, "model", "is required"),
    generation: t.Optional(text(60, "generation", "must be text")),
    code: t.String({
      pattern: "^\\s*[A-Za-z0-9][A-Za-z0-9-]{0,19}\\s*$",
      error: "code is required: letters, digits and dashes, at most 20 (e.g. NZE161)",
      field: "code",
    }),
    yearFrom: year("yearFrom"),
    yearTo: t.Optional(t.Nullable(year("yearTo"))),
    engine: t.Optional(text(80, "engine", "must be text")),
  },
  { title: "VehicleInput" },
);

const idList = (field: string, max: number) =>
  t.Array(idParam(field), {
    minItems: 0,
    maxItems: max,
    error: `${field} must be a list of at most ${max} ids`,
    field,
  });

export const fitmentsBody = t.Object({ vehicleIds: idList("vehicleIds", 500) }, { title: "FitmentChange" });
export const bulkFitmentsBody = t.Object({
  productIds: t.Array(idParam("productIds"), {
    minItems: 1,
    maxItems: 500,
    error: "productIds must list 1 to 500 product ids",
    field: "productIds",
  }),
  vehicleIds: t.Array(idParam("vehicleIds"), {
    minItems: 1,
    maxItems: 500,
    error: "vehicleIds must list 1 to 500 vehicle ids",
    field: "vehicleIds",
  }),
});
export const bulkResult = t.Object({ changed: t.Number({ description: "How many product–vehicle pairs changed" }) });

export const vehiclePageQuery = t.Object({ ...pagingQuery(20), ...searchTextQuery });
export const vehicleSearchQuery = t.Object({
  searchText: t.String({
    maxLength: 100,
    error: "searchText is required (at most 100 characters)",
    field: "searchText",
  }),
});
export const makeQuery = t.Object({ make: text(60, "make", "is required") });
export const modelQuery = t.Object({ make: text(60, "make", "is required"), model: text(60, "model", "is required") });
export const codeParams = t.Object({ code: t.String({ maxLength: 40, error: "code is too long", field: "code" }) });
export const vehicleIdParams = t.Object({ id: idParam("id") });
export const productIdParams = t.Object({ id: idParam("id") });

export type Vehicle = typeof vehicleRow.static;
export type StaffVehicle = typeof staffVehicleRow.static;
export type VehicleInput = typeof vehicleBody.static;
export type VehicleMake = typeof makeRow.static;
export type VehicleModel = typeof modelRow.static;
