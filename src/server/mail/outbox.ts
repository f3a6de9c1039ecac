import type { Db } from "../../db/database";
import { emailOutbox } from "../../db/schema";

export interface OutgoingEmail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of message (password-reset, order-confirmation, …). */
  kind: string;
}

/**
 * Puts a message in the outbox table; the sender delivers it later. Written in the same database as the change
 * that caused it, so a crash never loses one without the other (docs/decisions/022-email-outbox.md).
 */
export async function queueEmail(db: Pick<Db, "insert">, email: OutgoingEmail) {
  await db.insert(emailOutbox).values({
    recipient: email.recipient,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    kind: email.kind,
  });
}
