/**
 * The store on each engine, side by side, over the same generated catalog of 100,000 products: cold start to the
 * first /health, uncached product lists and searches (each URL asked once, so the answer cache never serves it; one
 * client, so the figure is the store's own latency), and the process's peak memory. PostgreSQL runs on a throw-away
 * cluster from the machine's packages (or BENCH_DATABASE_URL's server), filled by db:copy's code from the SQLite file.
 * Run: bun bench/engines.ts [searches=600] [lists=300]   (part of: bun run bench; skips PostgreSQL when not installed)
 */
import { Database } from "bun:sqlite";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { benchDatabase, postgresAvailable } from "./bench-database";
import { generateCatalog, seededRandom } from "./generate-catalog";
import { recordResults } from "./results";
import { peakRssMb, percentile, spawnStore } from "./spawn-store";
import { ensureWrk, load } from "./wrk";

const SEARCHES = Number(process.argv[2] ?? 600);
const LISTS = Number(process.argv[3] ?? 300);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SORTS = ["newest", "price-asc", "price-desc", "name", "relevance"];

/** What customers type: part of a name, a name's two words, a part code with or without its dash, a car's code. */
function searchesOf(file: string, count: number): string[] {
  const db = new Database(file, { readonly: true });
  const random = seededRandom(7);
  const rows = db
    .query<{ name: string; code: string }, [number]>("SELECT name, code FROM products ORDER BY random() LIMIT ?")
    .all(count);
  const cars = db.query<{ code: string }, []>("SELECT code FROM vehicles").all();
  db.close();
  return rows.map((row, i) => {
    const words = row.name.split(/[\s–-]+/).filter((word) => /^[A-Za-z]{3,}$/.test(word));
    const word = words[Math.floor(random() * words.length)] ?? "brake";
    switch (i % 5) {
      case 0:
        return word.slice(0, 3 + Math.floor(random() * 3)).toLowerCase();
      case 1:
        return words.slice(0, 2).join(" ");
      case 2:
        return row.code;
      case 3:
        return row.code.replace(/-/g, "");
      default:
        return `${word} ${cars[Math.floor(random() * cars.length)]?.code ?? ""}`;
    }
  });
}

/** Each URL once, one after another: latencies in ms, sorted. */
async function timeEach(base: string, paths: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const path of paths) {
    const began = performance.now();
    const response = await fetch(base + path);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

ensureWrk();
const folder = mkdtempSync(join(tmpdir(), "engines-bench-"));
const file = join(folder, "store.db");
try {
  const generating = openDatabase(file);
  await generateCatalog(generating, PRODUCTS);
  generating.$client.close();
  const searches = searchesOf(file, SEARCHES);
  const random = seededRandom(3);
  const lists = Array.from({ length: LISTS }, (_, i) => {
    const sort = SORTS[i % SORTS.length];
    return `/api/v1/products/visitor/get-all-products?page=${Math.floor(random() * 200)}&size=12&sort=${sort}&n=${i}`;
  });

  const engines = postgresAvailable() ? (["sqlite", "postgres"] as const) : (["sqlite"] as const);
  if (engines.length === 1) console.log("PostgreSQL is not installed here: only SQLite is measured.");
  const figures: Record<string, Record<string, number>> = {};
  for (const engine of engines) {
    const database = await benchDatabase(file, engine);
    const store = await spawnStore(folder, file, {
      DATABASE_URL: database.url,
      NODE_ENV: "production",
    });
    try {
      const search = await timeEach(
        store.base,
        searches.map(
          (text, i) =>
            `/api/v1/products/visitor/get-all-products?size=12&searchText=${encodeURIComponent(text)}&n=${i}`,
        ),
      );
      const list = await timeEach(store.base, lists);
      // A cached answer: each hit still asks the database for the catalog's version (answer-cache.ts).
      const kept = await load(`${store.base}/api/v1/products/visitor/get-all-products?page=0&size=12`, { seconds: 5 });
      figures[engine] = {
        coldStartMs: Math.round(store.startMs),
        listP50Ms: percentile(list, 0.5),
        listP95Ms: percentile(list, 0.95),
        searchP50Ms: percentile(search, 0.5),
        searchP95Ms: percentile(search, 0.95),
        keptListPerSecond: kept.perSecond,
        keptListP95Ms: kept.p95Ms,
        peakRssMb: Math.round(peakRssMb(store.process.pid)),
      };
    } finally {
      store.process.kill("SIGTERM");
      await store.process.exited;
      await database.stop();
    }
  }

  console.log(
    `\nthe two engines, ${PRODUCTS} products (uncached; one client; ${SEARCHES} searches, ${LISTS} list pages)`,
  );
  const rows: [string, keyof (typeof figures)[string], string][] = [
    ["cold start to /health", "coldStartMs", "ms"],
    ["product list p50", "listP50Ms", "ms"],
    ["product list p95", "listP95Ms", "ms"],
    ["search p50", "searchP50Ms", "ms"],
    ["search p95", "searchP95Ms", "ms"],
    ["kept list (wrk, 32 conn.)", "keptListPerSecond", "req/s"],
    ["kept list p95", "keptListP95Ms", "ms"],
    ["peak memory (RSS)", "peakRssMb", "MB"],
  ];
  console.log(`${"".padEnd(24)}${engines.map((engine) => engine.padStart(12)).join("")}`);
  for (const [label, key, unit] of rows) {
    const cells = engines.map(
      (engine) => `${(figures[engine]?.[key] ?? 0).toFixed(unit === "ms" && key !== "coldStartMs" ? 2 : 0)} ${unit}`,
    );
    console.log(`${label.padEnd(24)}${cells.map((cell) => cell.padStart(12)).join("")}`);
  }
  recordResults("engines", { products: PRODUCTS, searches: SEARCHES, lists: LISTS, ...figures });
} finally {
  rmSync(folder, { recursive: true, force: true });
}
