import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { ENGINE } from "../../../db/engine";
import { addProduct, stockOf } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { liftUnpaidHolds, orderBody, placeOrder } from "../../../test/orders";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { OrderDetail } from "./order-rows";

const clock = manualClock();
let store: TestApp;
beforeAll(async () => {
  // Many orders from one client to one address: the limits on both have their own tests (order-limits.test.ts).
  store = makeTestApp({ now: clock.now, env: { ORDERS_PER_HOUR_PER_CLIENT: "1000", ORDER_EMAILS_PER_HOUR: "1000" } });
  await liftUnpaidHolds(store.db);
});

const makeOrder = (body: unknown, headers: Record<string, string> = {}) => placeOrder(store, body, headers);

const ordersCount = async () =>
  (await testSql(store.db).get<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM orders"))?.n;
const outboxFor = async (email: string) =>
  await testSql(store.db).all<{ subject: string; text_body: string; html_body: string; kind: string }>(
    "SELECT subject, text_body, html_body, kind FROM email_outbox WHERE recipient = ?",
    [email],
  );

describe("placing an order", () => {
  test("totals come from the server's prices: whatever price or total the client sends changes nothing", async () => {
    const pads = await addProduct(store.db, {
      name: "Front brake pads",
      code: "BP-1234",
      priceCents: 1_250_000,
      qty: 8,
    });
    const { status, body } = await makeOrder({
      ...orderBody([{ productId: pads, quantity: 2 }]),
      totalAmount: 1,
      totalQty: 99,
      orderItems: [{ productId: pads, quantity: 2, code: "FAKE", productName: "Free pads", price: 1, unitPrice: 1 }],
    });
    expect(status).toBe(201);
    expect(body.data.totalAmount).toBe(25_000);
    expect(body.data.totalQty).toBe(2);
    expect(body.data.orderItems).toEqual([
      {
        productId: pads,
        code: "BP-1234",
        productName: "Front brake pads",
        quantity: 2,
        unitPrice: 12_500,
        listPrice: 12_500,
        lineTotal: 25_000,
      },
    ]);
    expect(body.data.orderStatus).toBe("PENDING");
    expect(body.data.orderPlacedDate).toBe(clock.now().toISOString());
    expect(body.data.orderId).toBe(`SO-2026-${String(body.data.propertyId).padStart(6, "0")}`);
    expect(body.data.customerSecondaryMobile).toBeNull();
    expect(body.data.statusHistory).toEqual([
      { fromStatus: null, toStatus: "PENDING", changedBy: "Customer", changedAt: clock.now().toISOString() },
    ]);
    expect(await stockOf(store.db, pads)).toBe(6);
  });

  test("the sale price is charged when there is one, and the list price is kept beside it", async () => {
    const filter = await addProduct(store.db, { priceCents: 450_000, discountPriceCents: 399_900 });
    const { body } = await makeOrder(orderBody([{ productId: filter, quantity: 3 }]));
    expect(body.data.orderItems[0]).toMatchObject({ unitPrice: 3_999, listPrice: 4_500, lineTotal: 11_997 });
    expect(body.data.totalAmount).toBe(11_997);
  });

  test("money is added in cents: 10.10 + 20.20 is 30.30 and 3 × 33.33 is 99.99, exactly", async () => {
    const a = await addProduct(store.db, { priceCents: 1_010 });
    const b = await addProduct(store.db, { priceCents: 2_020 });
    const c = await addProduct(store.db, { priceCents: 3_333 });
    const first = await makeOrder(
      orderBody([
        { productId: a, quantity: 1 },
        { productId: b, quantity: 1 },
      ]),
    );
    expect(first.body.data.totalAmount).toBe(30.3);
    const second = await makeOrder(orderBody([{ productId: c, quantity: 3 }]));
    expect(second.body.data.totalAmount).toBe(99.99);
  });

  test("lines of the same product are merged into one", async () => {
    const plug = await addProduct(store.db, { priceCents: 95_000, qty: 20 });
    const { body } = await makeOrder(
      orderBody([
        { productId: plug, quantity: 2 },
        { productId: plug, quantity: 2 },
      ]),
    );
    expect(body.data.orderItems).toHaveLength(1);
    expect(body.data.orderItems[0]?.quantity).toBe(4);
    expect(body.data.totalQty).toBe(4);
    expect(await stockOf(store.db, plug)).toBe(16);
  });

  test("the confirmation e-mail goes to the outbox with the order number and total", async () => {
    const part = await addProduct(store.db, { name: "Radiator cap", priceCents: 180_000 });
    const email = "kumari.silva@example.com";
    const { body } = await makeOrder({ ...orderBody([{ productId: part, quantity: 1 }]), customerEmail: ` ${email} ` });
    expect(body.data.customerEmail).toBe(email);
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe("order-confirmation");
    expect(mails[0]?.subject).toContain(body.data.orderId);
    expect(mails[0]?.text_body).toContain("Radiator cap");
    expect(mails[0]?.text_body).toContain("LKR 1,800.00");
  });

  test("the e-mail carries no text the customer typed: a stranger's address gets no words of the stranger's", async () => {
    const part = await addProduct(store.db, { name: "Brake pads", priceCents: 300_000 });
    const email = "someone.else@example.com";
    const bait = "Your account is locked, visit evil.example";
    const { body } = await makeOrder({
      ...orderBody([{ productId: part, quantity: 1 }]),
      customerEmail: email,
      customerFullName: bait,
      customerAddress: `${bait} now`,
      delivery: { method: "courier", district: "LK-31", city: "Call 0771234567 evil.example", postalCode: "80000" },
    });
    expect(body.data.orderId).toBeTruthy();
    const [mail] = await outboxFor(email);
    expect(mail?.kind).toBe("order-confirmation");
    expect(`${mail?.subject} ${mail?.text_body} ${mail?.html_body}`).not.toContain("evil.example");
    expect(mail?.text_body).toStartWith("Hello,");
    expect(mail?.text_body).toContain("Courier delivery to Galle");
  });

  test("the e-mail shows items, delivery and total; without an e-mail address none is sent", async () => {
    const part = await addProduct(store.db, { name: "Thermostat", priceCents: 300_000, weightGrams: 800 });
    const email = "ruwan.jay@example.com";
    const { body } = await makeOrder({
      ...orderBody([{ productId: part, quantity: 1 }]),
      customerEmail: email,
      delivery: { method: "courier", district: "LK-31", city: "Galle", postalCode: "80000" },
    });
    expect(body.data.totalAmount).toBe(3_450);
    const text = (await outboxFor(email))[0]?.text_body ?? "";
    expect(text).toContain("Items (1): LKR 3,000.00");
    expect(text).toContain("Delivery — Courier delivery to Galle, 2–3 working days: LKR 450.00");
    expect(text).toContain("Total: LKR 3,450.00");
    expect(text).toContain("We will call you on 077 123 4567");

    const before = (
      await testSql(store.db).get<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM email_outbox")
    )?.n;
    const silent = await makeOrder({ ...orderBody([{ productId: part, quantity: 1 }]), customerEmail: null });
    expect(silent.status).toBe(201);
    expect(silent.body.data.customerEmail).toBeNull();
    expect(
      (await testSql(store.db).get<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM email_outbox"))?.n,
    ).toBe(before);
  });
});

describe("refusing an order", () => {
  test("a line that cannot be filled refuses the whole order with 409 naming the product; nothing changes", async () => {
    const oil = await addProduct(store.db, { name: "Engine oil 4L", qty: 5 });
    const belt = await addProduct(store.db, { name: "Fan belt", code: "FB-77", qty: 1 });
    const before = await ordersCount();
    const { status, body } = await makeOrder(
      orderBody([
        { productId: oil, quantity: 2 },
        { productId: belt, quantity: 3 },
      ]),
    );
    expect(status).toBe(409);
    expect(body.message).toContain("Only 1 left of Fan belt (FB-77).");
    expect(body.errors).toEqual([
      { field: "orderItems.1.quantity", message: "Only 1 left of Fan belt (FB-77).", available: 1 },
    ]);
    expect(await stockOf(store.db, oil)).toBe(5);
    expect(await stockOf(store.db, belt)).toBe(1);
    expect(await ordersCount()).toBe(before);
  });

  test("an out-of-stock product says so", async () => {
    const gone = await addProduct(store.db, { name: "Wiper blade", code: null, qty: 0 });
    const { status, body } = await makeOrder(orderBody([{ productId: gone, quantity: 1 }]));
    expect(status).toBe(409);
    expect(body.message).toContain("Wiper blade is out of stock.");
    expect(body.errors).toEqual([
      { field: "orderItems.0.quantity", message: "Wiper blade is out of stock.", available: 0 },
    ]);
  });

  test("a product that does not exist or is no longer sold is 422 naming the line", async () => {
    const retired = await addProduct(store.db, { name: "Old horn", code: "H-1", isActive: false });
    const { status, body } = await makeOrder(
      orderBody([
        { productId: 987_654, quantity: 1 },
        { productId: retired, quantity: 1 },
      ]),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { field: "orderItems.0.productId", message: "Product 987654 is no longer available." },
      { field: "orderItems.1.productId", message: `Product ${retired} is no longer available.` },
    ]);
    expect(JSON.stringify(body)).not.toMatch(/Old horn|H-1/);
  });

  test("blank customer fields are 400 with an error for each (e-mail is optional)", async () => {
    const part = await addProduct(store.db);
    const { status, body } = await makeOrder({
      customerEmail: "  ",
      customerPrimaryMobile: " ",
      customerFullName: "",
      customerAddress: "   ",
      orderItems: [{ productId: part, quantity: 1 }],
    });
    expect(status).toBe(400);
    expect(body.errors?.map((e) => e.field)).toEqual(["customerFullName", "customerPrimaryMobile", "customerAddress"]);
  });

  test("missing fields are 400 naming them", async () => {
    const { status, body } = await makeOrder({ customerEmail: "a@example.com" });
    expect(status).toBe(400);
    const fields = body.errors?.map((e) => e.field) ?? [];
    expect(fields).toContain("customerPrimaryMobile");
    expect(fields).toContain("orderItems");
  });

  test("e-mail and mobile formats are checked: any common way of writing a Sri Lankan mobile passes, as E.164", async () => {
    const part = await addProduct(store.db, { qty: 100 });
    const items = [{ productId: part, quantity: 1 }];
    const bad = [
      { customerEmail: "not-an-email", field: "customerEmail" },
      { customerEmail: `${"a".repeat(65)}@example.com`, field: "customerEmail" },
      { customerEmail: `a@${"b".repeat(250)}.com`, field: "customerEmail" },
      { customerPrimaryMobile: "12345", field: "customerPrimaryMobile" },
      { customerPrimaryMobile: "+94 77 123 456", field: "customerPrimaryMobile" },
      { customerPrimaryMobile: "call me", field: "customerPrimaryMobile" },
      { customerSecondaryMobile: "077", field: "customerSecondaryMobile" },
      { customerPrimaryMobile: "011 281 3344", field: "customerPrimaryMobile" },
      { customerPrimaryMobile: "073 123 4567", field: "customerPrimaryMobile" },
      { customerPrimaryMobile: "+44 7911 123456", field: "customerPrimaryMobile" },
    ];
    for (const { field, ...change } of bad) {
      const { status, body } = await makeOrder({ ...orderBody(items), ...change });
      expect(status).toBe(400);
      expect(body.errors?.map((e) => e.field)).toEqual([field]);
    }
    for (const phone of ["0771234567", "077-123-4567", "+94 77 123 4567", "0094771234567", "(077) 123 4567"]) {
      const { status, body } = await makeOrder({ ...orderBody(items), customerPrimaryMobile: phone });
      expect(status).toBe(201);
      expect(body.data.customerPrimaryMobile).toBe("+94771234567");
    }
  });

  test("1–50 distinct products, quantities 1–999 and at most the line cap (50 by default) in all", async () => {
    const none = await makeOrder(orderBody([]));
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: "orderItems", message: "Add at least one product to the order" }]);

    const many = Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 }));
    const tooMany = await makeOrder(orderBody(many));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors?.[0]?.message).toBe("An order can hold at most 50 different products");

    const part = await addProduct(store.db, { qty: 2000 });
    for (const quantity of [0, 1000, 1.5, -1]) {
      const { status, body } = await makeOrder(orderBody([{ productId: part, quantity }]));
      expect(status).toBe(400);
      expect(body.errors?.[0]?.message).toBe("quantity must be a whole number from 1 to 999");
    }
    const merged = await makeOrder(
      orderBody([
        { productId: part, quantity: 30 },
        { productId: part, quantity: 30 },
      ]),
    );
    expect(merged.status).toBe(400);
    expect(merged.body.errors).toEqual([
      { field: "orderItems.0.quantity", message: "At most 50 of one product per order. For more, please call us." },
    ]);
    expect(await stockOf(store.db, part)).toBe(2000);
  });

  test("a body over 100 kB is 413, and one that is not JSON is 400", async () => {
    const part = await addProduct(store.db);
    const big = await makeOrder({ ...orderBody([{ productId: part, quantity: 1 }]), notes: "x".repeat(101 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("The request body can be at most 100 kB.");

    const response = await store.request("/api/v1/orders/visitor/make-order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ not json",
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "The request body could not be read. Send valid JSON.",
    );
  });
});

describe("Idempotency-Key", () => {
  test("a retry with the same key returns the first order and changes nothing", async () => {
    const part = await addProduct(store.db, { qty: 10 });
    const body = orderBody([{ productId: part, quantity: 3 }]);
    const key = crypto.randomUUID();
    const first = await makeOrder(body, { "idempotency-key": key });
    const retry = await makeOrder(body, { "idempotency-key": key });
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.data.orderId).toBe(first.body.data.orderId);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await stockOf(store.db, part)).toBe(7);
    const mails = await testSql(store.db).get<{ n: number }>(
      "SELECT CAST(count(*) AS integer) AS n FROM email_outbox WHERE subject LIKE ?",
      [`%${first.body.data.orderId}%`],
    );
    expect(mails?.n).toBe(1);
  });

  test("the same key with a different body is 422 and places nothing", async () => {
    const part = await addProduct(store.db, { qty: 10 });
    const key = crypto.randomUUID();
    await makeOrder(orderBody([{ productId: part, quantity: 1 }]), { "idempotency-key": key });
    const before = await ordersCount();
    const other = await makeOrder(orderBody([{ productId: part, quantity: 2 }]), { "idempotency-key": key });
    expect(other.status).toBe(422);
    expect(other.body.message).toContain("already used for a different order");
    expect(await ordersCount()).toBe(before);
    expect(await stockOf(store.db, part)).toBe(9);
  });

  test("after 24 hours the key makes a new order", async () => {
    const part = await addProduct(store.db, { qty: 10 });
    const body = orderBody([{ productId: part, quantity: 1 }]);
    const key = crypto.randomUUID();
    const first = await makeOrder(body, { "idempotency-key": key });
    clock.advanceMinutes(24 * 60 + 1);
    const later = await makeOrder(body, { "idempotency-key": key });
    expect(later.status).toBe(201);
    expect(later.body.data.orderId).not.toBe(first.body.data.orderId);
    expect(await stockOf(store.db, part)).toBe(8);
  });

  test("a key that is not visible ASCII is 400", async () => {
    const part = await addProduct(store.db);
    const { status, body } = await makeOrder(orderBody([{ productId: part, quantity: 1 }]), {
      "idempotency-key": "a".repeat(256),
    });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe("Idempotency-Key");
  });
});

