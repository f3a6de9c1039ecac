import { Database } from "bun:sqlite";
import { chmodSync, existsSync, mkdirSync, statfsSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { OnEngine } from "@engine-types";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import {
  BaseSQLiteDatabase,
  SQLiteAsyncDialect,
  type SQLiteColumn,
  type SQLiteSelect,
  type SQLiteTable,
} from "drizzle-orm/sqlite-core";
import { APP_ROOT } from "../shared/app-root";
import { type Db, isSqlite, type PgDb, type SqliteDb } from "./engine-handles";
import { closePostgres, postgresReason } from "./postgres";
import { rawRows } from "./raw-rows";
import { ConnectionLock, LockingSession } from "./sqlite-connection-lock";

/**
 * The store's database handle, typed as the engine each type-check pass assumes (src/db/engine-types.sqlite.ts).
 * Every query answers a promise and transactions take async work, as every PostgreSQL driver does; on SQLite the
 * statements run on one connection under a lock (src/db/sqlite-connection-lock.ts).
 */
export type { Db };

/** The handle inside `db.transaction(…)`: the same queries as Db, inside one transaction. */
export type DbTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Either: what a read or write that may run inside a transaction or outside one is handed. */
export type DbOrTx = Db | DbTx;

/** A table, a column and a select to build on (`$dynamic()`), of the store's engine: for helpers that take any. */
export type DbTable = OnEngine<SQLiteTable, PgTable>;
export type DbColumn = OnEngine<SQLiteColumn, PgColumn>;
export type DbSelect = OnEngine<SQLiteSelect, PgSelect>;

export const MIGRATIONS_FOLDER = join(APP_ROOT, "drizzle");

/**
 * Opens the store's database and brings its schema up to date.
 * WAL lets readers run beside the one writer; synchronous=NORMAL in WAL mode keeps every committed
 * transaction through a process crash (SIGKILL) — only a power cut can lose the last few.
 */
export function openDatabase(path: string, migrationsFolder = MIGRATIONS_FOLDER): SqliteDb {
  if (path !== ":memory:") ownerOnly(path);
  const client = new Database(path, { create: true, strict: true });
  if (path !== ":memory:") checkIntact(client, path);
  client.run("PRAGMA journal_mode = WAL");
  client.run("PRAGMA synchronous = NORMAL");
  client.run("PRAGMA foreign_keys = ON");
  client.run("PRAGMA busy_timeout = 5000");
  client.run("PRAGMA cache_size = -32000");
  client.run("PRAGMA temp_store = MEMORY");
  // Drizzle compiles every query anew with prepare(); query() keeps compiled statements by their SQL text, so a
  // query the store runs again (all of them: values are bound, never spliced in) skips SQLite's parser.
  client.prepare = client.query.bind(client) as typeof client.prepare;
  migrate(drizzle({ client }), { migrationsFolder });
  const dialect = new SQLiteAsyncDialect();
  const lock = new ConnectionLock();
  // The store runs no relational queries (db.query…), so no relational schema is given.
  const session = new LockingSession(client, dialect, undefined, lock);
  const db = new BaseSQLiteDatabase<"async", void>("async", dialect, session as never, undefined);
  return Object.assign(db, { $client: client, $lock: lock });
}

/** A read straight on the SQLite connection (SQL drizzle cannot build), under the connection lock like every other statement. */
export async function rawRead<T>(db: SqliteDb, read: (client: Database) => T): Promise<T> {
  return db.$lock.run(() => read(db.$client));
}

/** A database file whose pages are not what SQLite wrote (a bad disk, a copy cut short, bytes written over it). */
export class DamagedDatabaseError extends Error {
  constructor(
    readonly path: string,
    readonly verdict: string,
  ) {
    super(`${path} is damaged: ${verdict}`);
  }
}

/**
 * The database holds customers' details and staff password hashes: readable by its owner only. SQLite creates the
 * WAL and shared-memory files with the database file's mode, so that mode is set before they exist.
 */
function ownerOnly(path: string) {
  mkdirSync(dirname(path), { recursive: true });
  if (!existsSync(path)) writeFileSync(path, "", { mode: 0o600 });
  for (const file of [path, `${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, 0o600);
}

/**
 * Refuses a damaged file before anything is written to it (PRAGMA quick_check reads every page; a store that
 * started on one took orders into it). SQLITE_NOTADB and SQLITE_CORRUPT from any later step mean the same.
 */
function checkIntact(client: Database, path: string) {
  let verdict: string;
  try {
    const rows = client.query<{ quick_check: string }, []>("PRAGMA quick_check(1)").all();
    verdict = rows.map((row) => row.quick_check).join("; ");
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (!/^SQLITE_(NOTADB|CORRUPT)/.test(code)) throw error;
    verdict = (error as Error).message;
  }
  if (verdict !== "ok") {
    client.close();
    throw new DamagedDatabaseError(path, verdict);
  }
}

/** Below this much free space on the database's disk the store reports itself unhealthy, before writes fail. */
export const MIN_FREE_BYTES = 16 * 1024 * 1024;

/** How long a committed write probe's verdict is kept: /health is free to call, a commit per call is not. */
export const COMMIT_PROBE_KEPT_MS = 1000;

const commitProbes = new WeakMap<Database, { at: number; problem: string | null }>();

/**
 * Why the database cannot take a write now, or null when it can (for /health): a write transaction is begun and
 * a statement that writes is run in it, then rolled back (a read-only file or file system fails here); at most
 * once a second a write is committed too (a file made immutable under a running store fails only at commit); and
 * the disk must have room (a full disk fails only at commit, which the probes do not reach when the page is free).
 */
export async function databaseProblem(db: SqliteDb | PgDb, minFreeBytes = MIN_FREE_BYTES): Promise<string | null> {
  if (!isSqlite(db)) return postgresProblem(db);
  const client = db.$client;
  try {
    await db.$lock.hold(async () => {
      client.run("BEGIN IMMEDIATE");
      try {
        client.run("UPDATE __drizzle_migrations SET id = id WHERE 0");
      } finally {
        client.run("ROLLBACK");
      }
    });
  } catch (error) {
    return `the database cannot be written: ${(error as Error).message}`;
  }
  const committed = await commitProblem(db);
  if (committed) return committed;
  if (client.filename === ":memory:" || client.filename === "") return null;
  try {
    const disk = statfsSync(dirname(client.filename));
    const free = disk.bavail * disk.bsize;
    if (free < minFreeBytes) return `the disk holding the database is full (${Math.floor(free / 1024)} KiB free)`;
  } catch (error) {
    return `the database's folder cannot be read: ${(error as Error).message}`;
  }
  return null;
}

/** Commits a write that changes nothing (the file header's user version, set to itself), kept for a second. */
async function commitProblem(db: SqliteDb): Promise<string | null> {
  const client = db.$client;
  const kept = commitProbes.get(client);
  if (kept && Date.now() - kept.at < COMMIT_PROBE_KEPT_MS) return kept.problem;
  let problem: string | null = null;
  try {
    await db.$lock.hold(async () => {
      const row = client.query<{ user_version: number }, []>("PRAGMA user_version").get();
      client.run(`PRAGMA user_version = ${Number(row?.user_version ?? 0)}`);
    });
  } catch (error) {
    problem = `the database cannot be written: ${(error as Error).message}`;
  }
  commitProbes.set(client, { at: Date.now(), problem });
  return problem;
}

/** On PostgreSQL: a write in a transaction that is rolled back (a read-only standby or a full disk refuses it). */
async function postgresProblem(db: PgDb): Promise<string | null> {
  try {
    await db.transaction(async (tx) => {
      await rawRows(tx, sql`UPDATE catalog_version SET version = version WHERE false RETURNING id`);
    });
    return null;
  } catch (error) {
    return `the database cannot be written: ${postgresReason(error)}`;
  }
}

/** Closes the store's handle: SQLite's connection, or PostgreSQL's pool. */
export async function closeDatabase(db: SqliteDb | PgDb): Promise<void> {
  if (isSqlite(db)) db.$client.close();
  else await closePostgres(db);
}
