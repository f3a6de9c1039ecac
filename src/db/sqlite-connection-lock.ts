import type { Database } from "bun:sqlite";
import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { PreparedQuery, SQLiteBunSession } from "drizzle-orm/bun-sqlite";
import { SQLiteTransaction, type SQLiteTransactionConfig } from "drizzle-orm/sqlite-core";
import { DB_INSIDE_TRANSACTION, TransactionMisuseError, TX_AFTER_END } from "./transaction-misuse";

/** Statements that may write run on the SQLite connections of this process so far (writesSoFar). */
let writes = 0;

/**
 * How many statements that may write this process has run on its SQLite connections (every one but a plain
 * SELECT): a value read from the database is still what the database holds, as far as this process's own work
 * goes, while this has not moved (catalog-version.ts).
 */
export const writesSoFar = () => writes;

/**
 * One SQLite connection shared by every request in flight, with transactions whose work awaits: while one is open,
 * a statement from any other request would run inside it (and be rolled back with it), so the transaction holds the
 * connection's lock and other statements wait until it is released.
 * The transaction's own statements go through its `tx` and run at once; a statement on `db` from the transaction's
 * own work is refused (it would wait for the transaction that waits for it), as is one on a `tx` whose transaction
 * has ended.
 */
export class ConnectionLock {
  private holder: symbol | null = null;
  private released: Promise<void> = Promise.resolve();
  private release = () => {};
  private readonly context = new AsyncLocalStorage<symbol>();

  /** True inside the open transaction's own work. */
  private holding(): boolean {
    return this.holder !== null && this.context.getStore() === this.holder;
  }

  /**
   * Runs `statement` at once when no transaction is open, else as soon as the open one ends. The check and the run
   * are one step: were the statement run a tick after the check, a transaction waiting beside it could begin in
   * between and take the statement in (and roll it back).
   */
  run<T>(statement: () => T, reads = false): T | Promise<T> {
    if (this.holder === null) {
      if (!reads) writes++;
      return statement();
    }
    if (this.holding()) throw new TransactionMisuseError(DB_INSIDE_TRANSACTION);
    return this.released.then(() => this.run(statement, reads));
  }

  /** Runs a statement of the transaction `holder` names, which must still be open. */
  runInTransaction<T>(holder: symbol, statement: () => T, reads = false): T {
    if (this.holder !== holder) throw new TransactionMisuseError(TX_AFTER_END);
    if (!reads) writes++;
    return statement();
  }

  /** Runs `work` as the only user of the connection; the others' statements wait until it settles. */
  async hold<T>(work: (holder: symbol) => Promise<T>): Promise<T> {
    if (this.holding()) throw new TransactionMisuseError(DB_INSIDE_TRANSACTION);
    // Checked and taken in one step: between an awaited check and the line after it, another waiter could take it.
    while (this.holder !== null) await this.released;
    const holder = Symbol("transaction");
    this.holder = holder;
    this.released = new Promise((resolve) => {
      this.release = resolve;
    });
    writes++;
    try {
      return await this.context.run(holder, () => work(holder));
    } finally {
      // Counted again once the transaction ended: its commit is a change its statements did not yet show.
      writes++;
      this.holder = null;
      this.release();
    }
  }
}

type Work<T> = (tx: unknown) => T | Promise<T>;
// The driver's classes are typed as synchronous; these subclasses answer promises, as the Db type says they do.
// biome-ignore lint/suspicious/noExplicitAny: bridging drizzle's sync-typed Bun driver to its async result kind
type Loose = any;
const loose = (driverClass: unknown) => driverClass as new (...args: unknown[]) => Loose;

type Take = <T>(statement: () => T, reads: boolean) => T | Promise<T>;

class LockingQuery extends loose(PreparedQuery) {
  /** Runs a statement when the connection is this query's to use: unlocked for `db`, or held by its transaction. */
  declare take: Take;
  /** True while the driver's own all() runs: it reads through values(), which must then answer at once. */
  private reading = false;
  /** A plain SELECT, which cannot change what the database holds (writesSoFar leaves it out). */
  declare selects: boolean;
  async run(values?: Record<string, unknown>) {
    return this.take(() => super.run(values), this.selects);
  }
  async all(values?: Record<string, unknown>) {
    return this.take(() => {
      this.reading = true;
      try {
        return super.all(values);
      } finally {
        this.reading = false;
      }
    }, this.selects);
  }
  async get(values?: Record<string, unknown>) {
    return this.take(() => super.get(values), this.selects);
  }
  values(values?: Record<string, unknown>) {
    if (this.reading) return super.values(values);
    // Not an async method: the driver's own all() calls this and needs the rows at once (above).
    return new Promise((resolve) => resolve(this.take(() => super.values(values), this.selects)));
  }
}

/** Drizzle's Bun session with statements that wait for the connection lock and transactions whose work may await. */
export class LockingSession extends loose(SQLiteBunSession) {
  constructor(
    readonly sqlite: Database,
    dialect: unknown,
    schema: unknown,
    readonly lock: ConnectionLock,
    /** The transaction this session's statements belong to; none for `db`'s own session. */
    readonly holder: symbol | null = null,
  ) {
    super(sqlite, dialect, schema, {});
  }

  private readonly take: Take = (statement, reads) =>
    this.holder ? this.lock.runInTransaction(this.holder, statement, reads) : this.lock.run(statement, reads);

  prepareQuery(...args: unknown[]) {
    const [query, ...rest] = args as [{ sql: string }, ...unknown[]];
    const statement = this.sqlite.prepare(query.sql);
    const prepared = new LockingQuery(statement, query, this.logger, ...rest);
    prepared.take = this.take;
    prepared.selects = /^select\s/i.test(query.sql);
    return prepared;
  }

  /** A write transaction (BEGIN IMMEDIATE unless told otherwise); one opened inside another is a savepoint. */
  transaction<T>(work: Work<T>, config?: SQLiteTransactionConfig): Promise<T> {
    return this.lock.hold(async (holder) => {
      const session = new LockingSession(this.sqlite, this.dialect, this.schema, this.lock, holder);
      const tx = new AsyncTransaction("sync", this.dialect, session, this.schema);
      this.sqlite.run(`BEGIN ${(config?.behavior ?? "immediate").toUpperCase()}`);
      try {
        const result = await work(tx);
        this.sqlite.run("COMMIT");
        return result;
      } catch (error) {
        if (this.sqlite.inTransaction) this.sqlite.run("ROLLBACK");
        throw error;
      }
    });
  }
}

class AsyncTransaction extends loose(SQLiteTransaction) {
  async transaction<T>(work: Work<T>): Promise<T> {
    const savepoint = `sp${this.nestedIndex}`;
    const tx = new AsyncTransaction("sync", this.dialect, this.session, this.schema, this.nestedIndex + 1);
    await this.session.run(sql.raw(`SAVEPOINT ${savepoint}`));
    try {
      const result = await work(tx);
      await this.session.run(sql.raw(`RELEASE SAVEPOINT ${savepoint}`));
      return result;
    } catch (error) {
      await this.session.run(sql.raw(`ROLLBACK TO SAVEPOINT ${savepoint}`));
      throw error;
    }
  }
}
