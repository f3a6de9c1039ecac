// Generated from src/db/sqlite/schema.ts by `bun run db:pg-schema` (src/db/pg-schema-source.ts): do not edit.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Epoch milliseconds in a bigint, read as a Date (SQLite's timestamp_ms). */
const epochMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => "bigint",
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const NOW_MS = sql`(extract(epoch from now()) * 1000)::bigint`;

export const bankAccounts = pgTable("bank_accounts", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  bank: text("bank").notNull(),
  branch: text("branch").notNull(),
  accountName: text("account_name").notNull(),
  accountNumber: text("account_number").notNull(),
  position: integer("position").notNull().default(0),
  createdAt: epochMs("created_at").notNull().default(NOW_MS),
  updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
});

export const branches = pgTable("branches", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  district: text("district").notNull(),
  phone: text("phone").notNull(),
  hours: text("hours").notNull(),
  pickup: boolean("pickup").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: epochMs("created_at").notNull().default(NOW_MS),
  updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
});

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    country: text("country").notNull().default(""),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [uniqueIndex("brands_name_unique").on(sql`lower(${t.name})`)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: integer("cart_id")
      .notNull()
      .references((): AnyPgColumn => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    addedAt: epochMs("added_at").notNull(),
  },
  (t) => [
    index("cart_lines_product_idx").on(t.productId),
    primaryKey({ name: "cart_lines_pkey", columns: [t.cartId, t.productId] }),
  ],
);

export const carts = pgTable(
  "carts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text("token_hash").notNull(),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [uniqueIndex("carts_token_hash_unique").on(t.tokenHash), index("carts_updated_at_idx").on(t.updatedAt)],
);

export const catalogImportFiles = pgTable("catalog_import_files", {
  importId: integer("import_id")
    .primaryKey()
    .references((): AnyPgColumn => catalogImports.id, { onDelete: "cascade" }),
  csv: text("csv").notNull(),
  images: bytes("images"),
});

export const catalogImportRefusals = pgTable(
  "catalog_import_refusals",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    importId: integer("import_id")
      .notNull()
      .references((): AnyPgColumn => catalogImports.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    problem: text("problem").notNull(),
    cells: text("cells").notNull(),
  },
  (t) => [index("catalog_import_refusals_import_idx").on(t.importId, t.line)],
);

export const catalogImports = pgTable(
  "catalog_imports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    createdBy: integer("created_by")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "restrict" }),
    fileName: text("file_name").notNull(),
    headers: text("headers").notNull(),
    mapping: text("mapping").notNull().default("{}"),
    imagesName: text("images_name"),
    status: text("status", { enum: ["uploaded", "checked", "running", "cancelling", "cancelled", "done", "failed"] })
      .notNull()
      .default("uploaded"),
    totalRows: integer("total_rows").notNull(),
    rowsDone: integer("rows_done").notNull().default(0),
    added: integer("added").notNull().default(0),
    updated: integer("updated").notNull().default(0),
    unchanged: integer("unchanged").notNull().default(0),
    refused: integer("refused").notNull().default(0),
    error: text("error"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    startedAt: epochMs("started_at"),
    finishedAt: epochMs("finished_at"),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [index("catalog_imports_created_idx").on(t.createdAt)],
);

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer("brand_id")
      .notNull()
      .references((): AnyPgColumn => brands.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description").notNull().default("-"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [
    uniqueIndex("categories_brand_name_unique").on(t.brandId, sql`lower(${t.name})`),
    index("categories_name_idx").on(t.name),
  ],
);

export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  createdAt: epochMs("created_at").notNull().default(NOW_MS),
});

export const deliveryDistricts = pgTable("delivery_districts", {
  district: text("district").primaryKey(),
  zoneId: integer("zone_id")
    .notNull()
    .references((): AnyPgColumn => deliveryZones.id, { onDelete: "cascade" }),
});

