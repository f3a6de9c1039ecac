import { join } from "node:path";
import { backupName, backupStore, restoreStore } from "../backup/backup";
import type { Config } from "../config";
import { errorCode, fileReason, StartupError } from "../startup/startup-error";

type Places = Pick<Config, "databasePath" | "postgresUrl" | "dataDir" | "uploadsDir">;

function onDisk(config: Places) {
  if (config.postgresUrl) {
    throw new StartupError(
      'The store runs on PostgreSQL: back it up with PostgreSQL\'s own tools, pg_dump --format=custom --file=store.dump "$DATABASE_URL" (restore with pg_restore), and copy the uploads and slips folders beside it (README, Backups).',
    );
  }
  if (config.databasePath === ":memory:") {
    throw new StartupError("DATABASE_URL is :memory:; there is nothing on disk to back up or restore.");
  }
}

/** `backup [folder]`: a consistent copy of the live store's database and photos; the store may keep running. */
export function backupCommand(config: Places, folder?: string): string {
  onDisk(config);
  const into = folder ?? join(config.dataDir, "backups", backupName(new Date()));
  const started = performance.now();
  try {
    const done = backupStore({ databasePath: config.databasePath, uploadsDir: config.uploadsDir, into });
    return `Backed up to ${done.folder} in ${Math.round(performance.now() - started)} ms`;
  } catch (error) {
    const advice = errorCode(error)
      ? ` Name a folder the store's user can write, or leave it out for ${join(config.dataDir, "backups")}.`
      : "";
    throw new StartupError(`Backup failed: ${fileReason(error)}.${advice}`, error);
  }
}

/** `restore <folder> [--replace]`: puts a backup back; refused while a store has the database open. */
export function restoreCommand(config: Places, from: string, replace: boolean): string {
  onDisk(config);
  try {
    const restored = restoreStore({
      from,
      databasePath: config.databasePath,
      uploadsDir: config.uploadsDir,
      replace,
    });
    return `Restored ${from} into ${restored.database}`;
  } catch (error) {
    throw new StartupError(`Restore failed: ${fileReason(error)}`, error);
  }
}
