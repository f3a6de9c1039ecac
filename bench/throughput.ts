/**
 * Catalog reads and storefront pages under load, each against the limit for the very same bytes on this machine: the
 * real store (its own process, the demo catalog, logging at info) and a bare `Bun.serve` replaying the store's
 * recorded answers byte for byte (bench/raw-server.ts), both loaded by wrk (32 connections, compression accepted).
 * Then a store over 100,000 generated products: cold start to the first /health, its pages under load, and the
 * peak memory (RSS) of each store over its whole run. Also the bytes a phone downloads per storefront page.
 * Run: bun bench/throughput.ts [seconds=5]   (part of: bun run bench)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { generateCatalog } from "./generate-catalog";
import { againstRaw, rawServerFor, record } from "./recorded-answers";
import { recordResults } from "./results";
import { peakRssMb, spawnStore } from "./spawn-store";
import { ensureWrk, type LoadResult, load } from "./wrk";

const SECONDS = Number(process.argv[2] ?? 5);
const TARGETS = [
  { name: "product list API", path: "/api/v1/products/visitor/get-all-products?page=0&size=12", goal: 0.5 },
  { name: "product by id API", path: "/api/v1/products/visitor/get-product-by-id/1", goal: 0.5 },
  { name: "/client/store SSR", path: "/client/store", goal: 0.3 },
  { name: "/client/product/1 SSR", path: "/client/product/1", goal: 0.3 },
];
const PAGES = ["/client/home", "/client/store", "/client/product/1", "/sign-in"];

/** The compressed bytes of a page and of the stylesheet and scripts it loads at once (images aside). */
async function pageBytes(base: string, path: string) {
  const page = await record(base + path);
  const html = await (await fetch(base + path)).text();
  const assets = new Set(
    [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string),
  );
  let assetBytes = 0;
  for (const asset of assets) assetBytes += (await record(base + asset)).body.length;
  return { html: page.body.length, assets: assetBytes, files: assets.size, total: page.body.length + assetBytes };
}

ensureWrk();
const folder = mkdtempSync(join(tmpdir(), "store-throughput-"));
const kill: (() => void)[] = [];
try {
  // 1. The demo store against the raw limit.
  const store = await spawnStore(folder, join(folder, "demo.db"), {
    SEED: "demo",
    NODE_ENV: "production",
    LOG_LEVEL: "info",
  });
  kill.push(() => store.process.kill("SIGKILL"));
  const raw = await rawServerFor(
    store.base,
    TARGETS.map((target) => target.path),
    folder,
  );
  kill.push(() => raw.process.kill("SIGKILL"));

  const rows: { name: string; store: LoadResult; raw: LoadResult; ratio: number; goal: number; bytes: number }[] = [];
  for (const { name, path, goal } of TARGETS) {
    rows.push({
      name,
      ...(await againstRaw(store.base, raw.base, path, { seconds: SECONDS })),
      goal,
      bytes: raw.bytes(path),
    });
  }
  const pages: Record<string, Awaited<ReturnType<typeof pageBytes>>> = {};
  for (const path of PAGES) pages[path] = await pageBytes(store.base, path);
  const demoPeakRss = peakRssMb(store.process.pid);
  store.process.kill("SIGTERM");
  await store.process.exited;
  raw.process.kill("SIGTERM");

  // 2. A store over 100,000 products: cold start, pages under load, memory.
  const bigDb = join(folder, "big.db");
  const generating = openDatabase(bigDb);
  await generateCatalog(generating, 100_000);
  generating.$client.close();
  const big = await spawnStore(folder, bigDb, { NODE_ENV: "production", LOG_LEVEL: "info" });
  kill.push(() => big.process.kill("SIGKILL"));
  const bigLoads: Record<string, LoadResult> = {};
  for (const path of [
    "/client/store",
    "/client/store?q=brake+pad",
    "/api/v1/products/visitor/get-all-products?page=0&size=12",
  ]) {
    bigLoads[path] = await load(big.base + path, { seconds: SECONDS });
  }
  const bigPeakRss = peakRssMb(big.process.pid);
  big.process.kill("SIGTERM");
  await big.process.exited;

  const pad = (text: string | number, width: number) => String(text).padStart(width);
  console.log(
    `\nthroughput (wrk, 32 connections, ${SECONDS} s each, compression accepted; raw = Bun.serve, same bytes)`,
  );
  console.log(
    `${"".padEnd(24)}${pad("store req/s", 12)}${pad("raw req/s", 11)}${pad("ratio", 7)}${pad("goal", 6)}${pad("p95 ms", 8)}${pad("bytes", 7)}`,
  );
  for (const row of rows) {
    const held = row.ratio >= row.goal ? "" : "  (below goal)";
    console.log(
      `${row.name.padEnd(24)}${pad(row.store.perSecond, 12)}${pad(row.raw.perSecond, 11)}${pad(row.ratio.toFixed(2), 7)}${pad(row.goal, 6)}${pad(row.store.p95Ms.toFixed(2), 8)}${pad(row.bytes, 7)}${held}${row.store.errors ? `  ERRORS ${row.store.errors}` : ""}`,
    );
  }
  console.log("\nbytes on the wire per page (HTML + its stylesheet and scripts, compressed; images aside)");
  for (const [path, bytes] of Object.entries(pages)) {
    console.log(
      `${path.padEnd(24)}${pad((bytes.total / 1024).toFixed(1), 7)} KiB  (HTML ${(bytes.html / 1024).toFixed(1)} KiB, ${bytes.files} files ${(bytes.assets / 1024).toFixed(1)} KiB)`,
    );
  }
  console.log(`\n100,000 products: cold start to the first /health ${big.startMs.toFixed(0)} ms (goal ≤ 1000)`);
  for (const [path, result] of Object.entries(bigLoads)) {
    console.log(`  ${path.padEnd(58)}${pad(result.perSecond, 8)} req/s · p95 ${result.p95Ms.toFixed(2)} ms`);
  }
  console.log(
    `peak RSS: demo store ${demoPeakRss.toFixed(0)} MB · 100k store ${bigPeakRss.toFixed(0)} MB (goal ≤ 200)`,
  );

  recordResults("throughput", {
    seconds: SECONDS,
    connections: 32,
    reads: rows.map(({ name, store, raw, ratio, goal, bytes }) => ({ name, store, raw, ratio, goal, bytes })),
    bytesPerPage: pages,
    coldStartMs100k: Math.round(big.startMs),
    loads100k: bigLoads,
    peakRssMb: { demo: Math.round(demoPeakRss), products100k: Math.round(bigPeakRss) },
  });
  if (rows.some((row) => row.store.errors > 0)) process.exitCode = 1;
} finally {
  for (const stop of kill) stop();
  rmSync(folder, { recursive: true, force: true });
}
