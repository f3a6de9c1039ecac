import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The text of a migrations folder's latest catalog-triggers migration (bun run db:triggers), or null. */
export function latestCatalogTriggers(folder: string): string | null {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const latest = journal.entries.findLast((entry) => entry.tag.endsWith("_catalog_triggers"));
  const file = latest && join(folder, `${latest.tag}.sql`);
  return file && existsSync(file) ? readFileSync(file, "utf8") : null;
}
