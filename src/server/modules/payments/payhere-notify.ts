import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orders } from "../../../db/schema";
import { type PaymentStatus, paymentMoveAllowed } from "../../../shared/payment-status";
import type { Clock } from "../../clock";
import type { Logger } from "../../logger";
import type { OrderTexts } from "../order-texts";
import { settlePaid } from "./paid-order-stock";
import { notifySignature, PAYHERE_STATUS, type PayHereAccount, payhereAmount, sameSignature } from "./payhere";
import { movePayment } from "./payment-moves";

/** PayHere's notify as posted (form-encoded); every field is checked before any is trusted. */
export interface PayHereNotice {
  merchant_id?: string;
  order_id?: string;
  payment_id?: string;
  payhere_amount?: string;
  payhere_currency?: string;
  status_code?: string;
  md5sig?: string;
  method?: string;
  status_message?: string;
}

/** What a notify did: for the log and the tests (PayHere itself is always answered 200 without detail). */
export type NotifyOutcome =
  | { result: "applied"; to: PaymentStatus }
  | { result: "unchanged"; reason: string }
  | { result: "refused"; reason: string };

const TARGET: Record<string, PaymentStatus | undefined> = {
  [PAYHERE_STATUS.PAID]: "PAID",
  [PAYHERE_STATUS.CANCELED]: "CANCELED",
  [PAYHERE_STATUS.FAILED]: "FAILED",
  [PAYHERE_STATUS.CHARGED_BACK]: "REFUNDED",
};

/**
 * PayHere's server-to-server notify (docs/decisions/034-payments.md). The signature is recomputed over the values
 * exactly as posted and compared in constant time; the merchant, the order, its method, amount and currency must
 * all match. Only then does the status code move the payment, through the transition table and a conditional
 * update: a repeated or late notify finds the payment already moved and changes nothing.
 */
export function createPayHereNotify({
  db,
  clock,
  account,
  logger,
  texts,
}: {
  db: Db;
  clock: Clock;
  account: PayHereAccount | undefined;
  logger: Logger;
  texts: OrderTexts;
}) {
  async function check(
    notice: PayHereNotice,
  ): Promise<NotifyOutcome | { order: typeof orders.$inferSelect; target?: PaymentStatus }> {
    if (!account) return { result: "refused", reason: "PayHere is not configured" };
    const { merchant_id, order_id, payhere_amount, payhere_currency, status_code, md5sig } = notice;
    if (!merchant_id || !order_id || !payhere_amount || !payhere_currency || !status_code || !md5sig) {
      return { result: "refused", reason: "fields missing" };
    }
    const expected = notifySignature(account, { order_id, payhere_amount, payhere_currency, status_code });
    if (merchant_id !== account.merchantId || !sameSignature(expected, md5sig)) {
      return { result: "refused", reason: "signature or merchant does not match" };
    }
    const order = await firstRow(db.select().from(orders).where(eq(orders.orderNumber, order_id)));
    if (!order) return { result: "refused", reason: "no such order" };
    if (order.paymentMethod !== "PAYHERE" && status_code !== PAYHERE_STATUS.PAID) {
      return { result: "unchanged", reason: "the order is no longer paid through PayHere" };
    }
    if (payhere_currency !== "LKR" || payhere_amount !== payhereAmount(order.totalCents)) {
      return { result: "refused", reason: "amount or currency differs from the order's" };
    }
    return { order, target: TARGET[status_code] };
  }

  return async function handle(notice: PayHereNotice): Promise<NotifyOutcome> {
    const checked = await check(notice);
    const context = { order: notice.order_id?.slice(0, 40), statusCode: notice.status_code?.slice(0, 4) };
    if ("result" in checked) {
      if (checked.result === "refused") logger.warn("PayHere notify refused", { ...context, reason: checked.reason });
      else if (checked.result === "unchanged")
        logger.info("PayHere notify changed nothing", { ...context, reason: checked.reason });
      return checked;
    }
    const { order, target } = checked;
    if (!target) return { result: "unchanged", reason: "still pending at PayHere" };
    const from = order.paymentStatus;
    if (from === target || !paymentMoveAllowed(from, target, "GATEWAY")) {
      // A repeat, or a late notify after the payment moved on (a failure after a success changes nothing).
      if (target === "PAID" && from !== "PAID") {
        logger.warn("PayHere reports a payment the order does not await: check it with the customer", context);
      }
      return { result: "unchanged", reason: `the payment is already ${from}` };
    }
    const moved = await db.transaction(async (tx) => {
      const at = clock();
      const applied = await movePayment(tx, {
        orderId: order.id,
        from,
        to: target,
        actor: "GATEWAY",
        changedBy: "PayHere",
        at,
        note: notice.status_message?.slice(0, 300) || undefined,
        amountCents: target === "REFUNDED" ? order.totalCents : undefined,
        also: {
          gatewayPaymentId: notice.payment_id?.slice(0, 64) ?? null,
          gatewayMethod: notice.method?.slice(0, 32) ?? null,
          gatewayMessage: notice.status_message?.slice(0, 300) ?? null,
          ...(target === "REFUNDED" ? { refundedCents: order.totalCents } : {}),
        },
      });
      if (applied && target === "PAID") await settlePaid(tx, texts, order.id, at);
      return applied;
    });
    if (!moved) return { result: "unchanged", reason: "another notify moved it first" };
    logger.info("PayHere notify applied", { ...context, to: target });
    return { result: "applied", to: target };
  };
}
