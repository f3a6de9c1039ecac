import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addProduct, stockOf } from "../../../test/catalog";
import { type ListeningStore, listeningStore } from "../../../test/listening-store";
import { manualClock } from "../../../test/manual-clock";
import { orderBody, placeOrder } from "../../../test/orders";
import { requestFrom } from "../../../test/request-from";
import { makeTestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";

describe("orders per client", () => {
  let running: ListeningStore;
  beforeAll(() => {
    running = listeningStore({ env: { ORDERS_PER_HOUR_PER_CLIENT: "3" } });
  });
  afterAll(() => running.stop());

  test("one address may place only so many orders an hour; another address is not held back", async () => {
    const part = await addProduct(running.store.db, { qty: 100 });
    const url = `${running.url}/api/v1/orders/visitor/make-order`;
    const order = { method: "POST", json: orderBody([{ productId: part, quantity: 1 }]) };
    for (let i = 0; i < 3; i++) expect((await requestFrom("127.0.0.6", url, order)).status).toBe(201);
    const refused = await requestFrom("127.0.0.6", url, order);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/placed several orders in a short time/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await requestFrom("127.0.0.7", url, order)).status).toBe(201);
    expect(await stockOf(running.store.db, part)).toBe(96);
  });

  test("orders refused for stock do not use up the address's budget", async () => {
    const scarce = await addProduct(running.store.db, { qty: 0 });
    const url = `${running.url}/api/v1/orders/visitor/make-order`;
    const order = { method: "POST", json: orderBody([{ productId: scarce, quantity: 1 }]) };
    for (let i = 0; i < 5; i++) expect((await requestFrom("127.0.0.8", url, order)).status).toBe(409);
  });
});

describe("units of one product per order", () => {
  test("are capped by ORDER_LINE_MAX_QTY, with a message saying how to buy more", async () => {
    const store = makeTestApp({ env: { ORDER_LINE_MAX_QTY: "5" } });
    const part = await addProduct(store.db, { qty: 920 });
    const over = await placeOrder(store, orderBody([{ productId: part, quantity: 6 }]));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      { field: "orderItems.0.quantity", message: "At most 5 of one product per order. For more, please call us." },
    ]);
    expect((await placeOrder(store, orderBody([{ productId: part, quantity: 5 }]))).status).toBe(201);
    expect(await stockOf(store.db, part)).toBe(915);
  });
});

describe("confirmation e-mails per recipient", () => {
  test("stop after the hourly limit (whatever the address's case), while the orders are still placed", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now, env: { ORDER_EMAILS_PER_HOUR: "2" } });
    const part = await addProduct(store.db, { qty: 100 });
    const confirmations = async (email: string) =>
      (
        await testSql(store.db).get<{ n: number }>(
          "SELECT CAST(count(*) AS integer) AS n FROM email_outbox WHERE kind = 'order-confirmation' AND lower(recipient) = ?",
          [email],
        )
      )?.n;
    for (const email of ["victim@example.com", "Victim@Example.com", "VICTIM@example.com"]) {
      const placed = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { customerEmail: email }));
      expect(placed.status).toBe(201);
    }
    expect(await confirmations("victim@example.com")).toBe(2);
    await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { customerEmail: "other@example.com" }));
    expect(await confirmations("other@example.com")).toBe(1);

    clock.advanceMinutes(61);
    await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { customerEmail: "victim@example.com" }));
    expect(await confirmations("victim@example.com")).toBe(3);
  });
});
