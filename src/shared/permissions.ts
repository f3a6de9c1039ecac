/** A staff account's role (the users table's `role`). */
export type StaffRole = "ADMIN" | "STAFF";

/**
 * Who may do what in the console: one table of actions × roles. The server enforces it on every API route
 * (`can: "orders.status"`) and every console page, the console reads it to show or hide controls, and the
 * access-matrix test checks each route against it. An admin may do everything; staff run the day's orders, stock,
 * the Active switch and fitment, but delete nothing and change no price, account or shop setting.
 */
export const PERMISSIONS = {
  "orders.status": ["ADMIN", "STAFF"],
  "orders.notes": ["ADMIN", "STAFF"],
  "orders.details": ["ADMIN", "STAFF"],
  "orders.dispatch": ["ADMIN", "STAFF"],
  "orders.delete": ["ADMIN"],
  /** Customers' names, phones and addresses in a file that leaves the shop. */
  "orders.export": ["ADMIN"],
  "payments.verify": ["ADMIN", "STAFF"],
  "payments.refund": ["ADMIN"],
  "products.stock": ["ADMIN", "STAFF"],
  "products.active": ["ADMIN", "STAFF"],
  "fitment.edit": ["ADMIN", "STAFF"],
  /** Adding and editing products (with their prices), brands and categories. */
  "catalog.edit": ["ADMIN"],
  "catalog.delete": ["ADMIN"],
  "settings.edit": ["ADMIN"],
  "staff.manage": ["ADMIN"],
  "activity.view": ["ADMIN"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const can = (role: StaffRole | undefined | null, action: Permission) =>
  !!role && (PERMISSIONS[action] as readonly StaffRole[]).includes(role);

/** What a refused action says: who may do it. */
export const refusal = (action: Permission) =>
  (PERMISSIONS[action] as readonly StaffRole[]).includes("STAFF")
    ? "Your account may not do this."
    : "Only an admin can do this.";
