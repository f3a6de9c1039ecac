/** An order's statuses (docs/product-spec.md §4), in their usual order: the database, the API and the console share this list. */
export const ORDER_STATUSES = ["PENDING", "RECEIVED", "DELIVERED", "COMPLETED", "CANCELED"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order's fulfilment: an admin in the console or API, or the shop's hold job canceling it. */
export type OrderActor = "ADMIN" | "SHOP";

/**
 * The moves an order's fulfilment may make (docs/decisions/034-payments.md); anything else is refused. Staff may
 * step back one status to undo a slip of the finger; an order completes only once its payment is settled (checked
 * by the server beside this table).
 */
export const ORDER_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ["RECEIVED", "DELIVERED", "CANCELED"],
  RECEIVED: ["PENDING", "DELIVERED", "CANCELED"],
  DELIVERED: ["RECEIVED", "COMPLETED", "CANCELED"],
  COMPLETED: ["DELIVERED"],
  CANCELED: ["PENDING", "RECEIVED"],
};

export function orderMoveAllowed(from: OrderStatus, to: OrderStatus, by: OrderActor): boolean {
  if (by === "SHOP") return from === "PENDING" && to === "CANCELED";
  return ORDER_MOVES[from].includes(to);
}
