import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { orders } from "../../../db/schema";
import { notFound } from "../../http/app-error";
import type { TrackedOrder } from "./model";
import { readOrder } from "./order-rows";

/** The same answer whichever of the two did not match, so the check says nothing about other customers' orders. */
const NO_MATCH = "We found no order with this order number and e-mail. Please check both and try again.";

/** A customer's view of their order: found only when the order number and the e-mail both match. */
export function trackOrder(db: Db, orderNumber: string, email: string): TrackedOrder {
  const number = orderNumber.trim().toUpperCase();
  const address = email.trim().toLowerCase();
  if (!number || !address) throw notFound(NO_MATCH);
  const match = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNumber, number), eq(sql`lower(${orders.customerEmail})`, address)))
    .get();
  const order = match && readOrder(db, match.id);
  if (!order) throw notFound(NO_MATCH);
  return {
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    orderPlacedDate: order.orderPlacedDate,
    totalQty: order.totalQty,
    totalAmount: order.totalAmount,
    orderItems: order.orderItems,
    statusHistory: order.statusHistory.map((change) => ({ status: change.toStatus, changedAt: change.changedAt })),
  };
}
