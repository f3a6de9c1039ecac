/**
 * `bun run backup [folder]`: a consistent copy of the live store's database and uploads (the store may keep
 * running), by default into backups/store-<time>/ beside the database.
 */
import { join } from "node:path";
import { backupName, backupStore } from "../src/server/backup/backup";
import { loadConfig } from "../src/server/config";

const config = loadConfig();
if (config.databasePath === ":memory:") {
  console.error("DATABASE_URL is :memory:; there is nothing on disk to back up.");
  process.exit(1);
}
const into = process.argv[2] ?? join(config.dataDir, "backups", backupName(new Date()));
const started = performance.now();
const { folder } = backupStore({ databasePath: config.databasePath, uploadsDir: config.uploadsDir, into });
console.log(`Backed up to ${folder} in ${Math.round(performance.now() - started)} ms`);
