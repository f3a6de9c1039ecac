import type { OrderDetail } from "../server/api-types";

const KEY = "lanka-auto-parts.placed-order";

/**
 * The order just placed, kept in this tab for its confirmation page (which survives a reload). Order numbers are
 * not secret enough to show an order's details to whoever types one, so the page never fetches them by number.
 */
export function rememberPlacedOrder(order: OrderDetail) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage refused: the confirmation page still shows the number and the way to track it.
  }
}

export function placedOrder(orderId: string): OrderDetail | null {
  try {
    const order = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as OrderDetail | null;
    return order?.orderId === orderId ? order : null;
  } catch {
    return null;
  }
}
