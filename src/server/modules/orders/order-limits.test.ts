import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addProduct, stockOf } from "../../../test/catalog";
import { type ListeningStore, listeningStore } from "../../../test/listening-store";
import { manualClock } from "../../../test/manual-clock";
import { orderBody, placeOrder } from "../../../test/orders";
import { requestFrom } from "../../../test/request-from";
import { makeTestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";

describe("orders per customer and per address", () => {
  let running: ListeningStore;
  beforeAll(() => {
    running = listeningStore({ env: { ORDERS_PER_HOUR_PER_CLIENT: "3", ORDERS_PER_HOUR_PER_ADDRESS: "6" } });
  });
  afterAll(() => running.stop());
  const url = () => `${running.url}/api/v1/orders/visitor/make-order`;
  const order = (productId: number, mobile: string) => ({
    method: "POST",
    json: orderBody([{ productId, quantity: 1 }], { customerPrimaryMobile: mobile, customerEmail: null }),
  });

  test("one customer's mobile, however written and from any address, places only so many orders an hour", async () => {
    const part = await addProduct(running.store.db, { qty: 100 });
    const ways = ["077 111 2233", "+94771112233", "0771112233"];
    for (const [i, mobile] of ways.entries()) {
      expect((await requestFrom(`127.0.1.${i}`, url(), order(part, mobile))).status).toBe(201);
    }
    const refused = await requestFrom("127.0.1.9", url(), order(part, "94 77 111 2233"));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/placed several orders in a short time/);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another customer at the same address is not held back.
    expect((await requestFrom("127.0.1.9", url(), order(part, "0712223344"))).status).toBe(201);
    expect(await stockOf(running.store.db, part)).toBe(96);
  });

  test("one address places only so many orders an hour, whoever orders; another address is not held back", async () => {
    const part = await addProduct(running.store.db, { qty: 100 });
    for (let i = 0; i < 6; i++) {
      expect((await requestFrom("127.0.2.1", url(), order(part, `07055500${i}0`))).status).toBe(201);
    }
    expect((await requestFrom("127.0.2.1", url(), order(part, "0705550099"))).status).toBe(429);
    expect((await requestFrom("127.0.2.2", url(), order(part, "0705550099"))).status).toBe(201);
  });

  test("orders refused for stock do not use up the customer's or the address's budget", async () => {
    const scarce = await addProduct(running.store.db, { qty: 0 });
    for (let i = 0; i < 8; i++)
      expect((await requestFrom("127.0.3.1", url(), order(scarce, "0783334455"))).status).toBe(409);
  });
});

describe("a carrier's NAT: 200 customers behind one IPv4 address at a busy hour", () => {
  test("all 200 orders are placed and hold their stock; none is refused", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now, env: { TRUST_PROXY: "1" } });
    const parts: number[] = [];
    for (let i = 0; i < 10; i++) parts.push(await addProduct(store.db, { qty: 60 }));
    const answers: number[] = [];
    const held: boolean[] = [];
    for (let n = 0; n < 200; n++) {
      // An order every 18 seconds for an hour, each from a different customer, all from one address.
      if (n > 0) clock.advanceMinutes(0.3);
      const placed = await placeOrder(
        store,
        orderBody([{ productId: parts[n % parts.length] as number, quantity: 1 }], {
          customerPrimaryMobile: `077${String(10_000_000 + n).slice(1)}`,
          customerEmail: `customer${n}@example.com`,
        }),
        { "x-forwarded-for": "203.0.113.77" },
      );
      answers.push(placed.status);
      held.push(placed.body.data?.stockHeld === true);
    }
    expect(answers.filter((status) => status !== 201)).toEqual([]);
    expect(held.filter((stockHeld) => !stockHeld)).toEqual([]);
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
