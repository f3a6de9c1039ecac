import { isOneOf } from "./one-of";

/** Staff's changes to the catalog, orders and settings, recorded in the same log (with the item, before → after). */
export const CHANGE_KINDS = [
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
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** What the security log records (docs/security.md): the database, the API and the console's Activity page share it. */
export const SECURITY_EVENT_KINDS = [
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
  ...CHANGE_KINDS,
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How staff read each kind. */
export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  SIGN_IN: "Signed in",
  SIGN_IN_FAILED: "Sign-in failed",
  SIGN_IN_LOCKED: "Locked out",
  SIGN_IN_SLOWED: "Slowed down",
  SIGN_OUT: "Signed out",
  SESSION_REUSED: "Session ended: token reused",
  SIGN_UP: "Signed up",
  SIGN_UP_TAKEN: "Sign-up with a taken e-mail",
  ACCOUNT_ACTIVATED: "Activated",
  ACCOUNT_DISABLED: "Disabled",
  ACCOUNT_UNLOCKED: "Unlocked",
  ROLE_CHANGED: "Role changed",
  PASSWORD_SET: "Password set by an admin",
  PASSWORD_RESET: "Password reset by code",
  SECOND_FACTOR_ENROLLED: "Two-step sign-in turned on",
  SECOND_FACTOR_RESET: "Two-step sign-in reset by an admin",
  RECOVERY_CODE_USED: "Recovery code used",
  RECOVERY_CODES_REPLACED: "New recovery codes made",
  SECOND_FACTOR_POLICY: "Two-step sign-in rule changed",
  PRODUCT_ADDED: "Product added",
  PRODUCT_CHANGED: "Product edited",
  PRICE_CHANGED: "Price changed",
  STOCK_CHANGED: "Stock changed",
  PRODUCT_SHOWN: "Product shown in the shop",
  PRODUCT_HIDDEN: "Product hidden from the shop",
  PRODUCT_DELETED: "Product deleted",
  FITMENT_CHANGED: "Fitment changed",
  CATALOG_ADDED: "Added to the catalog",
  CATALOG_CHANGED: "Catalog entry edited",
  CATALOG_DELETED: "Deleted from the catalog",
  ORDER_STATUS: "Order status changed",
  ORDER_NOTE: "Order note added",
  ORDER_DETAILS: "Order contact or delivery edited",
  ORDER_DISPATCHED: "Order dispatched",
  ORDER_DELETED: "Order deleted",
  PAYMENT_RECORDED: "Payment recorded",
  SETTINGS_CHANGED: "Settings changed",
};

export const isChangeKind = (kind: SecurityEventKind): kind is ChangeKind => isOneOf(CHANGE_KINDS, kind);

/** One field of a change, before → after, as the Activity page shows it. */
export interface FieldChange {
  field: string;
  before: string | number | boolean | null;
  after: string | number | boolean | null;
}

export const isSecurityEventKind = (value: string | null): value is SecurityEventKind =>
  isOneOf(SECURITY_EVENT_KINDS, value);
