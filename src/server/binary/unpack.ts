import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** The store's own files carried inside the binary: their path in the checkout → where the binary embeds them. */
export type EmbeddedFiles = Record<string, string>;

/**
 * Readies the single binary to run the store from wherever it was copied: its bundles, images and migrations are
 * written once (per build) into `<data folder>/app-files/<build>`, and the data folder beside the binary is the
 * default home of the database and uploads. Settings already in the environment are kept.
 * Returns the folder the files are in.
 */
export async function unpackAppFiles(files: EmbeddedFiles, build: string, binaryPath = process.execPath) {
  const dataDir = join(dirname(binaryPath), "data");
  process.env.DATABASE_URL ??= `file:${join(dataDir, "store.db")}`;
  process.env.UPLOADS_DIR ??= join(dataDir, "uploads");
  process.env.NODE_ENV ??= "production";

  const filesRoot = join(dataDir, "app-files");
  const root = join(filesRoot, build);
  if (!existsSync(root)) {
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
  return root;
}

/** `car-parts-store --health`: asks the store on PORT for /health (for a container's health check). */
export async function healthCheck(): Promise<number> {
  try {
    const response = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/health`, {
      signal: AbortSignal.timeout(3000),
    });
    return response.ok ? 0 : 1;
  } catch {
    return 1;
  }
}
