/**
 * The shapes the API answers, as types, each from the `t` model that validates and documents it: the browser reads
 * them through api-types.ts, server code (a page's loader) straight from here.
 */
import type { sessionUserRow } from "./modules/auth";
import type { brandRow, categoryRow, subCategoryRow } from "./modules/catalog-entries";
import type { orderDetail, orderRow, orderSummary, trackedOrder } from "./modules/orders";
import type { bulkChange, bulkEditResult, importRow, productRow, suggestionsRow } from "./modules/products";
import type { staffRow } from "./modules/users";
import type { makeRow, modelRow, staffVehicleRow, vehicleRow } from "./modules/vehicles";

export type { FieldError } from "./http/app-error";
export type { Page } from "./http/envelope";

export type Brand = typeof brandRow.static;
export type Category = typeof categoryRow.static;
export type SubCategory = typeof subCategoryRow.static;
export type Product = typeof productRow.static;
export type CatalogImport = typeof importRow.static;
export type BulkEditResult = typeof bulkEditResult.static;
export type BulkChange = typeof bulkChange.static;
export type Suggestions = typeof suggestionsRow.static;
export type Order = typeof orderRow.static;
export type OrderDetail = typeof orderDetail.static;
export type OrderSummary = typeof orderSummary.static;
export type TrackedOrder = typeof trackedOrder.static;
export type SessionUser = typeof sessionUserRow.static;
export type StaffAccount = typeof staffRow.static;
export type { ConsoleSearchAnswer } from "./modules/console-search";
export type { SecurityEventRow as SecurityEvent } from "./modules/security-log";
export type Vehicle = typeof vehicleRow.static;
export type StaffVehicle = typeof staffVehicleRow.static;
export type VehicleMake = typeof makeRow.static;
export type VehicleModel = typeof modelRow.static;
export type { CartLine, CartView } from "./modules/cart";
export type { Branch, DeliveryQuote, DeliverySettings, DeliveryZone } from "./modules/delivery";
export type { BankAccount, PaymentSettings } from "./modules/payments";
