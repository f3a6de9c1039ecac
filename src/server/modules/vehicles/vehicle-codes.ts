import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/database";
import { inIds } from "../../../db/prepared";
import { vehicles } from "../../../db/schema";

/**
 * The chassis code of each vehicle by its id, of every vehicle or of those of `ids` that exist: the catalog CSV
 * writes fitments as codes and reads them back, a bulk edit names the vehicles it fits.
 */
export async function vehicleCodes(db: DbOrTx, ids?: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: vehicles.id, code: vehicles.code })
    .from(vehicles)
    .where(ids ? sql`${vehicles.id} IN ${inIds(ids)}` : undefined);
  return new Map(rows.map((v) => [v.id, v.code]));
}
