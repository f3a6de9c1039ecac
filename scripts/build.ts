import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { compress, PRECOMPRESSED_SUFFIX } from "../src/server/http/compression";
import {
  ASSETS_DIR,
  type AssetManifest,
  DIST_DIR,
  MANIFEST_PATH,
  readManifest,
} from "../src/server/pages/asset-manifest";

/**
 * Builds the two browser apps (storefront, console) and the Tailwind stylesheet into dist/assets with
 * content-hashed names, and writes dist/manifest.json, which the server reads to link them.
 */

const ROOT = resolve(import.meta.dir, "..");

export { ASSETS_DIR, DIST_DIR, MANIFEST_PATH };

/** A hash of everything the bundles are made from, so `bun start` rebuilds only when something changed. */
export function sourceHash(): string {
  const hasher = new Bun.CryptoHasher("sha256");
  const files = [...new Bun.Glob("src/**/*.{ts,tsx,css}").scanSync({ cwd: ROOT })].sort();
  for (const file of files) {
    if (file.includes(".test.")) continue;
    hasher.update(file);
    hasher.update(readFileSync(join(ROOT, file)));
  }
  for (const file of ["package.json", "bun.lock", "scripts/build.ts"]) {
    if (existsSync(join(ROOT, file))) hasher.update(readFileSync(join(ROOT, file)));
  }
  return hasher.digest("hex").slice(0, 16);
}

export function assetsAreFresh(): boolean {
  return readManifest()?.sourceHash === sourceHash();
}

async function buildStylesheet(): Promise<string> {
  const output = join(ASSETS_DIR, "styles.tmp.css");
  const cli = join(ROOT, "node_modules/@tailwindcss/cli/dist/index.mjs");
  const result = Bun.spawnSync(
    [process.execPath, cli, "-i", join(ROOT, "src/ui/styles.css"), "-o", output, "--minify"],
    {
      cwd: ROOT,
      stdout: "pipe",
      stderr: "pipe",
    },
  );
  if (result.exitCode !== 0) throw new Error(`Tailwind failed: ${result.stderr.toString()}`);
  const css = readFileSync(output);
  const hash = new Bun.CryptoHasher("sha256").update(css).digest("hex").slice(0, 10);
  const name = `styles-${hash}.css`;
  writeFileSync(join(ASSETS_DIR, name), css);
  rmSync(output);
  return `/assets/${name}`;
}

/** The two apps' bundles as the shop ships them (a test reads what went into them). */
export const browserBundles = (outdir: string) =>
  ({
    entrypoints: [join(ROOT, "src/storefront/entry.tsx"), join(ROOT, "src/console/entry.tsx")],
    root: join(ROOT, "src"),
    outdir,
    target: "browser",
    format: "esm",
    splitting: false,
    minify: true,
    sourcemap: "none",
    naming: { entry: "[dir]/[name]-[hash].[ext]", asset: "media/[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }) satisfies Bun.BuildConfig;

export async function buildAssets({ quiet = false } = {}): Promise<AssetManifest> {
  const started = performance.now();
  rmSync(ASSETS_DIR, { recursive: true, force: true });
  mkdirSync(ASSETS_DIR, { recursive: true });
  // One file per app, its pages included. Split by page, the store page loaded 35 scripts (every combination of
  // modules the lazy pages of both apps share was a chunk): 115 KB compressed in 35 requests against 125 KB in one,
  // and a browser's page load cost ~10% more CPU (docs/scaling.md).
  const result = await Bun.build(browserBundles(ASSETS_DIR));
  if (!result.success) {
    throw new AggregateError(result.logs, "Bundling failed");
  }
  const entryPath = (app: string) => {
    const output = result.outputs.find(
      (o) => o.kind === "entry-point" && relative(ASSETS_DIR, o.path).startsWith(`${app}/`),
    );
    if (!output) throw new Error(`No bundle for ${app}`);
    return `/assets/${relative(ASSETS_DIR, output.path)}`;
  };
  const storefront = entryPath("storefront");
  const consoleEntry = entryPath("console");
  const manifest: AssetManifest = {
    sourceHash: sourceHash(),
    css: await buildStylesheet(),
    storefront,
    console: consoleEntry,
  };
  precompressAssets();
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  if (!quiet) console.log(`Built assets in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}

/** Brotli and gzip copies of every script and stylesheet beside it, so the server never compresses a bundle. */
function precompressAssets() {
  for (const file of new Bun.Glob("**/*.{js,css,svg}").scanSync({ cwd: ASSETS_DIR, absolute: true })) {
    const bytes = readFileSync(file);
    for (const encoding of ["br", "gzip"] as const) {
      writeFileSync(file + PRECOMPRESSED_SUFFIX[encoding], compress(bytes, encoding, "once"));
    }
  }
}

/**
 * Builds when the bundles are missing or older than the sources. Processes that find them stale together (the
 * workers of `bun test --parallel` on a fresh clone, a store started beside a test run) build one at a time: a
 * build empties dist/assets first, so two at once would each delete what the other wrote.
 */
export async function ensureAssets(): Promise<AssetManifest> {
  const fresh = () => {
    const manifest = readManifest();
    return manifest?.sourceHash === sourceHash() ? manifest : null;
  };
  return fresh() ?? (await whileBuildLocked(async () => fresh() ?? (await buildAssets())));
}

const BUILD_LOCK = join(DIST_DIR, ".building");
/** A lock older than this was left by a build that died (a build takes seconds). */
const STALE_LOCK_MS = 120_000;

/** Runs `work` holding the build lock: a directory, since creating one is atomic and fails when it exists. */
async function whileBuildLocked<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(DIST_DIR, { recursive: true });
  for (;;) {
    try {
      mkdirSync(BUILD_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(BUILD_LOCK, { recursive: true, force: true });
      else await Bun.sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    // Forced: a lock taken over as stale (a build stalled past STALE_LOCK_MS) is gone already.
    rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  // `--if-stale` (used by `bun start`) builds only when the sources changed since the last build.
  if (process.argv.includes("--if-stale")) await ensureAssets();
  else await buildAssets();
}
