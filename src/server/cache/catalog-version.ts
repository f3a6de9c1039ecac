import type { Db } from "../../db/database";

/**
 * The catalog's version, read from the database: triggers bump it on every committed change to brands, categories,
 * sub-categories, products (stock included) and their images (drizzle/0004_catalog_version.sql), whichever code path
 * or process made it. Reading it is one prepared single-row query.
 */
export function catalogVersion(db: Db): () => number | Promise<number> {
  const statement = db.$client.query<{ version: number }, []>("SELECT version FROM catalog_version WHERE id = 1");
  const read = () => statement.get()?.version ?? 0;
  // At once unless a transaction is open: a kept answer is served without waiting on a promise (answer-cache.ts).
  return () => db.$turns.now(read);
}
