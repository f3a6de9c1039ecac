import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase } from "../src/db/database";
import { liftUnpaidHolds } from "../src/test/orders";
import { TEST_PAYHERE } from "../src/test/payhere-notice";
import { STAND_IN_CREDENTIALS, startSmsGatewayStandIn } from "../src/test/sms-gateway-stand-in";
import { testSql } from "../src/test/test-sql";
import { waitFor } from "../src/test/wait-for";
import { type RunningStore, startStore } from "./support/server";
import { openStoreDatabase } from "./support/store-database";

const SCARCE_UNITS = 50;
const CUSTOMERS = 200;

/** Two store processes over one database, as two instances behind a load balancer would be. */
describe("two instances of the store over one database", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-two-"));
  const env = {
    ORDERS_PER_HOUR_PER_CLIENT: "1000000",
    ORDERS_PER_HOUR_PER_ADDRESS: "1000000",
    ORDERS_PER_HOUR_PER_NETWORK: "1000000",
    LOGIN_REQUESTS_PER_MINUTE: "4",
    TRUST_PROXY: "1",
  };
  let instances: RunningStore[] = [];
  beforeAll(async () => {
    instances = [await startStore({ ...env, SEED: "demo" }, dir)];
    instances.push(await startStore({ ...env, SEED: "none" }, dir));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  const product = async (instance: RunningStore, id: number) => {
    const answer = await fetch(`${instance.url}/api/v1/products/visitor/get-product-by-id/${id}`);
    return ((await answer.json()) as { data: { qty: number } }).data;
  };

  test("200 customers spread over both race for the last 50 units: exactly 50 orders, stock 0, each seen at once by the other", async () => {
    const [first, second] = instances as [RunningStore, RunningStore];

    const db = openStoreDatabase(first);
    const scarce = await testSql(db).get<{ id: number }>("SELECT id FROM products WHERE is_active = true LIMIT 1");
    const productId = scarce?.id as number;
    await testSql(db).run(
      "UPDATE products SET qty = ?, price_cents = 100000, discount_price_cents = NULL WHERE id = ?",
      [SCARCE_UNITS, productId],
    );
    // One test client orders for every customer: the limits on stock held by one client's unpaid orders are lifted.
    await liftUnpaidHolds(db);
    expect((await product(second, productId)).qty).toBe(SCARCE_UNITS);
    // Each storefront keeps the part's page as it is now.
    const page = async (instance: RunningStore) => (await fetch(`${instance.url}/client/product/${productId}`)).text();
    for (const instance of instances) expect(await page(instance)).not.toContain("Out of stock");

    const answers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, i) => {
        const instance = instances[i % 2] as RunningStore;
        const response = await fetch(`${instance.url}/api/v1/orders/visitor/make-order`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": crypto.randomUUID() },
          body: JSON.stringify({
            customerEmail: `customer${i}@example.com`,
            customerPrimaryMobile: `0771${String(i).padStart(6, "0")}`,
            customerFullName: `Customer ${i}`,
            customerAddress: "1 Galle Road, Colombo 03",
            orderItems: [{ productId, quantity: 1 }],
          }),
        });
        await response.arrayBuffer();
        return { instance: i % 2, status: response.status };
      }),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(SCARCE_UNITS);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(CUSTOMERS - SCARCE_UNITS);
    // Both instances answered their half (which of them wins the units is the write lock's choice: under load one
    // instance can take them all while the other's orders wait their turn and find none left).
    for (const instance of [0, 1])
      expect(answers.filter((answer) => answer.instance === instance)).toHaveLength(CUSTOMERS / 2);

    const orders = await testSql(db).get<{ n: number }>(
      "SELECT CAST(count(*) AS integer) AS n FROM orders WHERE id IN (SELECT order_id FROM order_items WHERE product_id = ?)",
      [productId],
    );
    expect(orders?.n).toBe(SCARCE_UNITS);
    // Whichever instance took the last order, both storefronts show the part sold out on the next read.
    expect((await product(first, productId)).qty).toBe(0);
    expect((await product(second, productId)).qty).toBe(0);
    for (const instance of instances) expect(await page(instance)).toContain("Out of stock");
    await closeDatabase(db);
  }, 60_000);

  test("the sign-in budget of an address is one, wherever its requests land", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const instance = instances[i % 2] as RunningStore;
      const response = await fetch(`${instance.url}/api/v1/auth/login`, {
        method: "POST",
        // A client address of its own (each instance trusts its proxy), so other tests' sign-ins spend nothing of it.
        headers: { "content-type": "application/json", origin: instance.url, "x-forwarded-for": "203.0.113.49" },
        body: JSON.stringify({ username: "nobody@example.com", password: "not the password" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  }, 60_000);
});

describe("two instances starting at once over unpaid orders past their window", () => {
  const ORDERS = 12;
  const dir = mkdtempSync(join(tmpdir(), "store-two-hold-"));
  const gateway = startSmsGatewayStandIn();
  const env = {
    ...TEST_PAYHERE,
    ORDERS_PER_HOUR_PER_CLIENT: "1000000",
    ORDERS_PER_HOUR_PER_ADDRESS: "1000000",
    ORDERS_PER_HOUR_PER_NETWORK: "1000000",
    SMS_PROVIDER: "notifylk",
    SMS_API_URL: gateway.notifyLkUrl,
    SMS_API_KEY: STAND_IN_CREDENTIALS.apiKey,
    SMS_USER_ID: STAND_IN_CREDENTIALS.userId,
    SMS_SENDER_ID: STAND_IN_CREDENTIALS.senderId,
  };
  let instances: RunningStore[] = [];
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    gateway.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("the hold cancels each order once and returns its stock once; each text goes out once", async () => {
    const first = await startStore({ ...env, SEED: "demo" }, dir);
    instances = [first];
    const db = openStoreDatabase(first);
    const part = await testSql(db).get<{ id: number }>("SELECT id FROM products WHERE is_active = true LIMIT 1");
    const productId = part?.id as number;
    await testSql(db).run("UPDATE products SET qty = 1000 WHERE id = ?", [productId]);
    await liftUnpaidHolds(db);
    const demo = await testSql(db).get<{ last: number }>(
      "SELECT CAST(coalesce(max(id), 0) AS integer) AS last FROM orders",
    );

    const mobiles = Array.from({ length: ORDERS }, (_, i) => `0772${String(i).padStart(6, "0")}`);
    for (const [i, mobile] of mobiles.entries()) {
      const response = await fetch(`${first.url}/api/v1/orders/visitor/make-order`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          customerPrimaryMobile: mobile,
          customerFullName: `Customer ${i}`,
          customerAddress: "1 Galle Road, Colombo 03",
          orderItems: [{ productId, quantity: 2 }],
          payment: { method: "PAYHERE" },
        }),
      });
      expect(response.status).toBe(201);
    }
    expect((await gateway.waitFor(ORDERS)).length).toBe(ORDERS);
    await first.stop();
    instances = [];
    // Placed two hours ago: past PayHere's one-hour window, so the hold of every instance that starts takes them.
    await testSql(db).run("UPDATE orders SET placed_at = placed_at - 7200000"); // milliseconds on both engines
    const stockBefore = await testSql(db).get<{ qty: number }>("SELECT qty FROM products WHERE id = ?", [productId]);
    expect(stockBefore?.qty).toBe(1000 - 2 * ORDERS);

    instances = await Promise.all([
      startStore({ ...env, SEED: "none" }, dir),
      startStore({ ...env, SEED: "none" }, dir),
    ]);

    const texts = await gateway.waitFor(2 * ORDERS, 15_000);
    // Once every text in the outbox is marked sent, neither sender will send one again: then nothing was sent twice.
    await waitFor("every text marked sent", async () => {
      const waiting = await testSql(db).get<{ n: number }>(
        "SELECT CAST(count(*) AS integer) AS n FROM sms_outbox WHERE status <> 'SENT'",
      );
      return waiting?.n === 0;
    });
    expect(gateway.received.length).toBe(2 * ORDERS);
    const canceledTexts = texts.slice(ORDERS).map((text) => text.to);
    expect(new Set(canceledTexts).size).toBe(ORDERS);

    const history = await testSql(db).all<{ n: number }>(
      "SELECT CAST(count(*) AS integer) AS n FROM order_status_history WHERE to_status = 'CANCELED' AND order_id > ? GROUP BY order_id",
      [demo?.last ?? 0],
    );
    expect(history.map((row) => row.n)).toEqual(Array(ORDERS).fill(1));
    const stockAfter = await testSql(db).get<{ qty: number }>("SELECT qty FROM products WHERE id = ?", [productId]);
    expect(stockAfter?.qty).toBe(1000);
    await closeDatabase(db);
  }, 90_000);
});
