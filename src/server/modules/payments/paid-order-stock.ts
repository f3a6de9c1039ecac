import { and, eq } from "drizzle-orm";
import type { DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orderItems, orders } from "../../../db/schema";
import { AppError } from "../../http/app-error";
import type { OrderTexts } from "../order-texts";
import { createStock } from "../products";
import { assignInvoiceNumber } from "./invoice-number";

/**
 * What a payment reaching PAID does, in its transaction, whoever moved it: the invoice number, the stock, and the
 * customer's text that the money came.
 */
export async function settlePaid(tx: DbTx, texts: OrderTexts, orderId: number, at: Date): Promise<void> {
  await assignInvoiceNumber(tx, orderId, at);
  await holdStockOncePaid(tx, orderId);
  await texts.toCustomer(tx, orderId, "order-paid");
}

/**
 * An order placed beyond the unpaid limits holds no stock (orders/unpaid-holds.ts); once its money is in (PayHere,
 * or staff marking it paid) it takes its parts, in the payment's own transaction. When they are gone it stays
 * waiting on the dashboard, paid: staff fill it when stock comes, or refund it.
 */
export async function holdStockOncePaid(tx: DbTx, orderId: number): Promise<boolean> {
  const order = await firstRow(
    tx.select({ stockHeld: orders.stockHeld, status: orders.status }).from(orders).where(eq(orders.id, orderId)),
  );
  if (!order || order.stockHeld || order.status !== "PENDING") return false;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, label: orderItems.productName })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  try {
    // Checks every line before taking any: a refusal leaves nothing taken.
    await createStock(tx).takeStock(items, "Paid, but its parts are not all in stock:");
  } catch (error) {
    if (error instanceof AppError && error.status === 409) return false;
    throw error;
  }
  await tx
    .update(orders)
    .set({ stockHeld: true })
    .where(and(eq(orders.id, orderId), eq(orders.stockHeld, false)));
  return true;
}
