/**
 * A real day's load, each read figure set against a bare `Bun.serve` replaying the very same bytes in the same run
 * (bench/recorded-answers.ts), on the real store (its own process, logging at info) over 10,000 generated products:
 *
 * 1. cached reads (a list, a product, the store page) on a fresh process;
 * 2. again after a soak of 20,000 distinct reads, most of them misses (products by id, list pages): cached answers
 *    must cost the same however many are kept;
 * 3. mixed load: the store page and 20 product pages read at full speed while orders arrive at 0, 5 and 50 a second
 *    over 2,000 parts, among them every part those pages show; then the books: every order answered 201 is in the database, none else, and
 *    every product's stock is what it was less what was sold;
 * 4. misses: the same reads built every time (ANSWER_CACHE_MB=0), and a search for "brake", on 10,000 and 100,000
 *    products, 16 connections.
 * Run: bun bench/day-load.ts [seconds=5] [soakSeconds=60]   (part of: bun run bench; BENCH_ENGINE=postgres runs it on
 * PostgreSQL, bench-database.ts)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { benchDatabase } from "./bench-database";
import { generateCatalog, liftOrderLimits, seededRandom } from "./generate-catalog";
import { againstRaw, rawServerFor } from "./recorded-answers";
import { recordResults } from "./results";
import { spawnStore } from "./spawn-store";
import { ensureWrk, type LoadResult, loadSequence } from "./wrk";

const SECONDS = Number(process.argv[2] ?? 5);
const SOAK_SECONDS = Number(process.argv[3] ?? 60);
const SOAK_DISTINCT = 20_000;
const PRODUCTS = 10_000;
const STOCK = 100_000;
const ORDER_RATES = [0, 5, 50];
const READ_PRODUCTS = 20;

const KEPT = [
  { name: "product list API", path: "/api/v1/products/visitor/get-all-products?page=0&size=12" },
  { name: "product by id API", path: "/api/v1/products/visitor/get-product-by-id/1" },
  { name: "/client/store page", path: "/client/store" },
];
const MISSES = [
  { name: "product list API", path: "/api/v1/products/visitor/get-all-products?page=0&size=12" },
  { name: "product by id API", path: "/api/v1/products/visitor/get-product-by-id/1" },
  { name: 'search "brake"', path: "/api/v1/products/visitor/get-all-products-search?searchText=brake&page=0&size=12" },
];

/** 20,000 distinct reads: each product by id, then list pages of 10 to 29 products. */
const SOAK_PATH = `(function(k)
    if k < ${PRODUCTS} then return "/api/v1/products/visitor/get-product-by-id/" .. (k + 1) end
    k = k - ${PRODUCTS}
    return "/api/v1/products/visitor/get-all-products?page=" .. (k % 500) .. "&size=" .. (10 + math.floor(k / 500))
  end)(n % ${SOAK_DISTINCT})`;

const ratio = (store: LoadResult, raw: LoadResult) => store.perSecond / raw.perSecond;

async function generated(folder: string, count: number) {
  const path = join(folder, `catalog-${count}.db`);
  const db = openDatabase(path);
  await generateCatalog(db, count);
  db.$client.run(`UPDATE products SET qty = ${STOCK}, is_active = 1`);
  liftOrderLimits(db);
  db.$client.close();
  return path;
}

const STORE_ENV = {
  NODE_ENV: "production",
  LOG_LEVEL: "info",
  TRUST_PROXY: "1",
  ORDERS_PER_HOUR_PER_CLIENT: "1000000",
  ORDERS_PER_HOUR_PER_ADDRESS: "1000000",
  ORDERS_PER_HOUR_PER_NETWORK: "1000000",
  PROOFLESS_POSTS_PER_HOUR: "1000000",
};