export const deliveryZones = pgTable(
  "delivery_zones",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    firstKgCents: bigint("first_kg_cents", { mode: "number" }).notNull(),
    extraKgCents: bigint("extra_kg_cents", { mode: "number" }).notNull(),
    daysMin: integer("days_min").notNull(),
    daysMax: integer("days_max").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [uniqueIndex("delivery_zones_name_unique").on(sql`lower(${t.name})`)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["PENDING", "SENT", "FAILED"] })
      .notNull()
      .default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: epochMs("next_attempt_at"),
    sentAt: epochMs("sent_at"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
  },
  (t) => [
    index("email_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_recipient_idx").on(t.recipient, t.createdAt),
  ],
);

export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    confirmedAt: epochMs("confirmed_at"),
    confirmTokenHash: text("confirm_token_hash"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_unique").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_token_unique").on(t.confirmTokenHash),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references((): AnyPgColumn => products.id, { onDelete: "set null" }),
    code: text("code"),
    productName: text("product_name").notNull(),
    listPriceCents: bigint("list_price_cents", { mode: "number" }).notNull(),
    unitPriceCents: bigint("unit_price_cents", { mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: bigint("line_total_cents", { mode: "number" }).notNull(),
  },
  (t) => [index("order_items_order_idx").on(t.orderId), index("order_items_product_idx").on(t.productId)],
);

export const orderNotes = pgTable(
  "order_notes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    at: epochMs("at").notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId, t.at)],
);

export const orderStatusHistory = pgTable(
  "order_status_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: ["PENDING", "RECEIVED", "DELIVERED", "COMPLETED", "CANCELED"] }),
    toStatus: text("to_status", { enum: ["PENDING", "RECEIVED", "DELIVERED", "COMPLETED", "CANCELED"] }).notNull(),
    changedByUserId: integer("changed_by_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    changedBy: text("changed_by").notNull(),
    changedAt: epochMs("changed_at").notNull(),
  },
  (t) => [index("order_status_history_order_idx").on(t.orderId, t.changedAt)],
);

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderNumber: text("order_number").notNull(),
    customerFullName: text("customer_full_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPrimaryMobile: text("customer_primary_mobile").notNull(),
    customerSecondaryMobile: text("customer_secondary_mobile"),
    customerAddress: text("customer_address").notNull(),
    totalQty: integer("total_qty").notNull(),
    itemsCents: bigint("items_cents", { mode: "number" }).notNull().default(0),
    totalCents: bigint("total_cents", { mode: "number" }).notNull(),
    deliveryMethod: text("delivery_method", {
      enum: ["COURIER", "COURIER_QUOTE", "PICKUP", "TO_CONFIRM", "NOT_RECORDED"],
    })
      .notNull()
      .default("NOT_RECORDED"),
    deliveryDistrict: text("delivery_district"),
    deliveryCity: text("delivery_city"),
    deliveryPostalCode: text("delivery_postal_code"),
    deliveryZone: text("delivery_zone"),
    deliveryDays: text("delivery_days"),
    deliveryWeightGrams: integer("delivery_weight_grams"),
    deliveryFeeCents: bigint("delivery_fee_cents", { mode: "number" }),
    pickupBranchId: integer("pickup_branch_id"),
    pickupBranch: text("pickup_branch"),
    cartId: integer("cart_id"),
    clientAddress: text("client_address"),
    stockHeld: boolean("stock_held").notNull().default(true),
    smsUpdates: boolean("sms_updates").notNull().default(true),
    locale: text("locale", { enum: ["en", "si", "ta"] })
      .notNull()
      .default("en"),
    status: text("status", { enum: ["PENDING", "RECEIVED", "DELIVERED", "COMPLETED", "CANCELED"] })
      .notNull()
      .default("PENDING"),
    paymentMethod: text("payment_method", { enum: ["COD", "BANK_TRANSFER", "PAYHERE"] })
      .notNull()
      .default("COD"),
    paymentStatus: text("payment_status", {
      enum: [
        "COD_DUE",
        "AWAITING_TRANSFER",
        "SLIP_RECEIVED",
        "AWAITING_GATEWAY",
        "PAID",
        "REFUNDED",
        "FAILED",
        "CANCELED",
      ],
    })
      .notNull()
      .default("COD_DUE"),
    codFeeCents: bigint("cod_fee_cents", { mode: "number" }).notNull().default(0),
    refundedCents: bigint("refunded_cents", { mode: "number" }).notNull().default(0),
    gatewayPaymentId: text("gateway_payment_id"),
    gatewayMethod: text("gateway_method"),
    gatewayMessage: text("gateway_message"),
    invoiceNumber: text("invoice_number"),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    dispatchedAt: epochMs("dispatched_at"),
    placedAt: epochMs("placed_at").notNull(),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
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

export const partNumbers = pgTable(
  "part_numbers",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["oem", "equivalent", "superseded"] }).notNull(),
    brand: text("brand").notNull().default(""),
    number: text("number").notNull(),
    numberCompact: text("number_compact").notNull(),
  },
  (t) => [
    uniqueIndex("part_numbers_product_number_unique").on(t.productId, t.numberCompact),
    index("part_numbers_compact_idx").on(t.numberCompact, t.productId),
  ],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: epochMs("expires_at").notNull(),
    usedAt: epochMs("used_at"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
  },
  (t) => [index("password_reset_codes_user_idx").on(t.userId)],
);

