/** The two databases the store runs on: SQLite (one file, the default) and PostgreSQL (docs/decisions/010). */
export type Engine = "sqlite" | "postgres";

export function engineOf(databaseUrl: string): Engine {
  return /^postgres(ql)?:\/\//i.test(databaseUrl) ? "postgres" : "sqlite";
}

/**
 * The engine this process runs on, from its database URL: one per process, as the tables a query names are the
 * engine's own (src/db/schema.ts). Under `bun test`, TEST_DATABASE_URL names it (a store a test starts as a process
 * is given its own DATABASE_URL).
 */
export const ENGINE: Engine = engineOf(
  process.env.DATABASE_URL ?? (process.env.NODE_ENV === "test" ? process.env.TEST_DATABASE_URL : undefined) ?? "",
);
