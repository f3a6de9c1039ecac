import type { Database } from "bun:sqlite";
import type { OnEngine } from "@engine-types";
import type { SQL } from "bun";
import type { BunSQLDatabase } from "drizzle-orm/bun-sql";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type { ConnectionLock } from "./sqlite-connection-lock";

/** The store's handle on SQLite: one connection, its statements run under a lock (src/db/sqlite-connection-lock.ts). */
export type SqliteDb = BaseSQLiteDatabase<"async", void> & {
  $client: Database;
  $lock: ConnectionLock;
};

/** The store's handle on PostgreSQL: drizzle over a pool of Bun's driver (src/db/postgres.ts). */
export type PgDb = BunSQLDatabase & { $client: SQL };

/** The store's database handle, as the code above the data layer sees it: the engine each type-check pass assumes. */
export type Db = OnEngine<SqliteDb, PgDb>;

/** The handle inside `db.transaction(…)`: the same queries, inside one transaction. */
export type SqliteTx = Parameters<Parameters<SqliteDb["transaction"]>[0]>[0];
export type PgTx = Parameters<Parameters<PgDb["transaction"]>[0]>[0];

/** A handle or transaction of either engine, for the few helpers that tell them apart. */
export type EitherEngine = SqliteDb | SqliteTx | PgDb | PgTx;

/**
 * The handle this process opened, as the store's code sees it: the engine it runs is the one each type-check pass
 * assumes (`OnEngine`: SQLite's types under tsconfig.json, PostgreSQL's under tsconfig.postgres.json).
 */
export function asStoreHandle(db: SqliteDb | PgDb): Db {
  return db as Db;
}

/** Whether the handle is SQLite's: for the code that goes straight to SQLite's connection or closes it. */
export function isSqlite(db: SqliteDb | PgDb): db is SqliteDb {
  return "$lock" in db;
}
