import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The store's own files carried inside the binary: their path in the checkout → where the binary embeds them. */
export type EmbeddedFiles = Record<string, string>;

/** The data folder beside the binary: the default home of the database and uploads. */
export const binaryDataDir = (binaryPath = process.execPath) => join(dirname(binaryPath), "data");

/** The binary's defaults (data beside it, production); settings already in the environment are kept. */
export function binaryDefaults(binaryPath = process.execPath) {
  const dataDir = binaryDataDir(binaryPath);
  process.env.DATABASE_URL ??= `file:${join(dataDir, "store.db")}`;
  process.env.UPLOADS_DIR ??= join(dataDir, "uploads");
  process.env.NODE_ENV ??= "production";
}

/**
 * Readies the single binary to run the store from wherever it was copied: its bundles, images and migrations are
 * written once (per build) into `<data folder>/app-files/<build>`. Returns how to remove what this call wrote (a start
 * that fails leaves nothing behind).
 */
export async function unpackAppFiles(files: EmbeddedFiles, build: string, binaryPath = process.execPath) {
  const dataDir = binaryDataDir(binaryPath);
  const filesRoot = join(dataDir, "app-files");
  const root = join(filesRoot, build);
  const unpacked = !existsSync(root);
  if (unpacked) {
    // Written beside and renamed into place, so a start cut short never leaves half the files.
    const partial = `${root}.partial-${process.pid}`;
    for (const [path, embedded] of Object.entries(files)) {
      const target = join(partial, path);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, await Bun.file(embedded).bytes());
    }
    renameSync(partial, root);
    // Files of earlier builds are of no further use.
    for (const old of readdirSync(filesRoot)) if (old !== build) rmSync(join(filesRoot, old), { recursive: true });
  }
  process.env.STORE_APP_ROOT = root;
  return () => {
    if (unpacked) rmSync(root, { recursive: true, force: true });
    if (existsSync(filesRoot) && readdirSync(filesRoot).length === 0) rmSync(filesRoot, { recursive: true });
  };
}
