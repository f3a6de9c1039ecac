import { asc, desc, eq, gt } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { orders, paymentHistory, paymentSlips } from "../../../db/schema";
import { centsToRupees } from "../../../shared/money";
import type { PaymentChange, SlipRow } from "./model";

/*
 * An order's payment as other features read it: the moves of its payment and the slips sent for it (an order's
 * detail), and the slips sent lately (the console's live alerts). The tables stay the payments feature's.
 */

type Reader = Db | DbTx;

export const toPaymentChange = (change: typeof paymentHistory.$inferSelect): PaymentChange => ({
  fromStatus: change.fromStatus,
  toStatus: change.toStatus,
  actor: change.actor,
  changedBy: change.changedBy,
  changedAt: change.changedAt.toISOString(),
  note: change.note,
  amount: change.amountCents === null ? null : centsToRupees(change.amountCents),
});

/** Every move of the order's payment, oldest first. */
export async function paymentHistoryOf(db: Reader, orderId: number): Promise<PaymentChange[]> {
  return (
    await db
      .select()
      .from(paymentHistory)
      .where(eq(paymentHistory.orderId, orderId))
      .orderBy(asc(paymentHistory.changedAt), asc(paymentHistory.id))
  ).map(toPaymentChange);
}

/** The slips sent for the order, newest first. */
export async function slipsOf(db: Reader, orderId: number): Promise<SlipRow[]> {
  return (
    await db.select().from(paymentSlips).where(eq(paymentSlips.orderId, orderId)).orderBy(desc(paymentSlips.id))
  ).map((slip) => ({
    slipId: slip.id,
    contentType: slip.contentType,
    sizeBytes: slip.sizeBytes,
    uploadedAt: slip.uploadedAt.toISOString(),
    rejectedReason: slip.rejectedReason,
  }));
}

/** Slips sent after `since`, newest first, with their order's number: at most `limit`. */
export const slipsSentSince = (db: Reader, since: Date, limit: number) =>
  db
    .select({ orderId: orders.orderNumber, uploadedAt: paymentSlips.uploadedAt })
    .from(paymentSlips)
    .innerJoin(orders, eq(orders.id, paymentSlips.orderId))
    .where(gt(paymentSlips.uploadedAt, since))
    .orderBy(desc(paymentSlips.uploadedAt))
    .limit(limit);
