import { sql } from "drizzle-orm";
import { isSqlite, type PgDb, type SqliteDb } from "../../db/engine-handles";
import { rawRows } from "../../db/raw-rows";
import { writesSoFar } from "../../db/sqlite-connection-lock";

/**
 * The catalog's version, read from the database: triggers bump it on every committed change to brands, categories,
 * sub-categories, products (stock included) and their images (drizzle/0004_catalog_version.sql,
 * drizzle-pg/0001_catalog_version.sql), whichever code path or instance made it. Reading it is one single-row query.
 *
 * On SQLite one read serves every request of the same turn of the event loop, until this process runs another
 * statement. The requests Bun answers in one turn all arrived before it began (setImmediate's callbacks run before
 * the next poll for requests), so none was sent after a change the read missed: another process's commit shows on
 * the next turn, this process's own at once (a statement that may write moves writesSoFar). A cached answer then costs no
 * query: a read was ~15% of one (docs/scaling.md).
 */
export function catalogVersion(db: SqliteDb | PgDb): () => number | Promise<number> {
  if (!isSqlite(db)) {
    const query = sql`SELECT version FROM catalog_version WHERE id = 1`;
    return coalescedReads(async () => Number((await rawRows<{ version: string }>(db, query))[0]?.version ?? 0));
  }
  const statement = db.$client.query<{ version: number }, []>("SELECT version FROM catalog_version WHERE id = 1");
  let known: { version: number; after: number } | undefined;
  const read = () => {
    // A known read always has its forgetting queued: only the first read of a turn queues it.
    if (!known) {
      setImmediate(() => {
        known = undefined;
      });
    }
    const version = statement.get()?.version ?? 0;
    known = { version, after: writesSoFar() };
    return version;
  };
  // At once unless a transaction is open: a cached answer is served without waiting on a promise (answer-cache.ts).
  return () => (known?.after === writesSoFar() ? known.version : db.$lock.run(read, true));
}

/**
 * Reads of the version shared by the requests that ask together, each still answered by a read begun after it
 * was sent (so a change committed before a request came is never missed): the requests of the turn of the event
 * loop in which a read begins share it (they all arrived before the turn began, as on SQLite above); a request
 * asking in a later turn while that read is under way waits for the next one, which starts when that read ends and
 * serves everyone who came meanwhile. Under load this is about one query per round trip instead of one per request
 * (bench/engines.ts: cached answers on PostgreSQL).
 */
export function coalescedReads(read: () => Promise<number>): () => Promise<number> {
  let underWay: Promise<number> | undefined;
  let beganThisTurn: Promise<number> | undefined;
  let next: Promise<number> | undefined;
  const start = () => {
    const reading = read().finally(() => {
      if (underWay === reading) underWay = undefined;
    });
    underWay = reading;
    beganThisTurn = reading;
    const over = () => {
      if (beganThisTurn === reading) beganThisTurn = undefined;
    };
    setImmediate(over);
    // A failed read serves no one after it failed: the next request reads again.
    reading.catch(over);
    return reading;
  };
  return () => {
    if (beganThisTurn) return beganThisTurn;
    if (!underWay) return start();
    next ??= underWay
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
