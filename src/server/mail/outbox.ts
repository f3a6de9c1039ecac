import type { Db, DbTx } from "../../db/database";
import { emailOutbox } from "../../db/schema";
import { type RecipientCap, recipientHasRoom } from "../outbox/recipient-cap";

export interface OutgoingEmail {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of message (password-reset, order-confirmation, …). */
  kind: string;
}

/**
 * E-mails a stranger can set off to any address reach one address at most this often, per kind: "someone tried to
 * sign up with your e-mail" is worth telling its owner, not eight times a minute. (Order confirmations have their
 * own hourly cap, ORDER_EMAILS_PER_HOUR; reset codes are capped per account.)
 */
export const EMAIL_PER_RECIPIENT: Readonly<Record<string, RecipientCap>> = {
  "sign-up-taken": { perHour: 2, perDay: 5 },
  "stock-alert-code": { perHour: 3, perDay: 10 },
};

const EMAIL_OUTBOX = {
  table: emailOutbox,
  recipient: emailOutbox.recipient,
  kind: emailOutbox.kind,
  createdAt: emailOutbox.createdAt,
};

/**
 * Puts a message in the outbox table; the sender delivers it later. Written in the same database as the change
 * that caused it, so a crash never loses one without the other (docs/decisions/022-email-outbox.md). False when
 * the address has had its e-mails of this kind for the hour or day (EMAIL_PER_RECIPIENT).
 */
export async function queueEmail(db: Pick<Db, "insert" | "select"> | DbTx, email: OutgoingEmail): Promise<boolean> {
  const cap = EMAIL_PER_RECIPIENT[email.kind];
  if (cap && !(await recipientHasRoom(db, EMAIL_OUTBOX, email.recipient, email.kind, cap))) return false;
  await db.insert(emailOutbox).values({
    recipient: email.recipient,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    kind: email.kind,
  });
  return true;
}
