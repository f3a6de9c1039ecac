/**
 * The read flood from many addresses (issue "Security, round three", search pages): the real store over a generated
 * catalog of 100,000 products, behind one trusted proxy; 64 clients, each its own address (X-Forwarded-For), ask as
 * fast as answers come for store pages and suggestions with a new made-up word each time, which no cache can keep.
 * Meanwhile a monitor asks /health every 20 ms and a shopper opens a kept page (the home page) every 50 ms.
 * Reported: /health and the kept page's p50/p95, and the flood's answers (200, 429 from a client's budget, 503 from
 * the shop's), with the shop-wide budget as shipped (READ_WORK_MS_PER_SECOND=400) and off.
 * Run: bun bench/read-flood.ts [seconds=8]   (part of: bun run bench)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { generateCatalog, seededRandom } from "./generate-catalog";
import { recordResults } from "./results";
import { percentile, sampleHealth, spawnStore } from "./spawn-store";

const SECONDS = Number(process.argv[2] ?? 8);
const ADDRESSES = 64;

const folder = mkdtempSync(join(tmpdir(), "read-flood-"));
const dbPath = join(folder, "store.db");
const db = openDatabase(dbPath);
await generateCatalog(db, 100_000);
db.$client.close();

const random = seededRandom(23);
const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const word = () =>
  Array.from({ length: 3 + Math.floor(random() * 6) }, () => LETTERS[Math.floor(random() * 26)] ?? "a").join("");
const round = (ms: number) => Math.round(ms * 10) / 10;

async function flood(shopBudgetMs: number) {
  const { base, process: server } = await spawnStore(folder, dbPath, {
    TRUST_PROXY: "1",
    READS_PER_SECOND: "30",
    READ_WORK_MS_PER_SECOND: String(shopBudgetMs),
  });
  await (await fetch(`${base}/client/home`)).arrayBuffer(); // kept from here on
  const answers = new Map<number, number>();
  const until = performance.now() + SECONDS * 1000;
  const going = () => performance.now() < until;
  const client = async (n: number) => {
    const headers = { "x-forwarded-for": `198.51.${100 + Math.floor(n / 250)}.${n % 250}` };
    for (let i = 0; going(); i++) {
      const path = i % 3 === 2 ? `/api/v1/products/visitor/suggestions?q=${word()}` : `/client/store?q=${word()}`;
      const response = await fetch(`${base}${path}`, { headers });
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    }
  };
  const keptPage = async () => {
    const times: number[] = [];
    while (going()) {
      const began = performance.now();
      await (await fetch(`${base}/client/home`, { headers: { "x-forwarded-for": "203.0.113.1" } })).arrayBuffer();
      times.push(performance.now() - began);
      await Bun.sleep(50);
    }
    return times.sort((a, b) => a - b);
  };
  const [health, kept] = await Promise.all([
    sampleHealth(base, going, 20),
    keptPage(),
    ...Array.from({ length: ADDRESSES }, (_, n) => client(n)),
  ]);
  server.kill();
  await server.exited;
  return {
    healthP50Ms: round(percentile(health, 0.5)),
    healthP95Ms: round(percentile(health, 0.95)),
    keptPageP50Ms: round(percentile(kept, 0.5)),
    keptPageP95Ms: round(percentile(kept, 0.95)),
    floodAnswers: Object.fromEntries(answers),
  };
}

const figures = {
  addresses: ADDRESSES,
  seconds: SECONDS,
  withShopBudget: await flood(400),
  withoutShopBudget: await flood(0),
};
rmSync(folder, { recursive: true, force: true });
console.log(JSON.stringify(figures, null, 2));
recordResults("readFlood", figures);
