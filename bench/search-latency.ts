/**
 * Search latency through the real app (`GET /api/v1/products/visitor/get-all-products?searchText=…`, page of 12):
 * 1,000 queries a customer would type, on the demo catalog and on a generated catalog of 100,000 products; then on
 * the large catalog the same searches narrowed to a car (`&vehicleId=`, "fits my car"), and a car's parts browsed
 * without words, newest first and by price.
 * Run: bun run bench   (or: bun bench/search-latency.ts 100000)
 */

import { openDatabase } from "../src/db/database";
import { asStoreHandle } from "../src/db/engine-handles";
import { seedDemo } from "../src/db/seed/seed-demo";
import { createApp } from "../src/server/app";
import { loadConfig } from "../src/server/config";
import { createLogger } from "../src/server/logger";
import { noteSqliteOnly } from "./bench-database";
import { generateCatalog, seededRandom } from "./generate-catalog";
import { recordResults } from "./results";

noteSqliteOnly("search latency");

const QUERIES = 1_000;

function storeWith(fill: (db: ReturnType<typeof openDatabase>) => void) {
  const db = openDatabase(":memory:");
  fill(db);
  const config = loadConfig({
    DATABASE_URL: ":memory:",
    SEED: "none",
    LOG_LEVEL: "silent",
    JWT_SECRET: "b".repeat(40),
  });
  return { db, app: createApp({ db: asStoreHandle(db), config, logger: createLogger("silent") }) };
}

/** What customers type: words as they are being typed, two-word phrases, part codes in every spelling, brands. */
function customerQueries(db: ReturnType<typeof openDatabase>, count: number): string[] {
  const random = seededRandom(7);
  const rows = db.$client
    .query<{ name: string; code: string | null }, []>("SELECT name, code FROM products ORDER BY random() LIMIT 2000")
    .all();
  const brandNames = db.$client
    .query<{ name: string }, []>("SELECT name FROM brands")
    .all()
    .map((b) => b.name);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  const words = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);
  const queries: string[] = [];
  while (queries.length < count) {
    const row = pick(rows);
    const roll = random();
    const nameWords = words(row.name);
    if (roll < 0.3) {
      const word = pick(nameWords);
      queries.push(word.slice(0, 2 + Math.floor(random() * (word.length - 1))));
    } else if (roll < 0.55 && nameWords.length >= 2) {
      const start = Math.floor(random() * (nameWords.length - 1));
      const second = nameWords[start + 1] as string;
      queries.push(`${nameWords[start]} ${second.slice(0, 1 + Math.floor(random() * second.length))}`);
    } else if (roll < 0.8 && row.code) {
      const spellings = [row.code, row.code.replace(/-/g, ""), row.code.replace(/-/g, " "), row.code.slice(0, 7)];
      queries.push(pick(spellings).toLowerCase());
    } else if (roll < 0.9) {
      queries.push(pick(brandNames).split(" ")[0] as string);
    } else {
      queries.push(nameWords.join(" "));
    }
  }
  return queries;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

/** The query string of one search: its words, and for the car benchmarks a car and maybe a sort. */
type Search = (q: string) => string;
const WORDS: Search = (q) => `searchText=${encodeURIComponent(q)}`;

function fitsACar(db: ReturnType<typeof openDatabase>, withWords: boolean): Search {
  const random = seededRandom(11);
  const ids = db.$client
    .query<{ id: number }, []>("SELECT id FROM vehicles")
    .all()
    .map((row) => row.id);
  const sorts = ["", "&sort=newest", "&sort=price-asc", "&sort=name"];
  return (q) => {
    const vehicle = `vehicleId=${ids[Math.floor(random() * ids.length)]}`;
    if (withWords) return `${vehicle}&${WORDS(q)}`;
    return `${vehicle}${sorts[Math.floor(random() * sorts.length)]}`;
  };
}

async function measure(label: string, store: ReturnType<typeof storeWith>, search: Search = WORDS) {
  const queries = customerQueries(store.db, QUERIES);
  // Each request its own URL (`run` is ignored by the API): the search is measured, never the answer cache.
  let run = 0;
  const call = (q: string) =>
    store.app.handle(
      new Request(`http://localhost/api/v1/products/visitor/get-all-products?page=0&size=12&${search(q)}&run=${run++}`),
    );
  for (const q of queries.slice(0, 50)) await (await call(q)).arrayBuffer(); // warm up
  const times: number[] = [];
  const slowest: [number, string][] = [];
  for (const q of queries) {
    const started = performance.now();
    const response = await call(q);
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${q} answered ${response.status}`);
    times.push(ms);
    slowest.push([ms, q]);
  }
  times.sort((a, b) => a - b);
  slowest.sort((a, b) => b[0] - a[0]);
  const products = store.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM products").get()?.n;
  console.log(
    `${label} (${products} products, ${QUERIES} queries): median ${percentile(times, 0.5).toFixed(2)} ms · p95 ${percentile(times, 0.95).toFixed(2)} ms · p99 ${percentile(times, 0.99).toFixed(2)} ms · max ${(times.at(-1) as number).toFixed(2)} ms`,
  );
  recordResults(`search: ${label}`, {
    products,
    queries: QUERIES,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1),
  });
  console.log(
    `  slowest: ${slowest
      .slice(0, 5)
      .map(([ms, q]) => `"${q}" ${ms.toFixed(1)} ms`)
      .join(", ")}`,
  );
}

const size = Number(process.argv[2] ?? 100_000);
await measure(
  "demo catalog",
  storeWith((db) => seedDemo(asStoreHandle(db))),
);
const started = performance.now();
const large = storeWith((db) => generateCatalog(db, size));
console.log(`generated ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await measure("generated catalog", large);
const fitments = large.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM product_fitments").get()?.n;
console.log(`fitments on the generated catalog: ${fitments} (each vehicle fits ~${Math.round((fitments ?? 0) / 28)})`);
await measure("generated catalog, fits a car, with words", large, fitsACar(large.db, true));
await measure("generated catalog, fits a car, no words", large, fitsACar(large.db, false));
