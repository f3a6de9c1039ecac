import type { SQL } from "drizzle-orm";
import type { Db, DbTx } from "./database";
import { ENGINE } from "./engine";

/**
 * The rows of SQL drizzle's builders cannot express, on either engine (SQLite's `all`, PostgreSQL's `execute`).
 * Columns come as the driver gives them: PostgreSQL's bigint and count(*) as text, so read numbers with Number().
 */
export async function rawRows<T>(db: Db | DbTx, query: SQL): Promise<T[]> {
  if (ENGINE === "postgres")
    return (await (db as unknown as { execute(query: SQL): Promise<T[]> }).execute(query)) as T[];
  return db.all<T>(query);
}
