import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { emailOutbox } from "../../db/schema";
import type { Clock } from "../clock";
import type { Logger } from "../logger";

/** What the sender needs of a mail transport; a nodemailer transporter is one. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/**
 * How long a sender holds a message it claimed. Longer than a send can take (nodemailer gives up on a silent
 * server within a few minutes), so a live sender never loses its claim; a sender that died mid-send leaves the
 * message to be sent by another after this.
 */
export const CLAIM_MS = 10 * 60_000;

/** 1, 2, 4 … minutes after each failure, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;

interface SenderDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  clock: Clock;
  logger: Logger;
}

/**
 * Delivers the outbox: each pending message whose time has come is claimed, then sent; a failure is retried later with a
 * growing delay, and after MAX_ATTEMPTS the message is marked FAILED. Logs name the message, never its body.
 */
export function createMailSender({ db, transport, from, clock, logger }: SenderDeps) {
  let running: Promise<number> | undefined;

  const dueNow = (now: Date) =>
    and(eq(emailOutbox.status, "PENDING"), or(isNull(emailOutbox.nextAttemptAt), lte(emailOutbox.nextAttemptAt, now)));

  /**
   * Takes the message for this sender: it is due no more until the claim ends. One conditional update, so of any
   * number of senders over the database (two processes during a deploy) exactly one gets it.
   */
  const claim = (id: number) =>
    db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(clock().getTime() + CLAIM_MS) })
      .where(and(eq(emailOutbox.id, id), dueNow(clock())))
      .returning({ id: emailOutbox.id })
      .get() !== undefined;

  async function deliverDue(): Promise<number> {
    const now = clock();
    const due = db.select().from(emailOutbox).where(dueNow(now)).orderBy(asc(emailOutbox.id)).limit(BATCH).all();
    let sent = 0;
    for (const message of due) {
      if (!claim(message.id)) continue;
      const attempts = message.attempts + 1;
      try {
        await transport.sendMail({
          from,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
        });
        db.update(emailOutbox)
          .set({ status: "SENT", attempts, sentAt: clock(), lastError: null })
          .where(eq(emailOutbox.id, message.id))
          .run();
        sent++;
      } catch (error) {
        const failed = attempts >= MAX_ATTEMPTS;
        const reason = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
        db.update(emailOutbox)
          .set({
            status: failed ? "FAILED" : "PENDING",
            attempts,
            lastError: reason,
            nextAttemptAt: failed ? null : new Date(clock().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(emailOutbox.id, message.id))
          .run();
        logger.warn(failed ? "e-mail given up" : "e-mail will be retried", {
          emailId: message.id,
          kind: message.kind,
          attempts,
          reason,
        });
      }
    }
    return sent;
  }

  return {
    /** One pass over the due messages; concurrent calls share the pass in progress. */
    deliverDue(): Promise<number> {
      running ??= deliverDue().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Polls every `intervalMs`; the returned function stops it and waits for the pass in progress. */
    start(intervalMs = 5_000) {
      const timer = setInterval(() => {
        this.deliverDue().catch((error) => logger.error("e-mail sender failed", { error: String(error) }));
      }, intervalMs);
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
