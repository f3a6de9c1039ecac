import type { OnEngine } from "@engine-types";
import { ENGINE } from "./engine";
import * as pg from "./pg/schema";
import * as sqlite from "./sqlite/schema";

/**
 * The store's tables on the engine this process runs on. Queries are typed by the SQLite module; the PostgreSQL
 * module declares the same tables, columns and keys (src/db/schema-parity.test.ts), and the query surface the store
 * uses (select, insert … on conflict … returning, update, delete, transactions; src/db/first-row.ts) is drizzle's
 * on both, so code above the data layer does not know which engine runs.
 */
const tables = (ENGINE === "postgres" ? pg : sqlite) as OnEngine<typeof sqlite, typeof pg>;

export const {
  users,
  refreshTokens,
  recoveryCodes,
  passwordResetCodes,
  brands,
  categories,
  subCategories,
  products,
  productImages,
  partNumbers,
  vehicles,
  productFitments,
  orders,
  orderItems,
  orderStatusHistory,
  orderNotes,
  paymentHistory,
  paymentSlips,
  bankAccounts,
  invoiceCounters,
  securityEvents,
  spentProofs,
  emailOutbox,
  smsOutbox,
  stockAlerts,
  newsletterSubscribers,
  contactMessages,
  carts,
  cartLines,
  deliveryZones,
  deliveryDistricts,
  branches,
  searchWords,
  shopSettings,
  catalogImports,
  catalogImportRefusals,
  catalogImportFiles,
  rateLimitHits,
  signInFailures,
  signInKnownAddresses,
} = tables;

export { DELIVERY_METHODS, type DeliveryMethod } from "../shared/delivery-methods";
export { ORDER_STATUSES, type OrderStatus } from "../shared/order-status";
export {
  PAYMENT_ACTORS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
  type PaymentStatus,
} from "../shared/payment-status";
export * from "./kinds";
