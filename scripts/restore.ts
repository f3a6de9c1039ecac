/**
 * `bun run restore <backup folder> [--replace]`: puts a backup made by `bun run backup` back as the store's
 * database (DATABASE_URL) and uploads (UPLOADS_DIR). Stop the store first; --replace overwrites an existing one.
 */
import { restoreStore } from "../src/server/backup/backup";
import { loadConfig } from "../src/server/config";

const args = process.argv.slice(2);
const from = args.find((arg) => !arg.startsWith("--"));
if (!from) {
  console.error("Usage: bun run restore <backup folder> [--replace]");
  process.exit(1);
}
const config = loadConfig();
try {
  const restored = restoreStore({
    from,
    databasePath: config.databasePath,
    uploadsDir: config.uploadsDir,
    replace: args.includes("--replace"),
  });
  console.log(`Restored ${from} into ${restored.database}`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
