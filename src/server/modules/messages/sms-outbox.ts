import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { smsOutbox } from "../../../db/schema";
import type { MessageKind } from "../../../shared/message-templates";

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
 * Puts a text in the SMS outbox, in the caller's transaction (a crash never keeps the change and loses its text, or
 * the reverse). One row per event key: true when queued, false when this event already has its text.
 */
export async function queueSms(db: Pick<Db, "insert"> | DbTx, sms: OutgoingSms): Promise<boolean> {
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
