import { and, asc, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/database";
import { firstRow } from "../../db/first-row";
import type { emailOutbox, smsOutbox } from "../../db/schema";
import type { Clock } from "../clock";
import type { Logger } from "../logger";

export const MAX_ATTEMPTS = 8;
const BATCH = 20;

/**
 * How long a worker holds a message it claimed. Longer than a send can take (nodemailer gives up on a silent
 * server within a few minutes, the SMS gateways are called with a timeout), so a live worker never loses its claim;
 * one that died mid-send leaves the message to another after this.
 */
export const CLAIM_MS = 10 * 60_000;

/** 1, 2, 4 … minutes after each failure, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** (attempts - 1)) * 60_000;

/** A failure that trying again cannot mend (the gateway refused the number): the message is given up at once. */
export class PermanentFailure extends Error {}

type OutboxTable = typeof emailOutbox | typeof smsOutbox;
type RowOf<T extends OutboxTable> = T["$inferSelect"];

interface WorkerDeps<T extends OutboxTable> {
  db: Db;
  table: T;
  /** Sends one message; throws to have it retried (or given up, for a PermanentFailure). */
  deliver: (message: RowOf<T>) => Promise<unknown>;
  clock: Clock;
  logger: Logger;
  /** What the log calls the messages ("e-mail", "SMS"). */
  what: string;
}

/**
 * Delivers an outbox table: each pending message whose time has come is claimed, then sent; a failure is retried
 * later with a growing delay, and after MAX_ATTEMPTS (or a permanent failure) the message is marked FAILED. Logs
 * name the message, never its body or recipient.
 */
export function createOutboxWorker<T extends OutboxTable>({ db, table, deliver, clock, logger, what }: WorkerDeps<T>) {
  // The two tables share these columns; drizzle cannot type a query over either, so it is written for one.
  const outbox = table as typeof smsOutbox;
  let running: Promise<number> | undefined;

  const dueNow = (now: Date) =>
    and(eq(outbox.status, "PENDING"), or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)));

  /**
   * Takes the message for this worker: it is due no more until the claim ends. One conditional update, so of any
   * number of workers over the database (two processes during a deploy) exactly one gets it.
   */
  const claim = async (id: number) =>
    (await firstRow(
      db
        .update(outbox)
        .set({ nextAttemptAt: new Date(clock().getTime() + CLAIM_MS) })
        .where(and(eq(outbox.id, id), dueNow(clock())))
        .returning({ id: outbox.id }),
    )) !== undefined;

  async function deliverDue(): Promise<number> {
    const due = await db.select().from(outbox).where(dueNow(clock())).orderBy(asc(outbox.id)).limit(BATCH);
    let sent = 0;
    for (const message of due) {
      if (!(await claim(message.id))) continue;
      const attempts = message.attempts + 1;
      try {
        await deliver(message as RowOf<T>);
        await db
          .update(outbox)
          .set({ status: "SENT", attempts, sentAt: clock(), lastError: null })
          .where(eq(outbox.id, message.id));
        sent++;
      } catch (error) {
        const failed = attempts >= MAX_ATTEMPTS || error instanceof PermanentFailure;
        const reason = error instanceof Error ? error.message.slice(0, 500) : "unknown error";
        await db
          .update(outbox)
          .set({
            status: failed ? "FAILED" : "PENDING",
            attempts,
            lastError: reason,
            nextAttemptAt: failed ? null : new Date(clock().getTime() + retryDelayMs(attempts)),
          })
          .where(eq(outbox.id, message.id));
        logger.warn(failed ? `${what} given up` : `${what} will be retried`, {
          messageId: message.id,
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
        this.deliverDue().catch((error) => logger.error(`${what} sender failed`, { error: String(error) }));
      }, intervalMs);
      return async () => {
        clearInterval(timer);
        await running;
      };
    },
  };
}
