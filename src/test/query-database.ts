import { Database, type SQLQueryBindings } from "bun:sqlite";
import { SQL } from "bun";
import { engineOf } from "../db/engine";

/**
 * Runs SQL on the database a URL names (`file:` SQLite or `postgres://`), whichever engine this process runs on: for
 * tests and benchmarks that look at a store running in another process. Write SQL both engines read, with `?` for
 * each value; counts as `CAST(count(*) AS integer)` (PostgreSQL's driver gives a bigint as text).
 */
export async function queryDatabase<T>(url: string, sql: string, ...params: SQLQueryBindings[]): Promise<T[]> {
  if (engineOf(url) === "postgres") {
    const client = new SQL(url, { max: 1 });
    try {
      let n = 0;
      return (await client.unsafe(
        sql.replace(/\?/g, () => `$${++n}`),
        params as unknown[],
      )) as T[];
    } finally {
      await client.close();
    }
  }
  const db = new Database(url.replace(/^file:/, ""));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db.query(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
