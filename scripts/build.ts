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
import { si } from "../src/storefront/i18n/messages/si";
import { ta } from "../src/storefront/i18n/messages/ta";

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
    messages: writeMessageModules(),
    fonts: copyFonts(),
  };
  precompressAssets();
  writeFileSync(MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  if (!quiet) console.log(`Built assets in ${Math.round(performance.now() - started)} ms`);
  return manifest;
}

/** A file under dist/assets named by its content's hash, so it can be kept by browsers for a year. */
function writeHashed(folder: string, name: string, extension: string, bytes: string | Uint8Array): string {
  const hash = new Bun.CryptoHasher("sha256").update(bytes).digest("hex").slice(0, 10);
  mkdirSync(join(ASSETS_DIR, folder), { recursive: true });
  const file = `${folder}/${name}-${hash}.${extension}`;
  writeFileSync(join(ASSETS_DIR, file), bytes);
  return `/assets/${file}`;
}

/** Sinhala's and Tamil's storefront messages as modules their pages import before hydrating (English is bundled). */
function writeMessageModules(): NonNullable<AssetManifest["messages"]> {
  return {
    si: writeHashed("messages", "si", "js", `export default ${JSON.stringify(si)};`),
    ta: writeHashed("messages", "ta", "js", `export default ${JSON.stringify(ta)};`),
  };
}

/** The scripts' own glyphs of Noto Sans Sinhala and Noto Sans Tamil (@fontsource's subsets), regular and bold. */
const FONTS = {
  si: {
    family: "Noto Sans Sinhala",
    folder: "noto-sans-sinhala",
    subset: "sinhala",
    unicodeRange: "U+0964-0965,U+0D81-0DF4,U+1CF2,U+200C-200D,U+25CC,U+111E1-111F4",
  },
  ta: {
    family: "Noto Sans Tamil",
    folder: "noto-sans-tamil",
    subset: "tamil",
    unicodeRange: "U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC",
  },
} as const;

function copyFonts(): NonNullable<AssetManifest["fonts"]> {
  const fonts: NonNullable<AssetManifest["fonts"]> = {};
  for (const [locale, font] of Object.entries(FONTS) as [keyof typeof FONTS, (typeof FONTS)[keyof typeof FONTS]][]) {
    fonts[locale] = [400, 700].map((weight) => {
      const name = `${font.folder}-${font.subset}-${weight}-normal`;
      const bytes = readFileSync(join(ROOT, "node_modules/@fontsource", font.folder, "files", `${name}.woff2`));
      const url = writeHashed("fonts", `${font.folder}-${weight}`, "woff2", bytes);
      return { family: font.family, weight, url, unicodeRange: font.unicodeRange };
    });
  }
  return fonts;
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