export const paymentHistory = pgTable(
  "payment_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", {
      enum: [
        "COD_DUE",
        "AWAITING_TRANSFER",
        "SLIP_RECEIVED",
        "AWAITING_GATEWAY",
        "PAID",
        "REFUNDED",
        "FAILED",
        "CANCELED",
      ],
    }),
    toStatus: text("to_status", {
      enum: [
        "COD_DUE",
        "AWAITING_TRANSFER",
        "SLIP_RECEIVED",
        "AWAITING_GATEWAY",
        "PAID",
        "REFUNDED",
        "FAILED",
        "CANCELED",
      ],
    }).notNull(),
    actor: text("actor", { enum: ["CUSTOMER", "GATEWAY", "STAFF", "ADMIN", "SHOP"] }).notNull(),
    changedByUserId: integer("changed_by_user_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    changedBy: text("changed_by").notNull(),
    changedAt: epochMs("changed_at").notNull(),
    note: text("note"),
    amountCents: bigint("amount_cents", { mode: "number" }),
  },
  (t) => [index("payment_history_order_idx").on(t.orderId, t.changedAt)],
);

export const paymentSlips = pgTable(
  "payment_slips",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => orders.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    uploadedAt: epochMs("uploaded_at").notNull(),
    rejectedReason: text("rejected_reason"),
  },
  (t) => [index("payment_slips_order_idx").on(t.orderId)],
);

export const productFitments = pgTable(
  "product_fitments",
  {
    productId: integer("product_id")
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: "cascade" }),
    vehicleId: integer("vehicle_id")
      .notNull()
      .references((): AnyPgColumn => vehicles.id, { onDelete: "restrict" }),
  },
  (t) => [
    index("product_fitments_vehicle_idx").on(t.vehicleId, t.productId),
    primaryKey({ name: "product_fitments_pkey", columns: [t.productId, t.vehicleId] }),
  ],
);

