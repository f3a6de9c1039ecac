import type { SQL } from "drizzle-orm";
import type { EitherEngine } from "./engine-handles";

/**
 * The rows of SQL drizzle's builders cannot express, on either engine (SQLite's `all`, PostgreSQL's `execute`).
 * Columns come as the driver gives them: PostgreSQL's bigint and count(*) as text, so read numbers with Number().
 */
export async function rawRows<T>(db: EitherEngine, query: SQL): Promise<T[]> {
  if ("all" in db) return db.all<T>(query);
  const rows: Record<string, unknown>[] = await db.execute(query);
  return rows as T[];
}
