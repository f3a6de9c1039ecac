/**
 * Order placement throughput: the real store (`bun src/server/main.ts`, its own process, a WAL database file) with a
 * generated catalog of 100,000 products; 50 concurrent clients post `make-order` with 4 lines each for a while.
 * Then the books are checked: every 201 is an order in the database, no order exists that was not answered 201,
 * and for every product, stock before − units sold = stock after, never below zero.
 * Run: bun bench/order-throughput.ts [seconds=10] [clients=50]   (part of: bun run bench, on SQLite and, with
 * BENCH_ENGINE=postgres, on PostgreSQL: bench-database.ts)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../src/db/database";
import { BENCH_ENGINE, benchDatabase, postgresAvailable } from "./bench-database";
import { generateCatalog, liftOrderLimits, seededRandom } from "./generate-catalog";
import { recordResults } from "./results";
import { percentile, spawnStore } from "./spawn-store";

const SECONDS = Number(process.argv[2] ?? 10);
const CLIENTS = Number(process.argv[3] ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Orders are spread over this many products; a few of them are scarce, so some orders are refused for stock. */
const HOT_PRODUCTS = 2_000;
const HOT_STOCK = 100;
const SCARCE_PRODUCTS = 20;
const SCARCE_STOCK = 5;
const LINES = 4;

if (BENCH_ENGINE === "postgres" && !postgresAvailable()) {
  console.log("order placement on postgres: skipped, PostgreSQL is not installed here");
  process.exit(0);
}
const folder = mkdtempSync(join(tmpdir(), "order-bench-"));
const dbPath = join(folder, "store.db");

const started = performance.now();
const db = openDatabase(dbPath);
await generateCatalog(db, PRODUCTS);
const hot = db.$client
  .query<{ id: number }, [number]>("SELECT id FROM products WHERE is_active = 1 ORDER BY random() LIMIT ?")
  .all(HOT_PRODUCTS)
  .map((row) => row.id);
db.$client.run(`UPDATE products SET qty = ${HOT_STOCK} WHERE id IN (${hot.join(",")})`);
db.$client.run(`UPDATE products SET qty = ${SCARCE_STOCK} WHERE id IN (${hot.slice(0, SCARCE_PRODUCTS).join(",")})`);
liftOrderLimits(db);
const stockBefore = new Map(
  db.$client
    .query<{ id: number; qty: number }, []>("SELECT id, qty FROM products")
    .all()
    .map((row) => [row.id, row.qty]),
);
db.$client.close();
console.log(`generated ${PRODUCTS} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const database = await benchDatabase(dbPath);
const { base, process: server } = await spawnStore(folder, dbPath, {
  DATABASE_URL: database.url,
  ORDERS_PER_HOUR_PER_CLIENT: "1000000",
  ORDERS_PER_HOUR_PER_ADDRESS: "1000000",
  ORDERS_PER_HOUR_PER_NETWORK: "1000000",
  TRUST_PROXY: "1",
  PROOFLESS_POSTS_PER_HOUR: "1000000",
});

try {
  const random = seededRandom(11);
  // Many customers, as a shop's day has: each order from its own address, mobile and e-mail (one customer's orders
  // take turns on the limits of stock they may hold, which would measure one customer, not the shop).
  let customers = 0;
  const orderBody = () => {
    const ids = new Set<number>();
    while (ids.size < LINES) ids.add(hot[Math.floor(random() * hot.length)] as number);
    const n = ++customers;
    return JSON.stringify({
      customerEmail: `bench.customer.${n}@example.com`,
      customerPrimaryMobile: `077 ${String(1_000_000 + (n % 9_000_000)).slice(-7)}`,
      customerFullName: "Bench Customer",
      customerAddress: "1 Galle Road, Colombo 03",
      orderItems: [...ids].map((productId) => ({ productId, quantity: 1 + Math.floor(random() * 3) })),
    });
  };

  const statuses = new Map<number, number>();
  const times: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const began = performance.now();
      const response = await fetch(`${base}/api/v1/orders/visitor/make-order`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "idempotency-key": crypto.randomUUID(),
          "x-forwarded-for": `10.${customers % 250}.${Math.floor(customers / 250) % 250}.${1 + (customers % 200)}`,
        },
        body: orderBody(),
      });
      await response.arrayBuffer();
      times.push(performance.now() - began);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const loadStarted = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const elapsed = (performance.now() - loadStarted) / 1000;

  server.kill("SIGTERM");
  await server.exited;

  times.sort((a, b) => a - b);
  const placed = statuses.get(201) ?? 0;
  const refused = statuses.get(409) ?? 0;
  const other = [...statuses].filter(([status]) => status !== 201 && status !== 409);
  console.log(
    `order placement on ${database.engine} (${LINES} lines, ${CLIENTS} clients, ${SECONDS} s, ${PRODUCTS} products): ${(placed / elapsed).toFixed(0)} orders/s placed, ${((placed + refused) / elapsed).toFixed(0)} answers/s · median ${percentile(times, 0.5).toFixed(1)} ms · p95 ${percentile(times, 0.95).toFixed(1)} ms · ${placed} placed, ${refused} refused for stock${other.length ? ` · OTHER ${JSON.stringify(other)}` : ""}`,
  );

  const [counted] = await database.query<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM orders");
  const orders = counted?.n ?? 0;
  const sold = new Map(
    (
      await database.query<{ id: number; units: number }>(
        "SELECT product_id AS id, CAST(sum(quantity) AS integer) AS units FROM order_items GROUP BY product_id",
      )
    ).map((row) => [row.id, row.units]),
  );
  let wrong = 0;
  let negative = 0;
  for (const row of await database.query<{ id: number; qty: number }>("SELECT id, qty FROM products")) {
    if (row.qty < 0) negative++;
    if ((stockBefore.get(row.id) ?? 0) - (sold.get(row.id) ?? 0) !== row.qty) wrong++;
  }
  console.log(
    `  books: ${orders} orders in the database for ${placed} answered 201 (${orders === placed ? "none lost, none extra" : "MISMATCH"}) · ${wrong} products with wrong stock · ${negative} below zero`,
  );
  recordResults("order placement", {
    clients: CLIENTS,
    seconds: SECONDS,
    lines: LINES,
    placedPerSecond: Math.round(placed / elapsed),
    answersPerSecond: Math.round((placed + refused) / elapsed),
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    placed,
    refusedForStock: refused,
    ordersInDatabase: orders,
    productsWithWrongStock: wrong,
    belowZero: negative,
  });
  if (orders !== placed || wrong > 0 || negative > 0 || other.length > 0) process.exitCode = 1;
} finally {
  server.kill("SIGKILL");
  await database.stop();
  rmSync(folder, { recursive: true, force: true });
}
