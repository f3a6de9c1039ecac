import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { users } from "../../../db/schema";

/** Staff members' names ("First Last") by id; an id without an account is left out. */
export async function staffNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
