import { and, eq, lte } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { type OrderStatus, orderItems, orderStatusHistory, orders, users } from "../../../db/schema";
import { type Clock, HOUR_MS } from "../../clock";
import type { StaffUser } from "../auth";
import { createStock, productLabel } from "../products";
import { type OrderDetail, readOrder, requireOrder } from "./order-rows";

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
    .where(eq(orderItems.orderId, orderId))
    .all();
}

/** Moves an order to `to` and records the change in its history, in the caller's transaction. */
function recordStatusChange(
  tx: DbTx,
  change: {
    orderId: number;
    from: OrderStatus;
    to: OrderStatus;
    changedBy: string;
    changedByUserId?: number;
    at: Date;
  },
) {
  tx.update(orders).set({ status: change.to, updatedAt: change.at }).where(eq(orders.id, change.orderId)).run();
  tx.insert(orderStatusHistory)
    .values({
      orderId: change.orderId,
      fromStatus: change.from,
      toStatus: change.to,
      changedByUserId: change.changedByUserId,
      changedBy: change.changedBy,
      changedAt: change.at,
    })
    .run();
}

/** The name a status change is recorded under: the staff member's name, else their e-mail. */
function staffName(tx: DbTx, user: StaffUser): string {
  const row = tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, user.id))
    .get();
  const name = row ? `${row.firstName} ${row.lastName}`.trim() : "";
  return name || user.email;
}

/**
 * The admin's order changes (docs/architecture.md, decision 1). Any status may follow any other (spec section 4), but
 * stock follows: moving to CANCELED puts the order's stock back, moving out of CANCELED takes it again (409 when it
 * is no longer there). Every change is recorded with who and when.
 */
export function createOrderStatus({ db, clock }: { db: Db; clock: Clock }) {
  const stock = createStock(db);
  return {
    changeStatus(reference: string, status: OrderStatus, by: StaffUser): { order: OrderDetail; changed: boolean } {
      return db.transaction(
        (tx) => {
          const order = requireOrder(tx, reference);
          if (order.orderStatus === status) return { order, changed: false };

          const items = itemsOf(tx, order.propertyId);
          if (status === "CANCELED") stock.returnStock(items);
          else if (order.orderStatus === "CANCELED") {
            stock.takeStock(
              items.map((item) => ({
                productId: item.productId,
                quantity: item.quantity,
                label: productLabel(item),
              })),
              `Order ${order.orderId} cannot leave CANCELED:`,
            );
          }

          recordStatusChange(tx, {
            orderId: order.propertyId,
            from: order.orderStatus,
            to: status,
            changedBy: staffName(tx, by),
            changedByUserId: by.id,
            at: clock(),
          });
          return { order: readOrder(tx, order.propertyId) as OrderDetail, changed: true };
        },
        { behavior: "immediate" },
      );
    },

    /**
     * WooCommerce's "hold stock": PENDING orders placed more than `holdHours` ago that staff have not moved on are
     * canceled and their stock returned, recorded in their history as the shop's doing. Returns their numbers.
     */
    releaseUnconfirmed(holdHours: number): string[] {
      if (holdHours === 0) return [];
      return db.transaction(
        (tx) => {
          const now = clock();
          const stale = tx
            .select({ id: orders.id, orderNumber: orders.orderNumber })
            .from(orders)
            .where(
              and(eq(orders.status, "PENDING"), lte(orders.placedAt, new Date(now.getTime() - holdHours * HOUR_MS))),
            )
            .all();
          for (const order of stale) {
            stock.returnStock(itemsOf(tx, order.id));
            recordStatusChange(tx, {
              orderId: order.id,
              from: "PENDING",
              to: "CANCELED",
              changedBy: `Shop: not confirmed within ${holdHours} h`,
              at: now,
            });
          }
          return stale.map((order) => order.orderNumber);
        },
        { behavior: "immediate" },
      );
    },

    /** Deletes an order; one whose stock is still reserved (not canceled or completed) puts it back first. */
    remove(reference: string): OrderDetail {
      return db.transaction(
        (tx) => {
          const order = requireOrder(tx, reference);
          if (!STOCK_SETTLED.includes(order.orderStatus)) stock.returnStock(itemsOf(tx, order.propertyId));
          tx.delete(orders).where(eq(orders.id, order.propertyId)).run();
          return order;
        },
        { behavior: "immediate" },
      );
    },
  };
}

export type OrderStatusChanges = ReturnType<typeof createOrderStatus>;
