import { sql } from "drizzle-orm";
import {
  type AnySQLiteColumn,
  blob,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { brandDetailColumn, byBrandDetail } from "../../shared/brand-details";
import { DELIVERY_METHODS } from "../../shared/delivery-methods";
import { LOCALES } from "../../shared/i18n/locales";
import { ORDER_STATUSES } from "../../shared/order-status";
import { PART_CONDITIONS } from "../../shared/part-condition";
import { PART_NUMBER_KINDS } from "../../shared/part-numbers";
import { PAYMENT_ACTORS, PAYMENT_METHODS, PAYMENT_STATUSES } from "../../shared/payment-status";
import { SECURITY_EVENT_KINDS } from "../../shared/security-events";
import { CATALOG_IMPORT_STATUSES, OUTBOX_STATUSES, USER_ROLES, USER_STATUSES } from "../kinds";

/**
 * Every table of the store on SQLite (src/db/pg/schema.ts declares the same on PostgreSQL; src/db/schema.ts gives
 * the running engine's). Money is integer cents; times are epoch milliseconds.
 * Names that must be unique are unique case-insensitively (an index on lower(name)).
 */

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: USER_ROLES }).notNull().default("STAFF"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("PENDING"),
    registerDate: text("register_date"),
    /** The authenticator's shared secret (base32) once two-step sign-in is on (RFC 6238). */
    totpSecret: text("totp_secret"),
    /** The secret offered at enrolment, until the first code from it is entered. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: integer("totp_enabled_at", { mode: "timestamp_ms" }),
    /** The last time step whose code was accepted: a code is never accepted twice (RFC 6238, section 5.2). */
    totpLastStep: integer("totp_last_step"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    familyId: text("family_id").notNull(),
    rememberMe: integer("remember_me", { mode: "boolean" }).notNull().default(false),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    /** Where the sign-in or refresh that made this token came from, for the staff member's Sessions page. */
    address: text("address"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

/** One-time codes that stand in for the authenticator (a lost phone); only their SHA-256 is kept. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export const passwordResetCodes = sqliteTable(
  "password_reset_codes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId)],
);

export const brands = sqliteTable(
  "brands",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    ...byBrandDetail((key) => text(brandDetailColumn(key)).notNull().default("")),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("brands_name_unique").on(sql`lower(${t.name})`)],
);

export const categories = sqliteTable(
  "categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description").notNull().default("-"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("categories_brand_name_unique").on(t.brandId, sql`lower(${t.name})`),
    index("categories_name_idx").on(t.name),
  ],
);

export const subCategories = sqliteTable(
  "sub_categories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description").notNull().default("-"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("sub_categories_category_name_unique").on(t.categoryId, sql`lower(${t.name})`),
    index("sub_categories_name_idx").on(t.name),
  ],
);

export const products = sqliteTable(
  "products",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    subCategoryId: integer("sub_category_id")
      .notNull()
      .references(() => subCategories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    code: text("code"),
    displayName: text("display_name"),
    shortDescription: text("short_description"),
    description: text("description"),
    priceCents: integer("price_cents").notNull(),
    discountPriceCents: integer("discount_price_cents"),
    qty: integer("qty").notNull().default(0),
    mfd: text("mfd"),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    rating: real("rating").notNull().default(0),
    /** Shipping weight of one unit; an order's weight is the sum of its lines. */
    weightGrams: integer("weight_grams").notNull().default(1000),
    /** Too big for an ordinary courier (bumpers, bonnets, exhausts): pickup, or courier at a fee agreed by phone. */
    bulky: integer("bulky", { mode: "boolean" }).notNull().default(false),
    condition: text("condition", { enum: PART_CONDITIONS }).notNull().default("aftermarket-new"),
    /** How long the shop stands behind it; null when it gives no warranty. */
    warrantyDays: integer("warranty_days"),
    /** At or below this many in stock it is low and should be reordered; null: the shop's default level. */
    reorderLevel: integer("reorder_level"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("products_code_unique").on(sql`lower(${t.code})`),
    index("products_sub_category_idx").on(t.subCategoryId, t.isActive),
    index("products_active_newest_idx").on(t.isActive, t.createdAt),
    // The storefront's sorts, by the very expressions they order by (src/server/modules/products/product-list.ts):
    // the price paid (the discount price when there is one) and the name A–Z whatever the case.
    index("products_active_effective_price_idx").on(
      t.isActive,
      sql`coalesce(${t.discountPriceCents}, ${t.priceCents})`,
    ),
    index("products_active_name_nocase_idx").on(t.isActive, sql`${t.name} COLLATE NOCASE`),
  ],
);

export const productImages = sqliteTable(
  "product_images",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    /** Public URL path of the full-size image (/uploads/… or /images/…). */
    url: text("url").notNull(),
    /** Card-sized version, when one was made. */
    cardUrl: text("card_url"),
    /** The file name it was imported under (bp-1234.jpg), so importing the same file again keeps it. */
    sourceName: text("source_name"),
    createdAt: createdAt(),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

/**
 * The numbers a product is known by besides its own code (OEM, equivalents, superseded), each kept also compacted
 * (lower case, letters and digits) as customers' typing is compared; the search index carries both.
 */
export const partNumbers = sqliteTable(
  "part_numbers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PART_NUMBER_KINDS }).notNull(),
    brand: text("brand").notNull().default(""),
    number: text("number").notNull(),
    numberCompact: text("number_compact").notNull(),
  },
  (t) => [
    uniqueIndex("part_numbers_product_number_unique").on(t.productId, t.numberCompact),
    index("part_numbers_compact_idx").on(t.numberCompact, t.productId),
  ],
);

/**
 * A vehicle parts are sold for: one generation of a make's model, known by its chassis (model) code — the code on
 * the car's registration papers that Sri Lankan shops sell by (NZE161, KSP130, N17). The code is unique; a variant
 * sharing a platform gets its own (NZE161G for the Fielder).
 */
export const vehicles = sqliteTable(
  "vehicles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    make: text("make").notNull(),
    model: text("model").notNull(),
    /** The generation's usual name (E160, 11th gen), "" when none is used. */
    generation: text("generation").notNull().default(""),
    code: text("code").notNull(),
    yearFrom: integer("year_from").notNull(),
    /** null while still made. */
    yearTo: integer("year_to"),
    /** Where it matters: "1.5 petrol (1NZ-FE)"; "" otherwise. */
    engine: text("engine").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("vehicles_code_unique").on(sql`lower(${t.code})`),
    index("vehicles_make_model_idx").on(sql`${t.make} COLLATE NOCASE`, sql`${t.model} COLLATE NOCASE`),
  ],
);

/** Which product fits which vehicle: many to many. A vehicle that parts still fit cannot be deleted (409). */
export const productFitments = sqliteTable(
  "product_fitments",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references(() => vehicles.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.vehicleId] }),
    index("product_fitments_vehicle_idx").on(t.vehicleId, t.productId),
  ],
);