export const productImages = pgTable(
  "product_images",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    url: text("url").notNull(),
    cardUrl: text("card_url"),
    sourceName: text("source_name"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
  },
  (t) => [index("product_images_product_idx").on(t.productId, t.position)],
);

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    subCategoryId: integer("sub_category_id")
      .notNull()
      .references((): AnyPgColumn => subCategories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    code: text("code"),
    displayName: text("display_name"),
    shortDescription: text("short_description"),
    description: text("description"),
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    discountPriceCents: bigint("discount_price_cents", { mode: "number" }),
    qty: integer("qty").notNull().default(0),
    mfd: text("mfd"),
    isActive: boolean("is_active").notNull().default(true),
    rating: doublePrecision("rating").notNull().default(0),
    weightGrams: integer("weight_grams").notNull().default(1000),
    bulky: boolean("bulky").notNull().default(false),
    condition: text("condition", { enum: ["genuine-new", "oem-new", "aftermarket-new", "reconditioned", "used"] })
      .notNull()
      .default("aftermarket-new"),
    warrantyDays: integer("warranty_days"),
    reorderLevel: integer("reorder_level"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [
    uniqueIndex("products_code_unique").on(sql`lower(${t.code})`),
    index("products_sub_category_idx").on(t.subCategoryId, t.isActive),
    index("products_active_newest_idx").on(t.isActive, t.createdAt),
    index("products_active_effective_price_idx").on(
      t.isActive,
      sql`coalesce(${t.discountPriceCents}, ${t.priceCents})`,
    ),
    index("products_active_name_nocase_idx").on(t.isActive, sql`lower(${t.name})`),
  ],
);

export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    limiter: text("limiter").notNull(),
    key: text("key").notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_idx").on(t.limiter, t.key, t.at), index("rate_limit_hits_at_idx").on(t.at)],
);

export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: epochMs("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    familyId: text("family_id").notNull(),
    rememberMe: boolean("remember_me").notNull().default(false),
    expiresAt: epochMs("expires_at").notNull(),
    usedAt: epochMs("used_at"),
    revokedAt: epochMs("revoked_at"),
    address: text("address"),
    userAgent: text("user_agent"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_unique").on(t.tokenHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_user_idx").on(t.userId),
  ],
);

export const searchWords = pgTable(
  "search_words",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    word: text("word").notNull(),
    means: text("means").notNull().default(""),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [uniqueIndex("search_words_word_unique").on(t.word)],
);

export const securityEvents = pgTable(
  "security_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    at: epochMs("at").notNull(),
    kind: text("kind", {
      enum: [
        "SIGN_IN",
        "SIGN_IN_FAILED",
        "SIGN_IN_LOCKED",
        "SIGN_IN_SLOWED",
        "SIGN_OUT",
        "SESSION_REUSED",
        "SIGN_UP",
        "SIGN_UP_TAKEN",
        "ACCOUNT_ACTIVATED",
        "ACCOUNT_DISABLED",
        "ACCOUNT_UNLOCKED",
        "ROLE_CHANGED",
        "PASSWORD_SET",
        "PASSWORD_RESET",
        "SECOND_FACTOR_ENROLLED",
        "SECOND_FACTOR_RESET",
        "RECOVERY_CODE_USED",
        "RECOVERY_CODES_REPLACED",
        "SECOND_FACTOR_POLICY",
        "PRODUCT_ADDED",
        "PRODUCT_CHANGED",
        "PRICE_CHANGED",
        "STOCK_CHANGED",
        "PRODUCT_SHOWN",
        "PRODUCT_HIDDEN",
        "PRODUCT_DELETED",
        "FITMENT_CHANGED",
        "CATALOG_ADDED",
        "CATALOG_CHANGED",
        "CATALOG_DELETED",
        "ORDER_STATUS",
        "ORDER_NOTE",
        "ORDER_DETAILS",
        "ORDER_DISPATCHED",
        "ORDER_DELETED",
        "PAYMENT_RECORDED",
        "SETTINGS_CHANGED",
      ],
    }).notNull(),
    email: text("email"),
    userId: integer("user_id"),
    actorId: integer("actor_id"),
    address: text("address"),
    userAgent: text("user_agent"),
    detail: text("detail"),
    item: text("item"),
    changes: text("changes"),
  },
  (t) => [
    index("security_events_at_idx").on(t.at),
    index("security_events_email_idx").on(t.email, t.at),
    index("security_events_item_idx").on(t.item, t.at),
    index("security_events_actor_idx").on(t.actorId, t.at),
  ],
);

export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
});

