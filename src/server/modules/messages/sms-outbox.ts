import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { smsOutbox } from "../../../db/schema";
import type { MessageKind } from "../../../shared/message-templates";
import { recipientHasRoom } from "../../outbox/recipient-cap";

export interface OutgoingSms {
  /** E.164, +94771234567. */
  recipient: string;
  body: string;
  kind: MessageKind;
  /** What happened, once: order-paid:12. A second text for the same key is not queued. */
  eventKey: string;
  orderId?: number;
}

/**
 * Texts a stranger can set off (placing an order, asking for a back-in-stock code in someone's number) reach one
 * mobile at most this often, like e-mail's per-recipient cap: each is paid for, and the shop must not pay to pester a
 * victim. Texts staff or a payment set off (confirmed, dispatched, paid…) are about a real order and always go, and
 * so do the shop's own alerts.
 */
export const SMS_PER_RECIPIENT = { perHour: 6, perDay: 20 } as const;
const CAPPED: readonly MessageKind[] = ["order-placed", "back-in-stock", "stock-alert-code"];

const SMS_OUTBOX = {
  table: smsOutbox,
  recipient: smsOutbox.recipient,
  kind: smsOutbox.kind,
  createdAt: smsOutbox.createdAt,
};

/**
 * Puts a text in the SMS outbox, in the caller's transaction (a crash never keeps the change and loses its text, or
 * the reverse). One row per event key: true when queued, false when this event already has its text or the mobile
 * has had its texts of this kind for the hour or day (SMS_PER_RECIPIENT).
 */
export async function queueSms(db: Pick<Db, "insert" | "select"> | DbTx, sms: OutgoingSms): Promise<boolean> {
  if (
    CAPPED.includes(sms.kind) &&
    !(await recipientHasRoom(db, SMS_OUTBOX, sms.recipient, sms.kind, SMS_PER_RECIPIENT))
  )
    return false;
  const row = await firstRow(
    db
      .insert(smsOutbox)
      .values({
        recipient: sms.recipient,
        body: sms.body,
        kind: sms.kind,
        eventKey: sms.eventKey,
        orderId: sms.orderId ?? null,
      })
      .onConflictDoNothing({ target: smsOutbox.eventKey })
      .returning({ id: smsOutbox.id }),
  );
  return row !== undefined;
}