export const orders = sqliteTable(
  "orders",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The order number customers see, e.g. SO-2026-000123. */
    orderNumber: text("order_number").notNull(),
    customerFullName: text("customer_full_name").notNull(),
    /** "" when the customer gave none (e-mail is optional; the mobile is how the shop reaches them). */
    customerEmail: text("customer_email").notNull(),
    customerPrimaryMobile: text("customer_primary_mobile").notNull(),
    customerSecondaryMobile: text("customer_secondary_mobile"),
    customerAddress: text("customer_address").notNull(),
    totalQty: integer("total_qty").notNull(),
    /** The items at the prices charged; totalCents adds the delivery fee. */
    itemsCents: integer("items_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    deliveryMethod: text("delivery_method", { enum: DELIVERY_METHODS }).notNull().default("NOT_RECORDED"),
    /** ISO 3166-2 district code (LK-11) for a delivery. */
    deliveryDistrict: text("delivery_district"),
    deliveryCity: text("delivery_city"),
    deliveryPostalCode: text("delivery_postal_code"),
    /** The zone's name and estimate when the order was placed: editing the zones later never changes it. */
    deliveryZone: text("delivery_zone"),
    deliveryDays: text("delivery_days"),
    deliveryWeightGrams: integer("delivery_weight_grams"),
    /** null while the fee is to be confirmed by phone (bulky parts, old clients, orders from before delivery). */
    deliveryFeeCents: integer("delivery_fee_cents"),
    pickupBranchId: integer("pickup_branch_id"),
    /** The branch's name and address at order time. */
    pickupBranch: text("pickup_branch"),
    /** The cart that placed it: that browser may see its confirmation again. */
    cartId: integer("cart_id"),
    /** Who placed it, for throttling (an IPv6 address as its /64): the stock one client holds unpaid is capped. */
    clientAddress: text("client_address"),
    /**
     * Whether its units are taken from stock. An unpaid order beyond the hold limits (docs/decisions) is placed
     * without them and waits for staff: confirming it (Received) takes them, or refuses when they are gone.
     */
    stockHeld: integer("stock_held", { mode: "boolean" }).notNull().default(true),
    /** Whether the customer wants texts about this order (chosen at checkout, on by default). */
    smsUpdates: integer("sms_updates", { mode: "boolean" }).notNull().default(true),
    /** The language the customer ordered in (the storefront's): their texts and e-mails are in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("PENDING"),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull().default("COD"),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("COD_DUE"),
    /** Cash on delivery's fee, part of totalCents. */
    codFeeCents: integer("cod_fee_cents").notNull().default(0),
    /** What was given back (refunds, charge-backs). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** PayHere's payment id, method (VISA, EZCASH …) and status message from its last accepted notify. */
    gatewayPaymentId: text("gateway_payment_id"),
    gatewayMethod: text("gateway_method"),
    gatewayMessage: text("gateway_message"),
    /** INV-2026-000001: given when the order is paid (COD: when placed), sequential per year, never reused. */
    invoiceNumber: text("invoice_number"),
    /** Handed to a courier: which, its tracking number, and the courier's tracking page when staff gave one. */
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    dispatchedAt: integer("dispatched_at", { mode: "timestamp_ms" }),
    placedAt: integer("placed_at", { mode: "timestamp_ms" }).notNull(),
    idempotencyKey: text("idempotency_key"),
    /** Hash of the submitted body, so a reused key with another body is refused. */
    requestHash: text("request_hash"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("orders_number_unique").on(t.orderNumber),
    uniqueIndex("orders_idempotency_key_unique").on(t.idempotencyKey),
    index("orders_placed_at_idx").on(t.placedAt),
    index("orders_status_idx").on(t.status, t.placedAt),
    index("orders_payment_status_idx").on(t.paymentStatus, t.placedAt),
    uniqueIndex("orders_invoice_number_unique").on(t.invoiceNumber),
    index("orders_email_idx").on(sql`lower(${t.customerEmail})`),
    index("orders_mobile_idx").on(t.customerPrimaryMobile),
    index("orders_client_address_idx").on(t.clientAddress),
  ],
);

/** A snapshot of what was sold: repricing or deleting the product never changes it. */
export const orderItems = sqliteTable(
  "order_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references((): AnySQLiteColumn => products.id, { onDelete: "set null" }),
    code: text("code"),
    productName: text("product_name").notNull(),
    listPriceCents: integer("list_price_cents").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

export const orderStatusHistory = sqliteTable(
  "order_status_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ORDER_STATUSES }),
    toStatus: text("to_status", { enum: ORDER_STATUSES }).notNull(),
    changedByUserId: integer("changed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who, as a name: kept even if the account is later removed. */
    changedBy: text("changed_by").notNull(),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.changedAt)],
);

/** Staff's own notes on an order (never shown to the customer): who wrote each and when. */
export const orderNotes = sqliteTable(
  "order_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Who, as a name: kept even if the account is later removed. */
    author: text("author").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.at)],
);

