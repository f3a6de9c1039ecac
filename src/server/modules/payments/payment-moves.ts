import { and, eq } from "drizzle-orm";
import type { DbTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { orders, paymentHistory } from "../../../db/schema";
import {
  PAYMENT_STATUS_LABELS,
  type PaymentActor,
  type PaymentStatus,
  paymentMoveAllowed,
} from "../../../shared/payment-status";
import { AppError } from "../../http/app-error";

export interface PaymentMove {
  orderId: number;
  from: PaymentStatus;
  to: PaymentStatus;
  actor: PaymentActor;
  /** The name recorded: a staff member's name, "Customer", "PayHere", "Shop: …". */
  changedBy: string;
  changedByUserId?: number;
  at: Date;
  note?: string;
  amountCents?: number;
  /** Other columns the same move sets (the method the customer switched to, PayHere's payment id …). */
  also?: Partial<
    Pick<
      typeof orders.$inferInsert,
      "paymentMethod" | "gatewayPaymentId" | "gatewayMethod" | "gatewayMessage" | "refundedCents"
    >
  >;
}

/** A move the table does not allow, said the way staff and customers read it. */
export function refusedMove(from: PaymentStatus, to: PaymentStatus): AppError {
  return new AppError(
    409,
    `The payment is "${PAYMENT_STATUS_LABELS[from]}": it cannot become "${PAYMENT_STATUS_LABELS[to]}".`,
  );
}

/**
 * Moves a payment and records it, in the caller's transaction. The update is conditional on the status the caller
 * read (`WHERE payment_status = from`), so two notifies, a notify racing the hold or two clicks never apply twice:
 * the loser gets false and nothing is written. A move the table does not allow for this actor is refused (409).
 */
export async function movePayment(tx: DbTx, move: PaymentMove): Promise<boolean> {
  if (!paymentMoveAllowed(move.from, move.to, move.actor)) throw refusedMove(move.from, move.to);
  const moved = await firstRow(
    tx
      .update(orders)
      .set({ ...move.also, paymentStatus: move.to, updatedAt: move.at })
      .where(and(eq(orders.id, move.orderId), eq(orders.paymentStatus, move.from)))
      .returning({ id: orders.id }),
  );
  if (!moved) return false;
  await recordPayment(tx, move);
  return true;
}

/** The history row of a payment's move (or its first status when the order is placed: from null). */
export function recordPayment(
  tx: DbTx,
  move: Omit<PaymentMove, "from" | "also"> & { from: PaymentStatus | null },
): Promise<typeof paymentHistory.$inferSelect> {
  return writtenRow(
    tx
      .insert(paymentHistory)
      .values({
        orderId: move.orderId,
        fromStatus: move.from,
        toStatus: move.to,
        actor: move.actor,
        changedBy: move.changedBy,
        changedByUserId: move.changedByUserId,
        changedAt: move.at,
        note: move.note ?? null,
        amountCents: move.amountCents ?? null,
      })
      .returning(),
  );
}

/** The payment columns as they stand, for a caller about to move them. */
export function paymentOf(tx: DbTx, orderId: number) {
  return firstRow(
    tx
      .select({
        status: orders.paymentStatus,
        method: orders.paymentMethod,
        orderStatus: orders.status,
        totalCents: orders.totalCents,
        codFeeCents: orders.codFeeCents,
        orderNumber: orders.orderNumber,
      })
      .from(orders)
      .where(eq(orders.id, orderId)),
  );
}
