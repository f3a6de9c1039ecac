import { asc, eq, inArray } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orderItems, orderNotes, orderStatusHistory, orders } from "../../../db/schema";
import { centsToRupees } from "../../../shared/money";
import { notFound } from "../../http/app-error";
import { paymentHistoryOf, slipsOf } from "../payments";
import type { Order, OrderDetail, OrderItem, StatusChange } from "./model";

export type { Order, OrderDetail };

type Reader = Db | DbTx;
type OrderRecord = typeof orders.$inferSelect;
type ItemRecord = typeof orderItems.$inferSelect;

const toItem = (item: ItemRecord): OrderItem => ({
  productId: item.productId,
  code: item.code,
  productName: item.productName,
  quantity: item.quantity,
  unitPrice: centsToRupees(item.unitPriceCents),
  listPrice: centsToRupees(item.listPriceCents),
  lineTotal: centsToRupees(item.lineTotalCents),
});

export function toOrder(order: OrderRecord, items: ItemRecord[]): Order {
  return {
    orderId: order.orderNumber,
    propertyId: order.id,
    customerFullName: order.customerFullName,
    customerEmail: order.customerEmail || null,
    customerPrimaryMobile: order.customerPrimaryMobile,
    customerSecondaryMobile: order.customerSecondaryMobile,
    customerAddress: order.customerAddress,
    orderPlacedDate: order.placedAt.toISOString(),
    totalQty: order.totalQty,
    itemsTotal: centsToRupees(order.itemsCents),
    totalAmount: centsToRupees(order.totalCents),
    orderStatus: order.status,
    stockHeld: order.stockHeld,
    smsUpdates: order.smsUpdates,
    locale: order.locale,
    orderItems: items.map(toItem),
    delivery: {
      method: order.deliveryMethod,
      fee: order.deliveryFeeCents === null ? null : centsToRupees(order.deliveryFeeCents),
      zone: order.deliveryZone,
      days: order.deliveryDays,
      weightKg: order.deliveryWeightGrams === null ? null : order.deliveryWeightGrams / 1000,
      branch: order.pickupBranch,
      district: order.deliveryDistrict,
      city: order.deliveryCity,
      postalCode: order.deliveryPostalCode,
    },
    payment: {
      method: order.paymentMethod,
      status: order.paymentStatus,
      codFee: centsToRupees(order.codFeeCents),
      refunded: centsToRupees(order.refundedCents),
      invoiceNumber: order.invoiceNumber,
      gateway:
        order.gatewayPaymentId || order.gatewayMessage
          ? { paymentId: order.gatewayPaymentId, method: order.gatewayMethod, message: order.gatewayMessage }
          : null,
    },
    dispatch:
      order.dispatchedAt && order.courier && order.trackingNumber
        ? {
            courier: order.courier,
            trackingNumber: order.trackingNumber,
            trackingUrl: order.trackingUrl,
            dispatchedAt: order.dispatchedAt.toISOString(),
          }
        : null,
  };
}

/** Orders with their items (one query for all items), in the given order. */
export async function withItems(db: Reader, records: OrderRecord[]): Promise<Order[]> {
  if (records.length === 0) return [];
  const ids = records.map((order) => order.id);
  const items = await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id);
  const byOrder = Map.groupBy(items, (item) => item.orderId);
  return records.map((order) => toOrder(order, byOrder.get(order.id) ?? []));
}

export const toStatusChange = (change: typeof orderStatusHistory.$inferSelect): StatusChange => ({
  fromStatus: change.fromStatus,
  toStatus: change.toStatus,
  changedBy: change.changedBy,
  changedAt: change.changedAt.toISOString(),
});

/** Why staff turned the customer's last slip down, while the order awaits another (null otherwise). */
export const slipRejectedReason = (order: Pick<OrderDetail, "payment" | "slips">): string | null =>
  order.payment.status === "AWAITING_TRANSFER" ? (order.slips[0]?.rejectedReason ?? null) : null;

export async function statusHistoryOf(db: Reader, orderId: number): Promise<StatusChange[]> {
  return (
    await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id))
  ).map(toStatusChange);
}

/** One order with items and status history, or undefined. */
export async function readOrder(db: Reader, id: number): Promise<OrderDetail | undefined> {
  const record = await firstRow(db.select().from(orders).where(eq(orders.id, id)));
  if (!record) return undefined;
  const [order] = await withItems(db, [record]);
  return {
    ...(order as Order),
    statusHistory: await statusHistoryOf(db, id),
    paymentHistory: await paymentHistoryOf(db, id),
    slips: await slipsOf(db, id),
    notes: (
      await db
        .select({ author: orderNotes.author, at: orderNotes.at, text: orderNotes.text })
        .from(orderNotes)
        .where(eq(orderNotes.orderId, id))
        .orderBy(asc(orderNotes.at), asc(orderNotes.id))
    ).map((note) => ({ ...note, at: note.at.toISOString() })),
  };
}

/** The id of an order named by its propertyId (`17`) or its order number (`SO-2026-000017`, any case). */
export async function findOrderId(db: Reader, reference: string): Promise<number | undefined> {
  const text = reference.trim();
  if (/^\d{1,15}$/.test(text)) {
    return (
      await firstRow(
        db
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, Number(text))),
      )
    )?.id;
  }
  return (await firstRow(db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, text.toUpperCase()))))
    ?.id;
}

/** The order named by `reference` (see findOrderId), with items and history; 404 when there is none. */
export async function requireOrder(db: Reader, reference: string): Promise<OrderDetail> {
  const id = await findOrderId(db, reference);
  const order = id === undefined ? undefined : await readOrder(db, id);
  if (!order) throw notFound(`There is no order ${reference.trim()}.`);
  return order;
}
