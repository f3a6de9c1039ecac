import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { type OrderStatus, orderItems, orderStatusHistory, orders } from "../../../db/schema";
import { ORDER_MOVES, orderMoveAllowed } from "../../../shared/order-status";
import { FIRST_PAYMENT_STATUS, PAYMENT_STATUS_LABELS, type PaymentStatus } from "../../../shared/payment-status";
import { type Clock, HOUR_MS } from "../../clock";
import { AppError } from "../../http/app-error";
import type { StaffUser } from "../../http/staff-guard";
import type { OrderTexts } from "../order-texts";
import { movePayment, paymentRules } from "../payments";
import { createStock, productLabel } from "../products";
import { recordActivity } from "../security-log";
import { staffName } from "../users";
import { type OrderDetail, readOrder, requireOrder } from "./order-rows";

/** Another change moved the order between this one reading it and writing it. */
class ChangedMeanwhile extends Error {}

/** Statuses whose stock has left the shelf for good: deleting such an order does not put stock back. */
const STOCK_SETTLED: readonly OrderStatus[] = ["CANCELED", "COMPLETED"];

function itemsOf(tx: DbTx, orderId: number) {
  return tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      name: orderItems.productName,
      code: orderItems.code,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/**
 * Moves an order from `from` to `to`, records it and queues the customer's text for the status it reached, in the
 * caller's transaction. Conditional on the status read, so two changes racing (two clicks, the hold and a click)
 * apply once: false when another got there first.
 */
async function recordStatusChange(
  tx: DbTx,
  texts: OrderTexts,
  change: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    changedBy: string;
    changedByUserId?: number;
    at: Date;
  },
): Promise<boolean> {
  const moved = await firstRow(
    tx
      .update(orders)
      .set({ status: change.to, updatedAt: change.at })
      .where(and(eq(orders.id, change.orderId), eq(orders.status, change.from)))
      .returning({ id: orders.id }),
  );
  if (!moved) return false;
  await tx.insert(orderStatusHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    changedByUserId: change.changedByUserId,
    changedBy: change.changedBy,
    changedAt: change.at,
  });
  await texts.statusReached(tx, change.orderId, change.to);
  return true;
}

/** Payments still awaited when their order is canceled: they will not come now. */
const VOIDABLE: readonly PaymentStatus[] = [
  "COD_DUE",
  "AWAITING_TRANSFER",
  "SLIP_RECEIVED",
  "AWAITING_GATEWAY",
  "FAILED",
];
/** An order completes only once its money is settled. */
const SETTLED: readonly PaymentStatus[] = ["PAID", "REFUNDED"];

/**
 * The admin's order changes (docs/decisions/012-server-prices-and-stock.md and 034-payments.md). An order moves only along ORDER_MOVES, and
 * completes only once paid. Stock follows: moving to CANCELED puts the order's stock back and voids a payment still
 * awaited; moving out of CANCELED takes the stock again (409 when it is gone) and awaits the payment again. The
 * shop's hold cancels orders whose payment did not come within its method's window. Every change is recorded.
 */
