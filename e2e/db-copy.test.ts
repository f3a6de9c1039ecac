import { afterAll, describe, expect, test } from "bun:test";
import { join, resolve } from "node:path";
import { ENGINE } from "../src/db/engine";
import { tempFolder } from "../src/test/temp-folders";
import { postgresTestUrl } from "../src/test/test-database";
import { type RunningStore, startStore } from "./support/server";

const ROOT = resolve(import.meta.dir, "..");

interface Listed {
  data: { count: number; data: { productId: number; code: string; name: string }[] };
}

const search = async (store: RunningStore, text: string) =>
  (await (
    await fetch(`${store.url}/api/v1/products/visitor/get-all-products?size=5&searchText=${encodeURIComponent(text)}`)
  ).json()) as Listed;

/** How many parts the storefront lists, and how many of them are the first brand's (summed from product_counts). */
const counts = async (store: RunningStore) =>
  Promise.all(
    ["", "&brandId=1"].map(
      async (filter) =>
        (
          (await (
            await fetch(`${store.url}/api/v1/products/visitor/get-all-products?size=0${filter}`)
          ).json()) as Listed
        ).data.count,
    ),
  );

const order = (store: RunningStore, productId: number) =>
  fetch(`${store.url}/api/v1/orders/visitor/make-order`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      customerEmail: "moving@example.com",
      customerPrimaryMobile: "077 123 4567",
      customerFullName: "Moving Shop",
      customerAddress: "1 Galle Road, Colombo 03",
      orderItems: [{ productId, quantity: 1 }],
    }),
  });

// Moving a shop needs a PostgreSQL server: this runs in the suite's PostgreSQL run (TEST_DATABASE_URL).
describe.if(ENGINE === "postgres")("moving a shop from SQLite to PostgreSQL", () => {
  const dirs = [tempFolder("store-copy-"), tempFolder("store-copy-")];
  const stores: RunningStore[] = [];
  afterAll(async () => {
    for (const store of stores) await store.stop();
  });

  test("db:copy moves a live SQLite store into an empty PostgreSQL one: the same parts, orders, search and ids go on", async () => {
    const [sqliteDir, postgresDir] = dirs as [string, string];
    const file = join(sqliteDir, "store.db");
    const onSqlite = await startStore({ DATABASE_URL: `file:${file}` }, sqliteDir);
    stores.push(onSqlite);
    const brakes = await search(onSqlite, "brake pad");
    const [first] = brakes.data.data;
    expect(brakes.data.count).toBeGreaterThan(0);
    const listed = await counts(onSqlite);
    const placed = (await (await order(onSqlite, first?.productId ?? 0)).json()) as { data: { orderId: string } };

    const empty = await postgresTestUrl();
    const copy = Bun.spawnSync([process.execPath, "scripts/db-copy.ts", file, empty], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "" },
    });
    const said = copy.stdout.toString();
    expect({ code: copy.exitCode, stderr: copy.stderr.toString() }).toEqual({ code: 0, stderr: "" });
    expect(said).toMatch(/^products: \d+ rows$/m);
    expect(said).toContain("every count matches");
    expect(said).not.toContain(empty);

    // A second copy into the same database is refused: it holds a store now.
    const again = Bun.spawnSync([process.execPath, "scripts/db-copy.ts", file, empty], { cwd: ROOT });
    expect(again.exitCode).toBe(1);
    expect(again.stderr.toString()).toContain("already holds a store");

    const onPostgres = await startStore({ DATABASE_URL: empty, SEED: "" }, postgresDir);
    stores.push(onPostgres);
    const moved = await search(onPostgres, "brake pad");
    expect(moved.data.count).toBe(brakes.data.count);
    expect(moved.data.data[0]?.code).toBe(first?.code);
    expect(await counts(onPostgres)).toEqual(listed);
    const tracked = await fetch(`${onPostgres.url}/api/v1/orders/visitor/track`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ orderId: placed.data.orderId, contact: "moving@example.com" }),
    });
    expect(tracked.status).toBe(200);
    // Ids go on after the copied ones: a new order is taken, under the next number.
    const next = await order(onPostgres, first?.productId ?? 0);
    expect(next.status).toBe(201);
    const nextNumber = ((await next.json()) as { data: { orderId: string } }).data.orderId;
    expect(nextNumber > placed.data.orderId).toBe(true);
  }, 120_000);
});
