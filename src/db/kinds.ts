/** The values text columns may hold, the same on both engines' schemas. */

export const USER_ROLES = ["ADMIN", "STAFF"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ["PENDING", "ACTIVE", "DISABLED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const OUTBOX_STATUSES = ["PENDING", "SENT", "FAILED"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const CATALOG_IMPORT_STATUSES = [
  "uploaded",
  "checked",
  "running",
  "cancelling",
  "cancelled",
  "done",
  "failed",
] as const;
export type CatalogImportStatus = (typeof CATALOG_IMPORT_STATUSES)[number];
