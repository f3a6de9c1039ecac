/**
 * Search as customers type it, on a generated catalog of 100,000 products: the header's suggestions (parts, numbers,
 * kinds of part, cars) for 1,000 texts as they are being typed, and 1,000 misspelt or glued searches corrected from
 * the catalog's vocabulary (the store page's search). Measured on the services themselves: through the app a repeated
 * text would come from the cached answers, and here every search must be worked out.
 * Run: bun run bench   (or: bun bench/search-suggestions.ts 100000)
 */

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { asStoreHandle } from "../src/db/engine-handles";
import { orderedWith } from "../src/server/modules/orders/ordered-with";
import { productsForFitment } from "../src/server/modules/products/asked-by-others";
import { createImageStore } from "../src/server/modules/products/image-store";
import { createProductService } from "../src/server/modules/products/service";
import { createStoreSearch } from "../src/server/modules/products/store-search";
import { createVehicleService } from "../src/server/modules/vehicles/service";
import { noteSqliteOnly } from "./bench-database";
import { generateCatalog, seededRandom } from "./generate-catalog";
import { recordResults } from "./results";

noteSqliteOnly("search suggestions");

const QUERIES = 1_000;
const size = Number(process.argv[2] ?? 100_000);

const uploads = mkdtempSync(join(tmpdir(), "bench-uploads-"));
const sqlite = openDatabase(":memory:");
const db = asStoreHandle(sqlite);
const started = performance.now();
await generateCatalog(sqlite, size);
console.log(`generated ${size} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const products = createProductService(db, createImageStore(uploads), (id, atMost) => orderedWith(db, id, atMost));
const search = createStoreSearch(db, products, createVehicleService(db, productsForFitment(db)));

const random = seededRandom(23);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
const rows = sqlite.$client
  .query<{ name: string; code: string }, []>("SELECT name, code FROM products ORDER BY random() LIMIT 2000")
  .all();
const chassisCodes = sqlite.$client
  .query<{ code: string }, []>("SELECT code FROM vehicles")
  .all()
  .map((row) => row.code);
const wordsOf = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2);

/** What a customer has typed so far: a word or two being typed, a part code being typed, a chassis or frame number. */
function typing(): string {
  const row = pick(rows);
  const roll = random();
  const words = wordsOf(row.name);
  if (roll < 0.45) {
    const start = Math.floor(random() * words.length);
    const text = words.slice(start, start + 2).join(" ");
    return text.slice(0, 2 + Math.floor(random() * (text.length - 1)));
  }
  if (roll < 0.75) return row.code.slice(0, 3 + Math.floor(random() * (row.code.length - 2))).toLowerCase();
  if (roll < 0.9) return pick(chassisCodes).toLowerCase();
  return `DBA-${pick(chassisCodes)}-${1_000_000 + Math.floor(random() * 8_000_000)}`;
}

/** A word typed wrong: two letters swapped, one dropped, one doubled or one replaced by its keyboard neighbour. */
function misspell(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 4);
  if (kind === 0) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 2) return word.slice(0, at) + word[at] + word.slice(at);
  return `${word.slice(0, at)}${String.fromCharCode(((word.charCodeAt(at) - 97 + 1) % 26) + 97)}${word.slice(at + 1)}`;
}

/** A search that finds nothing as typed: a misspelt word of a part's name, or two of its words glued. */
function misspelt(): string {
  const words = wordsOf(pick(rows).name)
    .map((word) => word.toLowerCase())
    .filter((word) => !/\d/.test(word));
  const long = words.filter((word) => word.length >= 5);
  if (random() < 0.2 && words.length >= 2) return `${words[0]}${words[1]}`;
  const wrong = long.length > 0 ? pick(long) : (words[0] ?? "brake");
  return words.map((word) => (word === wrong ? misspell(word) : word)).join(" ");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

async function measure(label: string, texts: string[], run: (text: string) => Promise<boolean>) {
  for (const text of texts.slice(0, 20)) await run(text); // warm up the prepared statements
  const times: number[] = [];
  let hits = 0;
  for (const text of texts) {
    const begun = performance.now();
    if (await run(text)) hits++;
    times.push(performance.now() - begun);
  }
  times.sort((a, b) => a - b);
  const figures = {
    products: size,
    queries: texts.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1),
    answered: hits,
  };
  console.log(
    `${label} (${size} products, ${texts.length} queries): median ${figures.p50Ms.toFixed(2)} ms · p95 ${figures.p95Ms.toFixed(2)} ms · p99 ${figures.p99Ms.toFixed(2)} ms · max ${(figures.maxMs as number).toFixed(2)} ms · ${hits} found something`,
  );
  recordResults(`search: ${label}`, figures);
}

const typed = Array.from({ length: QUERIES }, typing);
await measure("suggestions while typing", typed, async (text) => {
  const found = await search.suggest(text);
  return found.parts.length + found.names.length + found.cars.length > 0;
});

const wrong = Array.from({ length: QUERIES }, misspelt);
const storeResults = (text: string) => search.results({ searchText: text, isActive: true }, { page: 0, size: 12 });
await measure("corrected search", wrong, async (text) => (await storeResults(text)).products.count > 0);
// Counted apart from the timed runs (whose warm-up repeats the first texts).
let corrected = 0;
for (const text of wrong) if ((await storeResults(text)).correction !== null) corrected++;
console.log(
  `  corrected ${corrected} of ${QUERIES} misspelt searches, e.g. ${wrong
    .slice(0, 4)
    .map((text) => `"${text}"`)
    .join(", ")}`,
);

sqlite.$client.close();
rmSync(uploads, { recursive: true, force: true });
