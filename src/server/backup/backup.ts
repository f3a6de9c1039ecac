import { Database } from "bun:sqlite";
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

export const BACKUP_DATABASE = "store.db";
export const BACKUP_UPLOADS = "uploads";

/** A backup folder's name: `store-2026-11-23T19-05-00Z`, sortable and safe on every file system. */
export const backupName = (now: Date) => `store-${now.toISOString().slice(0, 19).replaceAll(":", "-")}Z`;

/**
 * Writes a consistent copy of the live database and the uploaded photos into a new folder `into`, while the store
 * keeps serving: `VACUUM INTO` reads one snapshot of the database (WAL lets the store write meanwhile) and writes
 * it compacted. Photos are copied after the snapshot, so every photo a backed-up product names is in the copy.
 */
export function backupStore({
  databasePath,
  uploadsDir,
  into,
}: {
  databasePath: string;
  uploadsDir: string;
  into: string;
}) {
  if (existsSync(into)) throw new Error(`${into} already exists; a backup goes into a new folder`);
  // A backup holds the whole shop (customers, staff password hashes): readable by its owner only.
  mkdirSync(into, { recursive: true, mode: 0o700 });
  chmodSync(into, 0o700);
  const source = new Database(databasePath, { readonly: true, strict: true });
  try {
    source.run("PRAGMA busy_timeout = 5000");
    const vacuum = source.prepare("VACUUM INTO ?");
    vacuum.run(join(into, BACKUP_DATABASE));
    // An unfinalized statement would keep the connection (and its lock on the live file) open past close().
    vacuum.finalize();
  } finally {
    source.close();
  }
  chmodSync(join(into, BACKUP_DATABASE), 0o600);
  if (existsSync(uploadsDir)) cpSync(uploadsDir, join(into, BACKUP_UPLOADS), { recursive: true });
  return { folder: resolve(into), database: join(into, BACKUP_DATABASE) };
}

/**
 * Puts a backup folder back as the store's database and uploads. The store must be stopped. An existing database
 * is only replaced when asked to (`replace`), so a restore never overwrites a live shop by accident.
 */
export function restoreStore({
  from,
  databasePath,
  uploadsDir,
  replace = false,
}: {
  from: string;
  databasePath: string;
  uploadsDir: string;
  replace?: boolean;
}) {
  const backupDatabase = join(from, BACKUP_DATABASE);
  if (!existsSync(backupDatabase)) throw new Error(`${from} is not a backup folder: it has no ${BACKUP_DATABASE}`);
  const check = new Database(backupDatabase, { readonly: true });
  try {
    const integrity = check.prepare<{ integrity_check: string }, []>("PRAGMA integrity_check");
    const verdict = integrity.get()?.integrity_check;
    integrity.finalize();
    if (verdict !== "ok") throw new Error(`${backupDatabase} is damaged: ${verdict}`);
  } finally {
    check.close();
  }
  if (existsSync(databasePath) && !replace) {
    throw new Error(`${databasePath} already exists; stop the store and pass --replace to overwrite it`);
  }
  if (existsSync(databasePath) && databaseInUse(databasePath)) {
    throw new Error(`${databasePath} is in use by a running store; stop the store, then restore`);
  }
  mkdirSync(resolve(databasePath, ".."), { recursive: true });
  for (const leftover of [`${databasePath}-wal`, `${databasePath}-shm`]) rmSync(leftover, { force: true });
  cpSync(backupDatabase, databasePath);
  chmodSync(databasePath, 0o600);
  const backupUploads = join(from, BACKUP_UPLOADS);
  if (existsSync(backupUploads)) {
    if (replace && existsSync(uploadsDir)) rmSync(uploadsDir, { recursive: true, force: true });
    cpSync(backupUploads, uploadsDir, { recursive: true });
  }
  return { database: databasePath, photos: existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0 };
}

/**
 * True when another connection (a running store) has the database open. In WAL mode every open connection holds a
 * shared lock on the WAL index, so an exclusive lock is refused while any other one is open, even an idle one.
 */
export function databaseInUse(databasePath: string): boolean {
  let probe: Database;
  try {
    probe = new Database(databasePath, { readwrite: true, create: false });
  } catch {
    return false;
  }
  try {
    probe.run("PRAGMA busy_timeout = 0");
    probe.run("PRAGMA locking_mode = EXCLUSIVE");
    probe.run("BEGIN EXCLUSIVE");
    probe.run("COMMIT");
    return false;
  } catch (error) {
    // Any other failure (a damaged file, the reason for many restores) means no store is serving it.
    return (error as { code?: string }).code?.startsWith("SQLITE_BUSY") === true;
  } finally {
    probe.close();
  }
}