/** Orders of one or two of `products` at `perSecond` until `until`, each from its own customer; their answers. */
async function placeOrders(base: string, products: number[], perSecond: number, until: number) {
  const statuses = new Map<number, number>();
  if (perSecond === 0) return statuses;
  const random = seededRandom(perSecond);
  const placing: Promise<void>[] = [];
  let next = performance.now();
  for (let n = 1; performance.now() < until; n++) {
    const lines = new Set<number>();
    const count = 1 + Math.floor(random() * 2);
    while (lines.size < count) lines.add(products[Math.floor(random() * products.length)] as number);
    placing.push(
      fetch(`${base}/api/v1/orders/visitor/make-order`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `10.${perSecond}.${Math.floor(n / 250) % 250}.${1 + (n % 250)}`,
        },
        body: JSON.stringify({
          customerEmail: `day.customer.${perSecond}.${n}@example.com`,
          customerPrimaryMobile: `077 ${String(1_000_000 + n).slice(-7)}`,
          customerFullName: "Day Customer",
          customerAddress: "1 Galle Road, Colombo 03",
          orderItems: [...lines].map((productId) => ({ productId, quantity: 1 })),
        }),
      }).then(async (response) => {
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }),
    );
    next += 1000 / perSecond;
    await Bun.sleep(Math.max(0, next - performance.now()));
  }
  await Promise.all(placing);
  return statuses;
}

