import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const made: string[] = [];

/**
 * A new folder in the system's temp folder, removed when the test file that made it ends (preload.ts). Bun's test
 * workers never run `process.on("exit")` handlers, so a folder left to the process's end would stay for good.
 */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** Removes every folder made since the last call: the preload calls it after each test file. */
export function removeTempFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
