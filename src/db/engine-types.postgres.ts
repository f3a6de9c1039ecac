/* The engine the store's code is type-checked against in the second pass (tsconfig.postgres.json): PostgreSQL. */

/** Of a SQLite type and its PostgreSQL counterpart, the one of the engine this pass checks. */
export type OnEngine<_Sqlite, Postgres> = Postgres;