/** Every move of an order's payment: who (as an actor and a name), when, from, to, and why. */
export const paymentHistory = sqliteTable(
  "payment_history",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: PAYMENT_STATUSES }),
    toStatus: text("to_status", { enum: PAYMENT_STATUSES }).notNull(),
    actor: text("actor", { enum: PAYMENT_ACTORS }).notNull(),
    changedByUserId: integer("changed_by_user_id").references(() => users.id, { onDelete: "set null" }),
    changedBy: text("changed_by").notNull(),
    changedAt: integer("changed_at", { mode: "timestamp_ms" }).notNull(),
    note: text("note"),
    /** A refund's amount. */
    amountCents: integer("amount_cents"),
  },
  (t) => [index("payment_history_order_idx").on(t.orderId, t.changedAt)],
);

/** Bank-transfer slips customers upload; the files live in the private slips folder, never the public uploads. */
export const paymentSlips = sqliteTable(
  "payment_slips",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** A random name in the slips folder. */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedAt: integer("uploaded_at", { mode: "timestamp_ms" }).notNull(),
    /** Set when staff reject it; the customer sees it and may upload another. */
    rejectedReason: text("rejected_reason"),
  },
  (t) => [index("payment_slips_order_idx").on(t.orderId)],
);

/** The shop's accounts customers pay bank transfers into. */
export const bankAccounts = sqliteTable("bank_accounts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  bank: text("bank").notNull(),
  branch: text("branch").notNull(),
  accountName: text("account_name").notNull(),
  accountNumber: text("account_number").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The last invoice number given in each year: taken with a conditional increment, so none is skipped or reused. */
export const invoiceCounters = sqliteTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** The security log: who did what to which account, when, from where, with what browser. Never a secret. */
export const securityEvents = sqliteTable(
  "security_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
    kind: text("kind", { enum: SECURITY_EVENT_KINDS }).notNull(),
    /** The account concerned, as its e-mail (sign-in attempts name e-mails with no account too). */
    email: text("email"),
    userId: integer("user_id"),
    /** Who did it when it was someone else (an admin); null when the account's own holder or nobody signed in. */
    actorId: integer("actor_id"),
    address: text("address"),
    userAgent: text("user_agent"),
    detail: text("detail"),
    /** What a staff change was made to, as `kind:id` (product:12, order:ORD-20261126-0001); null for sign-ins. */
    item: text("item"),
    /** A staff change's fields, before → after: JSON `[{ field, before, after }]`. */
    changes: text("changes"),
  },
  (t) => [
    index("security_events_at_idx").on(t.at),
    index("security_events_email_idx").on(t.email, t.at),
    index("security_events_item_idx").on(t.item, t.at),
    index("security_events_actor_idx").on(t.actorId, t.at),
  ],
);