ensureWrk();
const folder = mkdtempSync(join(tmpdir(), "store-day-load-"));
const kill: (() => void)[] = [];
try {
  const dbPath = await generated(folder, PRODUCTS);
  const database = await benchDatabase(dbPath);
  kill.push(() => void database.stop());
  const store = await spawnStore(folder, dbPath, { ...STORE_ENV, DATABASE_URL: database.url });
  kill.push(() => store.process.kill("SIGKILL"));

  // The pages read during orders: the store page and product pages of parts that are ordered.
  const shownOnStorePage = (
    (await (await fetch(`${store.base}${KEPT[0]?.path}`)).json()) as {
      data: { data: { productId: number }[] };
    }
  ).data.data.map((product) => product.productId);
  const readProducts = Array.from({ length: READ_PRODUCTS }, (_, index) => 1 + index * 37);
  const readPaths = ["/client/store", ...readProducts.map((id) => `/client/product/${id}`)];
  const readPath = `({${readPaths.map((path) => `"${path}"`).join(",")}})[n % ${readPaths.length} + 1]`;
  // Orders spread over 2,000 parts, as a shop's sales are, among them every part the read pages show.
  const ordered = [
    ...new Set([...shownOnStorePage, ...readProducts, ...Array.from({ length: 2_000 }, (_, i) => 1 + i * 5)]),
  ];

  const raw = await rawServerFor(
    store.base,
    [...new Set([...KEPT, ...MISSES].map((target) => target.path).concat(readPaths))],
    folder,
  );
  kill.push(() => raw.process.kill("SIGKILL"));

  const keptReads = async () => {
    const rows = [];
    for (const { name, path } of KEPT)
      rows.push({ name, ...(await againstRaw(store.base, raw.base, path, { seconds: SECONDS })) });
    return rows;
  };

  // 1, 2. Kept reads fresh, then after the soak.
  const fresh = await keptReads();
  const soak = await loadSequence(store.base, SOAK_PATH, { seconds: SOAK_SECONDS });
  const afterSoak = await keptReads();

  // 3. Reads while orders arrive.
  const rawMixed = await loadSequence(raw.base, readPath, { seconds: SECONDS });
  const mixed = [];
  for (const perSecond of ORDER_RATES) {
    const until = performance.now() + SECONDS * 1000;
    const [reads, statuses] = await Promise.all([
      loadSequence(store.base, readPath, { seconds: SECONDS }),
      placeOrders(store.base, ordered, perSecond, until),
    ]);
    mixed.push({ perSecond, reads, ratio: ratio(reads, rawMixed), statuses: Object.fromEntries(statuses) });
  }
  store.process.kill("SIGTERM");
  await store.process.exited;

  const [orders] = await database.query<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM orders");
  const [wrong] = await database.query<{ n: number }>(
    `SELECT CAST(count(*) AS integer) AS n FROM products p
     WHERE p.qty != ? - coalesce((SELECT sum(quantity) FROM order_items WHERE product_id = p.id), 0)`,
    STOCK,
  );
  const wrongStock = Number(wrong?.n);
  const placed = mixed.reduce((sum, run) => sum + (run.statuses[201] ?? 0), 0);

  // 4. Misses: every read built.
  const misses: { catalog: number; name: string; store: LoadResult; raw: LoadResult; ratio: number }[] = [];
  for (const [count, path] of [
    [PRODUCTS, dbPath],
    [100_000, await generated(folder, 100_000)],
  ] as const) {
    const uncached = await spawnStore(folder, path, { ...STORE_ENV, ANSWER_CACHE_MB: "0" });
    kill.push(() => uncached.process.kill("SIGKILL"));
    const limits = await rawServerFor(
      uncached.base,
      MISSES.map((miss) => miss.path),
      folder,
    );
    kill.push(() => limits.process.kill("SIGKILL"));
    for (const { name, path: read } of MISSES) {
      const measured = await againstRaw(uncached.base, limits.base, read, { seconds: SECONDS, connections: 16 });
      misses.push({ catalog: count, name, ...measured });
    }
    uncached.process.kill("SIGTERM");
    limits.process.kill("SIGTERM");
  }

  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const row = (name: string, store: LoadResult, raw: LoadResult, note = "") =>
    console.log(
      `${name.padEnd(34)}${pad(store.perSecond, 9)}${pad(raw.perSecond, 9)}${pad(ratio(store, raw).toFixed(3), 7)}${pad(store.p95Ms.toFixed(1), 8)}${note}${store.errors ? `  ERRORS ${store.errors}` : ""}`,
    );
  console.log(
    `\na day's load on ${database.engine} (${PRODUCTS} products, wrk, ${SECONDS} s each; raw = Bun.serve, same bytes, same run)`,
  );
  console.log(`${"".padEnd(34)}${pad("req/s", 9)}${pad("raw", 9)}${pad("ratio", 7)}${pad("p95 ms", 8)}`);
  for (const [index, read] of fresh.entries()) {
    const after = afterSoak[index] as (typeof afterSoak)[number];
    row(`kept, fresh: ${read.name}`, read.store, read.raw, read.ratio >= 0.5 ? "" : "  (below 0.5)");
    const drift = after.ratio / read.ratio - 1;
    row(`kept, after soak: ${after.name}`, after.store, after.raw, `  ${(drift * 100).toFixed(0)}% vs fresh`);
  }
  console.log(
    `soak: ${SOAK_SECONDS} s over ${SOAK_DISTINCT} distinct reads, ${soak.perSecond} req/s, p95 ${soak.p95Ms.toFixed(1)} ms`,
  );
  for (const run of mixed) {
    row(
      `store + product pages, ${run.perSecond} orders/s`,
      run.reads,
      rawMixed,
      `  orders ${JSON.stringify(run.statuses)}`,
    );
  }
  console.log(
    `  books: ${orders?.n} orders in the database for ${placed} answered 201 · ${wrongStock} products with wrong stock`,
  );
  for (const miss of misses) row(`miss, ${miss.catalog}: ${miss.name}`, miss.store, miss.raw);

  recordResults("day load", {
    seconds: SECONDS,
    soakSeconds: SOAK_SECONDS,
    kept: fresh.map((read, index) => ({ ...read, afterSoak: afterSoak[index] })),
    soak,
    mixed: mixed.map((run) => ({ ...run, raw: rawMixed })),
    books: { orders: orders?.n, placed, wrongStock },
    misses,
  });
  if (Number(orders?.n) !== placed || wrongStock !== 0) process.exitCode = 1;
} finally {
  for (const stop of kill) stop();
  rmSync(folder, { recursive: true, force: true });
}
