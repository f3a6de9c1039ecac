import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type RunningStore, startStore } from "./support/server";
import { queryStore } from "./support/store-database";

const EMAIL = "durability@example.com";

// One client places the whole burst: lift its hourly limit on orders, or all but ten would be refused at once.
const ENV = {
  SEED: "demo",
  ORDERS_PER_HOUR_PER_CLIENT: "100000",
  ORDERS_PER_HOUR_PER_ADDRESS: "100000",
  ORDERS_PER_HOUR_PER_NETWORK: "100000",
};

describe("orders and a killed process", () => {
  const dir = mkdtempSync(join(tmpdir(), "store-kill-"));
  let store: RunningStore | undefined;
  afterAll(async () => {
    await store?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test("every order answered 201 is still there after SIGKILL mid-burst, and stock matches what was sold", async () => {
    store = await startStore(ENV, dir);
    const url = store.url;
    const catalog = (await (await fetch(`${url}/api/v1/products/visitor/get-all-products?size=100`)).json()) as {
      data: { data: { productId: number; qty: number; price: number }[] };
    };
    // Parts cheap enough that every order of two stays within cash on delivery's limit: each answer is a 201.
    const inStock = catalog.data.data.filter((p) => p.qty > 0 && p.price <= 10_000).slice(0, 12);
    const stockBefore = new Map(inStock.map((p) => [p.productId, p.qty]));

    const placed: string[] = [];
    let answered = 0;
    const burst = 200;
    const running = store;
    const attempts = Array.from({ length: burst }, async (_, i) => {
      const lines = [inStock[i % inStock.length], inStock[(i + 5) % inStock.length]];
      try {
        const response = await fetch(`${url}/api/v1/orders/visitor/make-order`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            customerEmail: EMAIL,
            customerPrimaryMobile: "077 123 4567",
            customerFullName: "Durability Test",
            customerAddress: "1 Galle Road, Colombo 03",
            orderItems: lines.map((p) => ({ productId: p?.productId, quantity: 1 })),
          }),
        });
        const body = (await response.json()) as { data: { orderId: string } | null };
        answered += 1;
        if (response.status !== 201 || !body.data) return;
        placed.push(body.data.orderId);
        // Killed in the same step as the 10th order is read: on a busy machine a step later can be after the last.
        if (placed.length === 10) running.process.kill("SIGKILL");
      } catch {
        // Cut off by the kill: no answer, so the customer was never told the order was placed.
      }
    });
    await Promise.all(attempts);
    await store.process.exited;
    const killedStore = store;
    store = undefined;
    expect(placed.length).toBeGreaterThan(0);
    expect(answered).toBeLessThan(burst); // the kill came mid-burst

    const saved = new Set(
      (
        await queryStore<{ order_number: string }>(
          killedStore,
          "SELECT order_number FROM orders WHERE customer_email = ?",
          EMAIL,
        )
      ).map((row) => row.order_number),
    );
    for (const orderId of placed) expect(saved.has(orderId)).toBe(true);

    // Orders beyond the limits on stock held for unpaid orders are kept without taking stock (stock_held false).
    const sold = await queryStore<{ product_id: number; units: number }>(
      killedStore,
      `SELECT product_id, CAST(sum(quantity) AS integer) AS units FROM order_items
         WHERE order_id IN (SELECT id FROM orders WHERE customer_email = ? AND stock_held = true) GROUP BY product_id`,
      EMAIL,
    );
    for (const { product_id, units } of sold) {
      const [row] = await queryStore<{ qty: number }>(killedStore, "SELECT qty FROM products WHERE id = ?", product_id);
      expect(row?.qty).toBe((stockBefore.get(product_id) ?? 0) - units);
      expect(row?.qty).toBeGreaterThanOrEqual(0);
    }

    store = await startStore(ENV, dir);
    expect((await fetch(`${store.url}/health`)).status).toBe(200);
  });
});
