import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Makes the folder when missing and proves the store can write in it, at start-up rather than at the first photo
 * upload or order (a folder can exist and still refuse the store's user, like a Docker volume owned by root).
 */
export function ensureWritableFolder(path: string) {
  mkdirSync(path, { recursive: true });
  const probe = join(path, `.write-check-${process.pid}`);
  writeFileSync(probe, "");
  rmSync(probe);
}
