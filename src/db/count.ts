import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx, DbTable } from "./database";
import { firstRow } from "./first-row";

/** How many rows of `table` match `where` (synchronously; drizzle's $count is a promise). */
export async function countRows(db: DbOrTx, table: DbTable, where?: SQL): Promise<number> {
  return (
    (
      await firstRow(
        db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(table)
          .where(where),
      )
    )?.n ?? 0
  );
}
