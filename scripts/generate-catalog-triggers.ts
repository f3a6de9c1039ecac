/**
 * Writes the catalog triggers of both engines from src/db/catalog-triggers.ts as a new migration in drizzle/ and
 * drizzle-pg/, when they differ from what the latest such migration made (docs/cache.md).
 * Run: bun run db:triggers
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { migrationText, postgresCatalogTriggers, sqliteCatalogTriggers } from "../src/db/catalog-triggers";
import { latestCatalogTriggers } from "../src/db/catalog-triggers-migration";

const ROOT = join(import.meta.dir, "..");
const ENGINES = [
  { folder: "drizzle", config: "drizzle.config.ts", text: migrationText(sqliteCatalogTriggers()) },
  { folder: "drizzle-pg", config: "drizzle.pg.config.ts", text: migrationText(postgresCatalogTriggers()) },
];

for (const { folder, config, text } of ENGINES) {
  if (latestCatalogTriggers(join(ROOT, folder)) === text) {
    console.log(`${folder}: the catalog triggers are up to date`);
    continue;
  }
  const made = Bun.spawnSync(
    ["bunx", "drizzle-kit", "generate", "--custom", "--name", "catalog_triggers", "--config", config],
    {
      cwd: ROOT,
      stdout: "inherit",
      stderr: "inherit",
    },
  );
  if (made.exitCode !== 0) process.exit(made.exitCode ?? 1);
  const journal = JSON.parse(readFileSync(join(ROOT, folder, "meta", "_journal.json"), "utf8"));
  const tag = journal.entries.at(-1).tag as string;
  writeFileSync(join(ROOT, folder, `${tag}.sql`), text);
  console.log(`${folder}: wrote ${tag}.sql`);
}
