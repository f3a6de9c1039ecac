import { sql } from "drizzle-orm";
import type { DbTx } from "./database";
import { ENGINE } from "./engine";
import { rawRows } from "./raw-rows";

/**
 * Makes transactions that read, decide and write about the same thing (a client's held stock, a key's hits) run
 * one at a time. SQLite's write transactions already run one at a time; PostgreSQL's run side by side, each
 * deciding on what it read before the other wrote: there each name takes a transaction-level advisory lock, in one
 * order (sorted) so two transactions locking several names never wait on each other.
 */
export async function lockNames(tx: DbTx, names: readonly string[]): Promise<void> {
  if (ENGINE !== "postgres") return;
  for (const name of [...new Set(names)].sort())
    await rawRows(tx, sql`SELECT pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