/** Proofs of work already used on a public form (bot-check): each is accepted once, until its challenge ends. */
export const spentProofs = sqliteTable("spent_proofs", {
  signature: text("signature").primaryKey(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

export const emailOutbox = sqliteTable(
  "email_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** What kind of message, so tests and staff can find it (password-reset, order-confirmation, …). */
    kind: text("kind").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_recipient_idx").on(t.recipient, t.createdAt),
  ],
);

/**
 * Texts waiting for the SMS gateway, one row per event: `eventKey` (order-paid:12, back-in-stock:7 …) is unique, so
 * an event that happens twice (a status set twice, two requests racing) queues one text.
 */
export const smsOutbox = sqliteTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** E.164, +94771234567. */
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    /** Which template wrote it (order-placed, back-in-stock …). */
    kind: text("kind").notNull(),
    eventKey: text("event_key").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    /** The gateway's answer to the last failed try, for staff. */
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sms_outbox_event_unique").on(t.eventKey),
    index("sms_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("sms_outbox_order_idx").on(t.orderId),
    index("sms_outbox_recipient_idx").on(t.recipient, t.createdAt),
  ],
);

/** "Tell me when it's back": a customer waiting for an out-of-stock part, by mobile (E.164) or e-mail. */
export const stockAlerts = sqliteTable(
  "stock_alerts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** +94771234567 or a lower-case e-mail address. */
    contact: text("contact").notNull(),
    channel: text("channel", { enum: ["SMS", "EMAIL"] }).notNull(),
    createdAt: createdAt(),
    /** When the message that it is back was queued; null while waiting. */
    notifiedAt: integer("notified_at", { mode: "timestamp_ms" }),
    /** When its owner entered the code sent to the contact: only a confirmed place is counted and told. */
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    /** Keyed hash of the confirmation code last sent; null once confirmed or voided by wrong tries. */
    codeHash: text("code_hash"),
    /** When that code was sent: it is valid for a while (stock-alerts.ts). */
    codeSentAt: integer("code_sent_at", { mode: "timestamp_ms" }),
    /** Wrong codes tried on the current code. */
    codeAttempts: integer("code_attempts").notNull().default(0),
    /** The language of the page it was asked on: the code and the news go in it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
  },
  (t) => [
    uniqueIndex("stock_alerts_waiting_unique").on(t.productId, t.contact).where(sql`${t.notifiedAt} IS NULL`),
    index("stock_alerts_product_idx").on(t.productId, t.notifiedAt),
  ],
);

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    createdAt: createdAt(),
    /** When its owner followed the link in the confirmation e-mail (double opt-in); null until then. */
    confirmedAt: integer("confirmed_at", { mode: "timestamp_ms" }),
    /** SHA-256 of the link's token, null once confirmed. */
    confirmTokenHash: text("confirm_token_hash"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_token_unique").on(t.confirmTokenHash),
  ],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

/**
 * A visitor's cart, on the server (like Shopify's): the browser holds a random token in an httpOnly cookie, the
 * database only its SHA-256. Carts not touched for 30 days are removed.
 */
export const carts = sqliteTable(
  "carts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_token_hash_unique").on(t.tokenHash), index("carts_updated_at_idx").on(t.updatedAt)],
);

