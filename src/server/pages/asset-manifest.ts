import { readFileSync } from "node:fs";
import { join } from "node:path";
import { APP_ROOT } from "../../shared/app-root";

/** Where `scripts/build.ts` writes the browser bundles, and the manifest the server reads to link them. */
export const DIST_DIR = join(APP_ROOT, "dist");
export const ASSETS_DIR = join(DIST_DIR, "assets");
export const MANIFEST_PATH = join(DIST_DIR, "manifest.json");

export interface AssetManifest {
  sourceHash: string;
  css: string;
  storefront: string;
  console: string;
}

export function readManifest(): AssetManifest | null {
  try {
    return JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as AssetManifest;
  } catch {
    return null;
  }
}
