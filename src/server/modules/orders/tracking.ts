import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orders } from "../../../db/schema";
import { notFound } from "../../http/app-error";
import { normalizeEmail } from "../input-rules";
import { readMobile } from "../mobile-number";
import type { OrderDetail, TrackedOrder } from "./model";
import { readOrder, slipRejectedReason } from "./order-rows";

/** The same answer whichever of the two did not match, so the check says nothing about other customers' orders. */
const NO_MATCH =
  "We found no order with this order number and e-mail or mobile number. Please check both and try again.";

/** How long the browser that placed an order can open its confirmation page again. */
const CONFIRMATION_DAYS = 30;

/** Whether what the customer typed is this order's e-mail, or one of its mobiles however it is written. */
function contactMatches(order: OrderDetail, contact: string): boolean {
  if (contact.includes("@"))
    return !!order.customerEmail && normalizeEmail(order.customerEmail) === normalizeEmail(contact);
  const typed = readMobile(contact).mobile;
  if (!typed) return false;
  return [order.customerPrimaryMobile, order.customerSecondaryMobile].some(
    (stored) => !!stored && readMobile(stored).mobile === typed,
  );
}

/** The order a customer names by its number and their e-mail or mobile: both must match, else 404. */
async function customerOrder(db: Db, orderNumber: string, contact: string): Promise<OrderDetail> {
  const number = orderNumber.trim().toUpperCase();
  const typed = contact.trim();
  if (!number || !typed) throw notFound(NO_MATCH);
  const match = await firstRow(db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, number)));
  const order = match && (await readOrder(db, match.id));
  if (!order || !contactMatches(order, typed)) throw notFound(NO_MATCH);
  return order;
}

export const customerOrderId = async (db: Db, orderNumber: string, contact: string) =>
  (await customerOrder(db, orderNumber, contact)).propertyId;

/** A customer's view of their order: found only when the order number and the e-mail or a mobile both match. */
export async function trackOrder(db: Db, orderNumber: string, contact: string): Promise<TrackedOrder> {
  const order = await customerOrder(db, orderNumber, contact);
  const { method, fee, zone, days, weightKg, branch } = order.delivery;
  const { status, codFee, invoiceNumber } = order.payment;
  return {
    orderId: order.orderId,
    orderStatus: order.orderStatus,
    stockHeld: order.stockHeld,
    orderPlacedDate: order.orderPlacedDate,
    totalQty: order.totalQty,
    itemsTotal: order.itemsTotal,
    totalAmount: order.totalAmount,
    delivery: { method, fee, zone, days, weightKg, branch },
    payment: {
      method: order.payment.method,
      status,
      codFee,
      invoiceNumber,
      slipRejectedReason: slipRejectedReason(order),
    },
    orderItems: order.orderItems,
    statusHistory: order.statusHistory.map((change) => ({ status: change.toStatus, changedAt: change.changedAt })),
    dispatch: order.dispatch,
  };
}

/** The order a cart placed (its confirmation page, in the browser that placed it); undefined otherwise. */
export async function placedByCart(
  db: Db,
  orderNumber: string,
  cartId: number,
  now: Date,
): Promise<OrderDetail | undefined> {
  const since = new Date(now.getTime() - CONFIRMATION_DAYS * 24 * 60 * 60 * 1000);
  const match = await firstRow(
    db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.orderNumber, orderNumber.toUpperCase()), eq(orders.cartId, cartId), gt(orders.placedAt, since)),
      ),
  );
  return match ? await readOrder(db, match.id) : undefined;
}

/** The number of the order a checkout attempt of this cart already placed (a double submit finds its order). */
export async function placedByAttempt(db: Db, cartId: number, attempt: string): Promise<string | undefined> {
  return (
    await firstRow(
      db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(and(eq(orders.cartId, cartId), eq(orders.idempotencyKey, attempt))),
    )
  )?.orderNumber;
}
