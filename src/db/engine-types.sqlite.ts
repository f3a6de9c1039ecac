import type { SqliteDb } from "./engine-handles";

/*
 * The engine the store's code is type-checked against. tsconfig.json points "@engine-types" here (SQLite);
 * tsconfig.postgres.json points it at engine-types.postgres.ts, so `bun run typecheck` checks every query against
 * both engines' drizzle types. Imported for types only: nothing here exists at run time.
 */

/** Of a SQLite type and its PostgreSQL counterpart, the one of the engine this pass checks. */
export type OnEngine<Sqlite, _Postgres> = Sqlite;

/** The store's database handle. */
export type Db = OnEngine<SqliteDb, never>;
