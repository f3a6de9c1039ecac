/** An order's statuses (spec section 4), in their usual order: the database, the API and the console share this list. */
export const ORDER_STATUSES = ["PENDING", "RECEIVED", "DELIVERED", "COMPLETED", "CANCELED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