describe("a past order's items are a snapshot", () => {
  test("repricing or deleting the product leaves the order as it was", async () => {
    const part = await addProduct(store.db, { name: "Timing belt kit", code: "TB-9", priceCents: 2_500_000 });
    const placed = await makeOrder(orderBody([{ productId: part, quantity: 1 }]));
    const staff = await store.asAdmin();
    await testSql(store.db).run("UPDATE products SET price_cents = 9900000, name = 'Renamed' WHERE id = ?", [part]);
    const deleted = await store.api(`/products/delete-product/${part}`, { method: "DELETE", headers: staff });
    expect(deleted.status).toBe(200);

    const after = await store.api<OrderDetail>(`/orders/${placed.body.data.orderId}`, { headers: staff });
    expect(after.status).toBe(200);
    expect(after.body.data.totalAmount).toBe(25_000);
    expect(after.body.data.orderItems).toEqual([
      {
        productId: null,
        code: "TB-9",
        productName: "Timing belt kit",
        quantity: 1,
        unitPrice: 25_000,
        listPrice: 25_000,
        lineTotal: 25_000,
      },
    ]);
  });
});

// Bun's SQLite driver runs one statement at a time on one thread, so orders there cannot interleave and the race is
// e2e/two-instances.test.ts (two processes); on PostgreSQL one instance's pool runs them side by side.
describe.if(ENGINE === "postgres")("concurrent orders over one instance's connection pool", () => {
  let server: ReturnType<typeof Bun.serve> | undefined;
  afterAll(() => server?.stop(true));

  test("20 customers racing for 7 units: exactly 7 orders succeed and stock ends at 0", async () => {
    const scarce = await addProduct(store.db, { name: "Alternator", qty: 7 });
    const other = await addProduct(store.db, { qty: 1000 });
    server = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: (request) => store.app.handle(request) });
    const url = `http://127.0.0.1:${server.port}/api/v1/orders/visitor/make-order`;
    const before = (await ordersCount()) ?? 0;

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(
            orderBody([
              { productId: other, quantity: 1 },
              { productId: scarce, quantity: 1 },
            ]),
            null,
            i,
          ),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.arrayBuffer()));
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(13);
    expect(await stockOf(store.db, scarce)).toBe(0);
    expect(await stockOf(store.db, other)).toBe(993);
    expect(await ordersCount()).toBe(before + 7);
  });
});
