import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { invoiceCounters, orders } from "../../../db/schema";
import { shopYear } from "../../../shared/shop-time";

/**
 * Gives the order its invoice number (INV-2026-000001) unless it has one, in the caller's transaction. The year's
 * counter is raised in one statement (insert or increment, returning the new value), so concurrent writers each get
 * their own number; the order takes it only while it has none, so an order never gets two and a number is never
 * taken back. Returns the order's invoice number.
 */
export async function assignInvoiceNumber(tx: DbTx, orderId: number, at: Date): Promise<string> {
  const existing = await firstRow(
    tx.select({ number: orders.invoiceNumber }).from(orders).where(eq(orders.id, orderId)),
  );
  if (existing?.number) return existing.number;
  const year = shopYear(at);
  const counter = await writtenRow(
    tx
      .insert(invoiceCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
      .returning({ last: invoiceCounters.last }),
  );
  const number = `INV-${year}-${String(counter.last).padStart(6, "0")}`;
  await tx
    .update(orders)
    .set({ invoiceNumber: number })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
  return number;
}
