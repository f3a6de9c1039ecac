import { inArray } from "drizzle-orm";
import type { DbColumn, DbOrTx, DbTable } from "./database";

/** The ids of `wanted` that `table` has no row for, in the order asked. */
export async function missingIds(db: DbOrTx, table: DbTable & { id: DbColumn }, wanted: number[]): Promise<number[]> {
  if (wanted.length === 0) return [];
  const known = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((row) => Number(row.id)),
  );
  return wanted.filter((id) => !known.has(id));
}