export const signInFailures = pgTable(
  "sign_in_failures",
  {
    email: text("email").notNull(),
    client: text("client").notNull(),
    failures: integer("failures").notNull(),
    firstFailedAt: bigint("first_failed_at", { mode: "number" }).notNull(),
    lastFailedAt: bigint("last_failed_at", { mode: "number" }).notNull(),
    lockedUntil: bigint("locked_until", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("sign_in_failures_last_idx").on(t.lastFailedAt),
    primaryKey({ name: "sign_in_failures_pkey", columns: [t.email, t.client] }),
  ],
);

export const signInKnownAddresses = pgTable(
  "sign_in_known_addresses",
  {
    email: text("email").notNull(),
    address: text("address").notNull(),
    at: bigint("at", { mode: "number" }).notNull(),
  },
  (t) => [
    index("sign_in_known_addresses_at_idx").on(t.at),
    primaryKey({ name: "sign_in_known_addresses_pkey", columns: [t.email, t.address] }),
  ],
);

export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    kind: text("kind").notNull(),
    eventKey: text("event_key").notNull(),
    orderId: integer("order_id").references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    status: text("status", { enum: ["PENDING", "SENT", "FAILED"] })
      .notNull()
      .default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: epochMs("next_attempt_at"),
    sentAt: epochMs("sent_at"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
  },
  (t) => [
    uniqueIndex("sms_outbox_event_unique").on(t.eventKey),
    index("sms_outbox_status_idx").on(t.status, t.nextAttemptAt),
    index("sms_outbox_order_idx").on(t.orderId),
    index("sms_outbox_recipient_idx").on(t.recipient, t.createdAt),
  ],
);

export const spentProofs = pgTable("spent_proofs", {
  signature: text("signature").primaryKey(),
  expiresAt: epochMs("expires_at").notNull(),
});

export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    productId: integer("product_id")
      .notNull()
      .references((): AnyPgColumn => products.id, { onDelete: "cascade" }),
    contact: text("contact").notNull(),
    channel: text("channel", { enum: ["SMS", "EMAIL"] }).notNull(),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    notifiedAt: epochMs("notified_at"),
    confirmedAt: epochMs("confirmed_at"),
    codeHash: text("code_hash"),
    codeSentAt: epochMs("code_sent_at"),
    codeAttempts: integer("code_attempts").notNull().default(0),
    locale: text("locale", { enum: ["en", "si", "ta"] })
      .notNull()
      .default("en"),
  },
  (t) => [
    uniqueIndex("stock_alerts_waiting_unique").on(t.productId, t.contact).where(sql`${t.notifiedAt} IS NULL`),
    index("stock_alerts_product_idx").on(t.productId, t.notifiedAt),
  ],
);

export const subCategories = pgTable(
  "sub_categories",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    description: text("description").notNull().default("-"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [
    uniqueIndex("sub_categories_category_name_unique").on(t.categoryId, sql`lower(${t.name})`),
    index("sub_categories_name_idx").on(t.name),
  ],
);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["ADMIN", "STAFF"] })
      .notNull()
      .default("STAFF"),
    status: text("status", { enum: ["PENDING", "ACTIVE", "DISABLED"] })
      .notNull()
      .default("PENDING"),
    registerDate: text("register_date"),
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: epochMs("totp_enabled_at"),
    totpLastStep: integer("totp_last_step"),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`)],
);

export const vehicles = pgTable(
  "vehicles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    generation: text("generation").notNull().default(""),
    code: text("code").notNull(),
    yearFrom: integer("year_from").notNull(),
    yearTo: integer("year_to"),
    engine: text("engine").notNull().default(""),
    createdAt: epochMs("created_at").notNull().default(NOW_MS),
    updatedAt: epochMs("updated_at").notNull().default(NOW_MS),
  },
  (t) => [
    uniqueIndex("vehicles_code_unique").on(sql`lower(${t.code})`),
    index("vehicles_make_model_idx").on(sql`lower(${t.make})`, sql`lower(${t.model})`),
  ],
);