/** What a cart holds: product and quantity only; names, prices and stock are read from the catalog when shown. */
export const cartLines = sqliteTable(
  "cart_lines",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: integer("added_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), index("cart_lines_product_idx").on(t.productId)],
);

/** A courier zone: a fee for the first kg, one per extra kg, and how long delivery takes. */
export const deliveryZones = sqliteTable(
  "delivery_zones",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    firstKgCents: integer("first_kg_cents").notNull(),
    extraKgCents: integer("extra_kg_cents").notNull(),
    daysMin: integer("days_min").notNull(),
    daysMax: integer("days_max").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("delivery_zones_name_unique").on(sql`lower(${t.name})`)],
);

/** Which zone each district is delivered in; a district with no row gets no courier delivery (pickup only). */
export const deliveryDistricts = sqliteTable("delivery_districts", {
  /** ISO 3166-2:LK district code, LK-11 for Colombo. */
  district: text("district").primaryKey(),
  zoneId: integer("zone_id")
    .notNull()
    .references(() => deliveryZones.id, { onDelete: "cascade" }),
});

/** The shop's branches: the Stores page lists them and customers pick up orders there. */
export const branches = sqliteTable("branches", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  address: text("address").notNull(),
  /** ISO 3166-2:LK district code. */
  district: text("district").notNull(),
  phone: text("phone").notNull(),
  hours: text("hours").notNull(),
  pickup: integer("pickup", { mode: "boolean" }).notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Shop-wide settings by name (free delivery above an amount …), values as text. */
/**
 * Words customers type that the catalog writes otherwise (docs/decisions/047-three-languages.md): Singlish
 * ("brake pad eka": `eka` means nothing to the search), and Sinhala and Tamil spellings of English part names
 * ("බ්‍රේක්" → "brake"). A search that finds little is tried again with each such word read as it `means` (an empty
 * meaning drops the word); the store says it did so, as it does for a corrected typo.
 */
export const searchWords = sqliteTable(
  "search_words",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** As searchWords() reads it: lower case, NFKC, without zero-width joiners. */
    word: text("word").notNull(),
    means: text("means").notNull().default(""),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("search_words_word_unique").on(table.word)],
);