export function createOrderStatus({ db, clock, texts }: { db: Db; clock: Clock; texts: OrderTexts }) {
  /** The payment follows the order into and out of CANCELED. */
  async function paymentFollows(
    tx: DbTx,
    order: OrderDetail,
    to: OrderStatus,
    who: { actor: "ADMIN" | "SHOP"; changedBy: string; changedByUserId?: number; at: Date },
  ) {
    const payment = order.payment;
    if (to === "CANCELED" && VOIDABLE.includes(payment.status)) {
      await movePayment(tx, {
        orderId: order.propertyId,
        from: payment.status,
        to: "CANCELED",
        ...who,
        note: "Order canceled",
      });
    } else if (order.orderStatus === "CANCELED" && payment.status === "CANCELED") {
      await movePayment(tx, {
        orderId: order.propertyId,
        from: "CANCELED",
        to: FIRST_PAYMENT_STATUS[payment.method],
        ...who,
        note: "Order reopened",
      });
    }
  }

  /** The change itself, in one transaction: ChangedMeanwhile when another change got there first. */
  function moveStatus(
    reference: string,
    status: OrderStatus,
    by: StaffUser,
  ): Promise<{ order: OrderDetail; changed: boolean }> {
    return db.transaction(async (tx) => {
      const order = await requireOrder(tx, reference);
      if (order.orderStatus === status) return { order, changed: false };
      if (!orderMoveAllowed(order.orderStatus, status, "ADMIN")) {
        throw new AppError(
          409,
          `Order ${order.orderId} is ${order.orderStatus}: it cannot move to ${status}. From ${order.orderStatus} it may go to ${ORDER_MOVES[order.orderStatus].join(", ")}.`,
        );
      }
      if (status === "COMPLETED" && !SETTLED.includes(order.payment.status)) {
        throw new AppError(
          409,
          `Order ${order.orderId} is not paid yet (${PAYMENT_STATUS_LABELS[order.payment.status]}): record the payment before completing it.`,
        );
      }

      const items = await itemsOf(tx, order.propertyId);
      if (status === "CANCELED") {
        if (order.stockHeld) await createStock(tx).returnStock(items);
      } else if (order.orderStatus === "CANCELED" || !order.stockHeld) {
        // Reopening, or confirming an order placed beyond the hold limits: now it takes its parts, if they are there.
        const refusal =
          order.orderStatus === "CANCELED"
            ? `Order ${order.orderId} cannot leave CANCELED:`
            : `Order ${order.orderId} was placed without taking stock, and cannot be confirmed now:`;
        await createStock(tx).takeStock(
          items.map((item) => ({ productId: item.productId, quantity: item.quantity, label: productLabel(item) })),
          refusal,
        );
        await tx.update(orders).set({ stockHeld: true }).where(eq(orders.id, order.propertyId));
      }

      const who = {
        actor: "ADMIN" as const,
        changedBy: await staffName(tx, by),
        changedByUserId: by.id,
        at: clock(),
      };
      const moved = await recordStatusChange(tx, texts, {
        orderId: order.propertyId,
        from: order.orderStatus,
        to: status,
        ...who,
      });
      // Thrown, so the stock taken or returned above is rolled back with the rest.
      if (!moved) throw new ChangedMeanwhile();
      await paymentFollows(tx, order, status, who);
      await recordActivity(tx, {
        kind: "ORDER_STATUS",
        actorId: by.id,
        item: `order:${order.orderId}`,
        label: `Order ${order.orderId}`,
        changes: [{ field: "Status", before: order.orderStatus, after: status }],
        at: who.at,
      });
      return { order: (await readOrder(tx, order.propertyId)) as OrderDetail, changed: true };
    });
  }

  return {
    /**
     * Moves an order to `status` for a member of staff. Two clicks racing (two staff, or one twice) move it once:
     * the one that loses finds the order already there and answers it unchanged; had it gone elsewhere, 409.
     */
    async changeStatus(
      reference: string,
      status: OrderStatus,
      by: StaffUser,
    ): Promise<{ order: OrderDetail; changed: boolean }> {
      try {
        return await moveStatus(reference, status, by);
      } catch (error) {
        if (!(error instanceof ChangedMeanwhile)) throw error;
        const order = await requireOrder(db, reference);
        if (order.orderStatus === status) return { order, changed: false };
        throw new AppError(409, `Order ${order.orderId} changed meanwhile: it is now ${order.orderStatus}.`);
      }
    },

    /**
     * The hold: open (PENDING) orders whose payment is still awaited after its method's window (bank transfer,
     * card; settings on the Payments screen, 0 = never) are canceled, their stock returned and the payment voided,
     * recorded as the shop's doing. Cash on delivery, a slip being checked and paid orders are never canceled here.
     * Returns their numbers.
     */
    releaseUnpaid(): Promise<string[]> {
      return db.transaction(async (tx) => {
        const now = clock();
        const rules = await paymentRules(tx);
        const windows: { statuses: PaymentStatus[]; hours: number }[] = [
          { statuses: ["AWAITING_TRANSFER"], hours: rules.transferHoldHours },
          { statuses: ["AWAITING_GATEWAY", "FAILED", "CANCELED"], hours: rules.payhereHoldHours },
        ];
        const released: string[] = [];
        for (const { statuses, hours } of windows) {
          if (hours === 0) continue;
          const stale = await tx
            .select({ id: orders.id, orderNumber: orders.orderNumber })
            .from(orders)
            .where(
              and(
                eq(orders.status, "PENDING"),
                inArray(orders.paymentStatus, statuses),
                lte(orders.placedAt, new Date(now.getTime() - hours * HOUR_MS)),
              ),
            );
          for (const row of stale) {
            const order = (await readOrder(tx, row.id)) as OrderDetail;
            const who = { actor: "SHOP" as const, changedBy: `Shop: not paid within ${hours} h`, at: now };
            if (!(await recordStatusChange(tx, texts, { orderId: row.id, from: "PENDING", to: "CANCELED", ...who })))
              continue;
            if (order.stockHeld) await createStock(tx).returnStock(await itemsOf(tx, row.id));
            await paymentFollows(tx, order, "CANCELED", who);
            released.push(row.orderNumber);
          }
        }
        return released;
      });
    },

    /** Deletes an order; one whose stock is still reserved (not canceled or completed) puts it back first. */
    remove(reference: string, by: StaffUser): Promise<OrderDetail> {
      return db.transaction(async (tx) => {
        const order = await requireOrder(tx, reference);
        if (order.stockHeld && !STOCK_SETTLED.includes(order.orderStatus))
          await createStock(tx).returnStock(await itemsOf(tx, order.propertyId));
        await tx.delete(orders).where(eq(orders.id, order.propertyId));
        await recordActivity(tx, {
          kind: "ORDER_DELETED",
          actorId: by.id,
          item: `order:${order.orderId}`,
          label: `Order ${order.orderId} (${order.customerFullName}, ${order.orderStatus})`,
          at: clock(),
        });
        return order;
      });
    },
  };
}

export type OrderStatusChanges = ReturnType<typeof createOrderStatus>;
