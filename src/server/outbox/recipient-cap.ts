import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db, DbColumn, DbTable, DbTx } from "../../db/database";
import { firstRow } from "../../db/first-row";
import { HOUR_MS } from "../clock";

/** The most messages of one kind one recipient gets in an hour and in a day. */
export interface RecipientCap {
  perHour: number;
  perDay: number;
}

/** An outbox table (e-mail or SMS) and the columns a cap counts by. */
export interface CappedOutbox {
  table: DbTable;
  recipient: DbColumn;
  kind: DbColumn;
  createdAt: DbColumn;
}

/**
 * Whether `recipient` has had fewer than `cap` messages of `kind` in this outbox in the last hour and the last day:
 * what a stranger can set off to anyone's address or mobile stops there.
 */
export async function recipientHasRoom(
  db: Pick<Db, "select"> | DbTx,
  outbox: CappedOutbox,
  recipient: string,
  kind: string,
  cap: RecipientCap,
): Promise<boolean> {
  const now = Date.now();
  // created_at is the database's clock, which is this machine's wall clock too.
  const sent = await firstRow(
    db
      .select({
        lastDay: count(),
        lastHour: sql<number>`count(*) FILTER (WHERE ${outbox.createdAt} > ${now - HOUR_MS})`.mapWith(Number),
      })
      .from(outbox.table)
      .where(
        and(eq(outbox.recipient, recipient), eq(outbox.kind, kind), gt(outbox.createdAt, new Date(now - 24 * HOUR_MS))),
      ),
  );
  return (sent?.lastHour ?? 0) < cap.perHour && (sent?.lastDay ?? 0) < cap.perDay;
}
