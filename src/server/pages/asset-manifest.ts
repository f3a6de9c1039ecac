import { readFileSync } from "node:fs";
import { join } from "node:path";
import { APP_ROOT } from "../../shared/app-root";

/** Where `scripts/build.ts` writes the browser bundles, and the manifest the server reads to link them. */
export const DIST_DIR = join(APP_ROOT, "dist");
export const ASSETS_DIR = join(DIST_DIR, "assets");
export const MANIFEST_PATH = join(DIST_DIR, "manifest.json");

/** A language's web font, served from dist/assets (one file per weight, the script's glyphs only). */
export interface FontFile {
  family: string;
  weight: number;
  url: string;
  /** The code points it covers: the browser uses (and downloads) it only for text in its script. */
  unicodeRange: string;
}

export interface AssetManifest {
  sourceHash: string;
  css: string;
  storefront: string;
  console: string;
  /** Sinhala's and Tamil's storefront messages, a module each, loaded by their pages only (English is in the bundle). */
  messages?: Partial<Record<"si" | "ta", string>>;
  /** Sinhala's and Tamil's fonts, linked by their pages only. */
  fonts?: Partial<Record<"si" | "ta", FontFile[]>>;
}

export function readManifest(): AssetManifest | null {
  try {
    return JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as AssetManifest;
  } catch {
    return null;
  }
}
