/**
 * The search flood (issue "Security, round two", fault 2): the real store (its own process, a WAL file) over a
 * generated catalog of 100,000 products; 16 clients send, as fast as answers come, a search of eight one-letter
 * words with a made-up parameter that changes every time (once enough to miss a cache keyed by the whole URL),
 * while a monitor asks `/health` every 20 ms. Reported: /health p50/p95/max during the flood, the flood's own
 * answers (200 and 429), and one such search's cost in SQLite with today's query and with the prefix query it
 * replaced. Then the same with a new set of one-letter words each time, which no cache can keep. Each runs with
 * the read budget as shipped (30 a second per client) and off (READS_PER_SECOND=0), so the cache key and the
 * bounded query are measured alone too.
 * Run: bun bench/search-flood.ts [seconds=8]   (part of: bun run bench)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { ftsQuery } from "../src/db/search/search-text";
import { generateCatalog, seededRandom } from "./generate-catalog";
import { recordResults } from "./results";
import { percentile, sampleHealth, spawnStore } from "./spawn-store";

const SECONDS = Number(process.argv[2] ?? 8);
const CLIENTS = 16;
const WORDS = "a b c d e f g h";

const folder = mkdtempSync(join(tmpdir(), "search-flood-"));
const dbPath = join(folder, "store.db");
const db = openDatabase(dbPath);
await generateCatalog(db, 100_000);

/** Milliseconds for one ranked page of 12 with this MATCH text, the median of 9 runs. */
function queryCost(match: string): number {
  const statement = db.$client.query(
    "SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY rank LIMIT 12",
  );
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    statement.all(match);
    times.push(performance.now() - started);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}
const oldQuery = `(${WORDS.split(" ")
  .map((word) => `"${word}"*`)
  .join(" ")}) OR code_compact : "abcdefgh"*`;
const cost = { prefixQueryMs: queryCost(oldQuery), todayQueryMs: queryCost(ftsQuery(WORDS) as string) };
db.$client.close();

const random = seededRandom(11);
const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";
/** Eight one-letter words, either always the same (`same`: only the made-up parameter changes) or new each time. */
const searchOf = (same: boolean) =>
  same
    ? WORDS
    : Array.from({ length: 8 }, (_, i) => LETTERS[Math.floor(random() * LETTERS.length)] ?? String(i)).join(" ");

async function flood(env: Record<string, string>, same: boolean) {
  const { base, process: server } = await spawnStore(folder, dbPath, env);
  const answers = new Map<number, number>();
  const until = performance.now() + SECONDS * 1000;
  let junk = 0;
  const client = async () => {
    while (performance.now() < until) {
      const n = junk++;
      const url = `${base}/api/v1/products/visitor/get-all-products?searchText=${encodeURIComponent(searchOf(same))}&x=${n}`;
      const response = await fetch(url);
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    }
  };
  const [health] = await Promise.all([
    sampleHealth(base, () => performance.now() < until, 20),
    ...Array.from({ length: CLIENTS }, client),
  ]);
  server.kill();
  await server.exited;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    healthP50Ms: round(percentile(health, 0.5)),
    healthP95Ms: round(percentile(health, 0.95)),
    healthMaxMs: round(health.at(-1) ?? 0),
    healthSamples: health.length,
    floodAnswers: Object.fromEntries(answers),
  };
}

const sameSearchJunkParameter = {
  withBudget: await flood({ READS_PER_SECOND: "30" }, true),
  withoutBudget: await flood({ READS_PER_SECOND: "0" }, true),
};
const newSearchEachTime = {
  withBudget: await flood({ READS_PER_SECOND: "30" }, false),
  withoutBudget: await flood({ READS_PER_SECOND: "0" }, false),
};
rmSync(folder, { recursive: true, force: true });

const figures = {
  clients: CLIENTS,
  seconds: SECONDS,
  query: WORDS,
  ...cost,
  sameSearchJunkParameter,
  newSearchEachTime,
};
console.log(JSON.stringify(figures, null, 2));
recordResults("searchFlood", figures);
