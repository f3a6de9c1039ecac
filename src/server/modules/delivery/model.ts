import { t } from "elysia";
import { CHOSEN_DELIVERY, DELIVERY_METHODS } from "../../../shared/delivery-methods";
import { DISTRICT_CODES } from "../../../shared/districts";
import { oneOf } from "../../http/query-params";

const district = (field: string) => oneOf(field, DISTRICT_CODES);

const rupees = (field: string, description: string) =>
  t.Number({
    minimum: 0,
    maximum: 1_000_000,
    error: `${field} must be an amount in rupees from 0 to 1,000,000`,
    field,
    description,
  });

const days = (field: string) =>
  t.Integer({ minimum: 0, maximum: 30, error: `${field} must be a whole number of days from 0 to 30`, field });

export const zoneBody = t.Object(
  {
    name: t.String({ minLength: 1, maxLength: 80, error: "name is required (at most 80 characters)", field: "name" }),
    firstKg: rupees("firstKg", "Rupees for a parcel up to 1 kg"),
    extraKg: rupees("extraKg", "Rupees for every further started kg"),
    daysMin: days("daysMin"),
    daysMax: days("daysMax"),
    districts: t.Array(district("districts"), {
      maxItems: 25,
      error: "districts must be a list of district codes (LK-11 …)",
    }),
  },
  { title: "DeliveryZoneInput" },
);
export type ZoneInput = typeof zoneBody.static;

export const zoneRow = t.Object(
  {
    zoneId: t.Number(),
    name: t.String(),
    firstKg: t.Number({ description: "Rupees" }),
    extraKg: t.Number({ description: "Rupees per further started kg" }),
    daysMin: t.Number(),
    daysMax: t.Number(),
    districts: t.Array(t.String({ description: "ISO 3166-2:LK code" })),
  },
  { title: "DeliveryZone" },
);
export type DeliveryZone = typeof zoneRow.static;

export const branchBody = t.Object(
  {
    name: t.String({ minLength: 1, maxLength: 80, error: "name is required (at most 80 characters)", field: "name" }),
    address: t.String({
      minLength: 1,
      maxLength: 300,
      error: "address is required (at most 300 characters)",
      field: "address",
    }),
    district: district("district"),
    phone: t.String({
      minLength: 1,
      maxLength: 40,
      error: "phone is required (at most 40 characters)",
      field: "phone",
    }),
    hours: t.String({
      minLength: 1,
      maxLength: 120,
      error: "hours is required (at most 120 characters)",
      field: "hours",
    }),
    pickup: t.Boolean({ error: "pickup must be true or false", field: "pickup" }),
  },
  { title: "BranchInput" },
);
export type BranchInput = typeof branchBody.static;

export const branchRow = t.Object(
  {
    branchId: t.Number(),
    name: t.String(),
    address: t.String(),
    district: t.String(),
    phone: t.String(),
    hours: t.String(),
    pickup: t.Boolean({ description: "Customers may collect orders here" }),
  },
  { title: "Branch" },
);
export type Branch = typeof branchRow.static;

export const freeAboveBody = t.Object({
  amount: t.Nullable(rupees("amount", "Orders whose items reach this many rupees go free; null: never free")),
});

export const deliverySettings = t.Object({
  zones: t.Array(zoneRow),
  branches: t.Array(branchRow),
  freeAbove: t.Nullable(t.Number({ description: "Rupees; null when delivery is never free" })),
});
export type DeliverySettings = typeof deliverySettings.static;

export const quoteQuery = t.Object({
  method: t.Optional(oneOf("method", CHOSEN_DELIVERY)),
  district: t.Optional(
    t.String({ maxLength: 10, error: "district must be a district code (LK-11 …)", field: "district" }),
  ),
  branchId: t.Optional(t.String({ maxLength: 12, error: "branchId must be a branch's id", field: "branchId" })),
});

export const deliveryQuote = t.Object({
  method: t.UnionEnum(DELIVERY_METHODS),
  fee: t.Nullable(t.Number({ description: "Rupees; null when the fee is confirmed by phone" })),
  free: t.Boolean({ description: "Free because the items reach the shop's free-delivery amount" }),
  zone: t.Nullable(t.String()),
  days: t.Nullable(t.String()),
  weightKg: t.Number(),
  branch: t.Nullable(t.String()),
  note: t.String({ description: "What the customer is told about this delivery" }),
});
export type DeliveryQuote = typeof deliveryQuote.static;
