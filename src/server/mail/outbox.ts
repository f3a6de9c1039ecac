import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db, DbTx } from "../../db/database";
import { firstRow } from "../../db/first-row";
import { emailOutbox } from "../../db/schema";
import { HOUR_MS } from "../clock";

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
export const EMAIL_PER_RECIPIENT: Readonly<Record<string, { perHour: number; perDay: number }>> = {
  "sign-up-taken": { perHour: 2, perDay: 5 },
};

async function recipientHasRoom(db: Pick<Db, "select"> | DbTx, email: OutgoingEmail) {
  const cap = EMAIL_PER_RECIPIENT[email.kind];
  if (!cap) return true;
  const now = Date.now();
  // created_at is the database's clock, which is this machine's wall clock too.
  const sent = await firstRow(
    db
      .select({
        lastDay: count(),
        lastHour: sql<number>`count(*) FILTER (WHERE ${emailOutbox.createdAt} > ${now - HOUR_MS})`.mapWith(Number),
      })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.recipient, email.recipient),
          eq(emailOutbox.kind, email.kind),
          gt(emailOutbox.createdAt, new Date(now - 24 * HOUR_MS)),
        ),
      ),
  );
  return (sent?.lastHour ?? 0) < cap.perHour && (sent?.lastDay ?? 0) < cap.perDay;
}

/**
 * Puts a message in the outbox table; the sender delivers it later. Written in the same database as the change
 * that caused it, so a crash never loses one without the other (docs/decisions/022-email-outbox.md). False when
 * the address has had its e-mails of this kind for the hour or day (EMAIL_PER_RECIPIENT).
 */
export async function queueEmail(db: Pick<Db, "insert" | "select"> | DbTx, email: OutgoingEmail): Promise<boolean> {
  if (!(await recipientHasRoom(db, email))) return false;
  await db.insert(emailOutbox).values({
    recipient: email.recipient,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    kind: email.kind,
  });
  return true;
}