export const shopSettings = sqliteTable("shop_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * A CSV import of products, its state kept here so it runs on the server and survives a page reload or a restart:
 * uploaded → checked (the dry run) → running (batches, `rowsDone` moving) → done, cancelled or failed. The file and
 * its images (catalog_import_files) are dropped when it ends; its report (catalog_import_refusals) is kept.
 */
export const catalogImports = sqliteTable(
  "catalog_imports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    fileName: text("file_name").notNull(),
    /** The file's header row: JSON `string[]`. */
    headers: text("headers").notNull(),
    /** Which column feeds each field: JSON `{ field: columnIndex }`. */
    mapping: text("mapping").notNull().default("{}"),
    imagesName: text("images_name"),
    status: text("status", { enum: CATALOG_IMPORT_STATUSES }).notNull().default("uploaded"),
    totalRows: integer("total_rows").notNull(),
    rowsDone: integer("rows_done").notNull().default(0),
    added: integer("added").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    /** How many rows were refused (each in catalog_import_refusals). */
    refused: integer("refused").notNull().default(0),
    /** Why a failed import stopped. */
    error: text("error"),
    createdAt: createdAt(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    updatedAt: updatedAt(),
  },
  (t) => [index("catalog_imports_created_idx").on(t.createdAt)],
);

/**
 * An import's file (its text, decoded) and the images ZIP beside it, until the import ends: a table of its own, so
 * the progress written after every batch never rewrites a 50 MB row.
 */
export const catalogImportFiles = sqliteTable("catalog_import_files", {
  importId: integer("import_id")
    .primaryKey()
    .references(() => catalogImports.id, { onDelete: "cascade" }),
  csv: text("csv").notNull(),
  images: blob("images", { mode: "buffer" }),
});

/**
 * An import's refused rows, one each, with why and the row's cells as the file had them (JSON `string[]`): appended
 * batch by batch, so a big import's report never has to be rewritten whole.
 */
export const catalogImportRefusals = sqliteTable(
  "catalog_import_refusals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    importId: integer("import_id")
      .notNull()
      .references(() => catalogImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    problem: text("problem").notNull(),
    cells: text("cells").notNull(),
  },
  (t) => [index("catalog_import_refusals_import_idx").on(t.importId, t.line)],
);

/**
 * Throttles' hits (sign-in requests, orders, tracking misses, public forms…), one row per counted hit in the last
 * window: in the database so every instance of the store counts against the same budget. `at` in milliseconds.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    limiter: text("limiter").notNull(),
    key: text("key").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [index("rate_limit_hits_key_idx").on(t.limiter, t.key, t.at), index("rate_limit_hits_at_idx").on(t.at)],
);

/**
 * Failed sign-ins by e-mail (known or not): one row per client (address or device) that failed on it, and one for
 * the e-mail from everywhere (`client` = ""). In the database so that locks and slow-downs hold on every instance.
 * Times in milliseconds.
 */
export const signInFailures = sqliteTable(
  "sign_in_failures",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    failures: integer("failures").notNull(),
    firstFailedAt: integer("first_failed_at").notNull(),
    lastFailedAt: integer("last_failed_at").notNull(),
    lockedUntil: integer("locked_until").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), index("sign_in_failures_last_idx").on(t.lastFailedAt)],
);

/** Where each account last signed in successfully from: such an address is not slowed for 30 days. */
export const signInKnownAddresses = sqliteTable(
  "sign_in_known_addresses",
  {
    email: text("email").notNull(),
    address: text("address").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] }), index("sign_in_known_addresses_at_idx").on(t.at)],
);
