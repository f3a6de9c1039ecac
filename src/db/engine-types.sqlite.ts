/*
 * The engine the store's code is type-checked against. tsconfig.json points "@engine-types" here (SQLite);
 * tsconfig.postgres.json points it at engine-types.postgres.ts, so `bun run typecheck` checks every query against
 * both engines' drizzle types (docs/decisions/045-typed-once-per-engine.md). Imported for types only.
 */

/** Of a SQLite type and its PostgreSQL counterpart, the one of the engine this pass checks. */
export type OnEngine<Sqlite, _Postgres> = Sqlite;
