import { beforeEach, describe, expect, test } from "bun:test";
import { addProduct, stockOf } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { orderBody } from "../../../test/orders";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import { MISSES_PER_CONTACT_PER_HOUR, TOO_MANY_MISSES_FOR_CONTACT } from "./look-up-budget";
import type { Order, OrderDetail } from "./order-rows";

// 09:00 UTC is 14:30 in Colombo; the shop's day starts at 18:30 UTC the day before.
let clock: ReturnType<typeof manualClock>;
let store: TestApp;
let staff: Record<string, string>;
let admin: Record<string, string>;

beforeEach(async () => {
  clock = manualClock("2026-11-20T09:00:00Z");
  store = makeTestApp({ now: clock.now });
  staff = await store.asStaff();
  admin = await store.asAdmin();
});

let serial = 0;
async function placeOrder(items: { productId: number; quantity: number }[], who: Partial<Record<string, string>> = {}) {
  serial += 1;
  const { status, body } = await store.api<OrderDetail>("/orders/visitor/make-order", {
    method: "POST",
    json: orderBody(items, {
      customerEmail: `customer${serial}@example.com`,
      customerPrimaryMobile: "071 234 5678",
      customerFullName: `Customer ${serial}`,
      customerAddress: "Main Street, Galle",
      ...who,
    }),
  });
  expect(status).toBe(201);
  return body.data;
}

function setStatus(propertyId: number | string, status: string, headers = admin) {
  return store.api<OrderDetail>(`/orders/admin/update-order-status?orderId=${propertyId}&status=${status}`, {
    method: "PUT",
    headers,
  });
}

describe("who may change orders", () => {
  test("signed out is 401 everywhere but the visitor paths; STAFF may move an order on but not delete it (403)", async () => {
    const part = await addProduct(store.db);
    const order = await placeOrder([{ productId: part, quantity: 1 }]);
    for (const path of ["/orders/get-all", "/orders/count", "/orders/summary", `/orders/${order.orderId}`]) {
      expect((await store.api(path)).status).toBe(401);
      expect((await store.api(path, { headers: staff })).status).toBe(200);
    }
    expect((await setStatus(order.propertyId, "RECEIVED", {})).status).toBe(401);
    const changed = await setStatus(order.propertyId, "RECEIVED", staff);
    expect(changed.status).toBe(200);
    const deleted = await store.api<unknown>(`/orders/admin/delete/${order.propertyId}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(deleted.status).toBe(403);
    expect(deleted.body.message).toBe("Only an admin can do this.");
    const still = await store.api<OrderDetail>(`/orders/${order.propertyId}`, { headers: staff });
    expect(still.body.data.orderStatus).toBe("RECEIVED");
    expect(still.body.data.statusHistory.at(-1)?.changedBy).toBeTruthy();
  });
});

describe("status changes", () => {
  test("every change is recorded with who and when; CANCELED returns the stock and leaving it takes it again", async () => {
    const pads = await addProduct(store.db, { qty: 10 });
    const disc = await addProduct(store.db, { qty: 4 });
    const order = await placeOrder([
      { productId: pads, quantity: 2 },
      { productId: disc, quantity: 3 },
    ]);
    expect([await stockOf(store.db, pads), await stockOf(store.db, disc)]).toEqual([8, 1]);

    clock.advanceMinutes(60);
    const received = await setStatus(order.propertyId, "RECEIVED");
    expect(received.status).toBe(200);
    expect(received.body.message).toBe(`Order ${order.orderId} is now RECEIVED.`);
    expect([await stockOf(store.db, pads), await stockOf(store.db, disc)]).toEqual([8, 1]);

    clock.advanceMinutes(60);
    const canceled = await setStatus(order.propertyId, "CANCELED");
    expect(canceled.body.data.orderStatus).toBe("CANCELED");
    expect([await stockOf(store.db, pads), await stockOf(store.db, disc)]).toEqual([10, 4]);

    clock.advanceMinutes(60);
    const reopened = await setStatus(order.orderId, "PENDING");
    expect(reopened.status).toBe(200);
    expect([await stockOf(store.db, pads), await stockOf(store.db, disc)]).toEqual([8, 1]);

    const history = reopened.body.data.statusHistory;
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.changedBy])).toEqual([
      [null, "PENDING", "Customer"],
      ["PENDING", "RECEIVED", "Test Person"],
      ["RECEIVED", "CANCELED", "Test Person"],
      ["CANCELED", "PENDING", "Test Person"],
    ]);
    expect(history[3]?.changedAt).toBe(clock.now().toISOString());
  });

  test("leaving CANCELED when the stock has gone is 409 naming the product, and nothing changes", async () => {
    const pump = await addProduct(store.db, { name: "Water pump", code: "WP-5", qty: 2 });
    const order = await placeOrder([{ productId: pump, quantity: 2 }]);
    await setStatus(order.propertyId, "CANCELED");
    await placeOrder([{ productId: pump, quantity: 1 }]);
    const refused = await setStatus(order.propertyId, "RECEIVED");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("Only 1 left of Water pump (WP-5).");
    expect(await stockOf(store.db, pump)).toBe(1);
    const after = await store.api<OrderDetail>(`/orders/${order.propertyId}`, { headers: staff });
    expect(after.body.data.orderStatus).toBe("CANCELED");
    expect(after.body.data.statusHistory).toHaveLength(2);
  });

  test("the same status again changes nothing and records nothing", async () => {
    const order = await placeOrder([{ productId: await addProduct(store.db), quantity: 1 }]);
    const same = await setStatus(order.propertyId, "PENDING");
    expect(same.status).toBe(200);
    expect(same.body.message).toBe(`Order ${order.orderId} is already PENDING.`);
    expect(same.body.data.statusHistory).toHaveLength(1);
  });

  test("an unknown status is 400, an unknown order 404", async () => {
    const order = await placeOrder([{ productId: await addProduct(store.db), quantity: 1 }]);
    for (const status of ["SHIPPED", "pending", ""]) {
      const bad = await setStatus(order.propertyId, status);
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.[0]?.field).toBe("status");
    }
    const missing = await store.api("/orders/admin/update-order-status?orderId=1", { method: "PUT", headers: admin });
    expect(missing.status).toBe(400);
    const unknown = await setStatus(999_999, "RECEIVED");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("There is no order 999999.");
  });
});

describe("deleting an order", () => {
  test("an open order's stock goes back; a completed or canceled one's does not (it already went or came back)", async () => {
    const part = await addProduct(store.db, { qty: 10 });
    const open = await placeOrder([{ productId: part, quantity: 2 }]);
    const completed = await placeOrder([{ productId: part, quantity: 3 }]);
    const canceled = await placeOrder([{ productId: part, quantity: 1 }]);
    await store.api(`/payments/orders/${completed.orderId}/mark-paid`, { method: "POST", headers: staff, json: {} });
    await setStatus(completed.propertyId, "DELIVERED");
    expect((await setStatus(completed.propertyId, "COMPLETED")).status).toBe(200);
    await setStatus(canceled.propertyId, "CANCELED");
    expect(await stockOf(store.db, part)).toBe(5);

    const removed = await store.api<OrderDetail>(`/orders/admin/delete/${open.propertyId}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(`Order ${open.orderId} deleted.`);
    expect(await stockOf(store.db, part)).toBe(7);
    for (const order of [completed, canceled]) {
      await store.api(`/orders/admin/delete/${order.propertyId}`, { method: "DELETE", headers: admin });
    }
    expect(await stockOf(store.db, part)).toBe(7);

    expect((await store.api(`/orders/${open.propertyId}`, { headers: staff })).status).toBe(404);
    const again = await store.api(`/orders/admin/delete/${open.propertyId}`, { method: "DELETE", headers: admin });
    expect(again.status).toBe(404);
    const history = await testSql(store.db).get<{ n: number }>(
      "SELECT CAST(count(*) AS integer) AS n FROM order_status_history WHERE order_id = ?",
      [open.propertyId],
    );
    expect(history?.n).toBe(0);
  });
});

describe("reading orders", () => {
  let ravi: Order;
  let sunil: Order;
  beforeEach(async () => {
    const part = await addProduct(store.db, { qty: 100 });
    for (let i = 0; i < 4; i += 1) await placeOrder([{ productId: part, quantity: 1 }]);
    clock.advanceMinutes(24 * 60);
    ravi = await placeOrder([{ productId: part, quantity: 1 }], {
      customerFullName: "Ravi Kumar",
      customerEmail: "ravi.kumar@mail.lk",
      customerPrimaryMobile: "+94 77 555 1234",
    });
    clock.advanceMinutes(24 * 60);
    sunil = await placeOrder([{ productId: part, quantity: 2 }], {
      customerFullName: "Sunil Dias",
      customerSecondaryMobile: "077-281-3344",
    });
  });

  const list = (query: string) =>
    store.api<{ data: Order[]; count: number }>(`/orders/get-all?${query}`, { headers: staff });

  test("newest first, five to a page by default, with items", async () => {
    const { status, body } = await list("");
    expect(status).toBe(200);
    expect(body.data.data).toHaveLength(5);
    expect(body.data.data[0]?.orderId).toBe(sunil.orderId);
    expect(body.data.data[1]?.orderId).toBe(ravi.orderId);
    expect(body.data.data[0]?.orderItems[0]?.quantity).toBe(2);
    const count = await store.api<number>("/orders/count", { headers: staff });
    expect(body.data.count).toBe(count.body.data);
    const second = await list("page=1&size=2");
    expect(second.body.data.data[0]?.propertyId).toBe(body.data.data[2]?.propertyId as number);
  });

  test("searchText is trimmed and case-insensitive over number, name, e-mail and mobiles (spacing ignored)", async () => {
    const found = async (text: string) =>
      (await list(`searchText=${encodeURIComponent(text)}`)).body.data.data.map((o) => o.orderId);
    expect(await found(`  ${ravi.orderId.toLowerCase()} `)).toEqual([ravi.orderId]);
    expect(await found("RAVI kumar")).toEqual([ravi.orderId]);
    expect(await found("ravi.kumar@MAIL")).toEqual([ravi.orderId]);
    expect(await found("0775551234")).toEqual([ravi.orderId]);
    expect(await found("0772813344")).toEqual([sunil.orderId]);
    expect(await found("+94 77 281 3344")).toEqual([sunil.orderId]);
    expect(await found("100%_")).toEqual([]);
  });

  test("status and shop-day filters narrow the list; a bad date is 400", async () => {
    const pending = await list("status=PENDING&size=100");
    expect(pending.body.data.data.every((o) => o.orderStatus === "PENDING")).toBe(true);
    const sunilsDay = clock.now().toISOString().slice(0, 10);
    const today = await list(`placedFrom=${sunilsDay}&placedTo=${sunilsDay}`);
    expect(today.body.data.data.map((o) => o.orderId)).toEqual([sunil.orderId]);
    for (const query of [
      "placedFrom=2026-02-30",
      "placedFrom=yesterday",
      "placedFrom=2026-11-23&placedTo=2026-11-01",
    ]) {
      expect((await list(query)).status).toBe(400);
    }
    expect((await list("status=LOST")).status).toBe(400);
  });

  test("one order by its number or propertyId, with items and history; an unknown one is 404", async () => {
    const byNumber = await store.api<OrderDetail>(`/orders/${ravi.orderId}`, { headers: staff });
    const byId = await store.api<OrderDetail>(`/orders/${ravi.propertyId}`, { headers: staff });
    expect(byNumber.body.data).toEqual(byId.body.data);
    expect(byNumber.body.data.statusHistory).toHaveLength(1);
    expect((await store.api("/orders/SO-1999-000001", { headers: staff })).status).toBe(404);
  });

  test("the dashboard summary counts orders per status and today's orders and the money paid for them", async () => {
    const summary = () =>
      store.api<{
        byStatus: Record<string, number>;
        byPaymentStatus: Record<string, number>;
        total: number;
        today: { orders: number; revenue: number };
      }>("/orders/summary", { headers: staff });
    const { status, body } = await summary();
    expect(status).toBe(200);
    const count = await store.api<number>("/orders/count", { headers: staff });
    expect(body.data.total).toBe(count.body.data);
    expect(Object.values(body.data.byStatus).reduce((a, b) => a + b, 0)).toBe(body.data.total);
    expect(Object.values(body.data.byPaymentStatus).reduce((a, b) => a + b, 0)).toBe(body.data.total);
    expect(body.data.today).toEqual({ orders: 1, revenue: 0 });
    await store.api(`/payments/orders/${sunil.orderId}/mark-paid`, { method: "POST", headers: staff, json: {} });
    expect((await summary()).body.data.today).toEqual({ orders: 1, revenue: sunil.totalAmount });
  });
});

describe("tracking an order", () => {
  test("the order number and e-mail must both match; either wrong is the same 404", async () => {
    const part = await addProduct(store.db, { name: "Clutch plate" });
    const order = await placeOrder([{ productId: part, quantity: 1 }], { customerEmail: "Amal@Example.com" });
    const track = (orderId: string, email: string) =>
      store.api<{ orderId: string; orderStatus: string; statusHistory: unknown[]; totalAmount: number }>(
        `/orders/visitor/track?orderId=${encodeURIComponent(orderId)}&email=${encodeURIComponent(email)}`,
      );

    const found = await track(order.orderId.toLowerCase(), " amal@example.com ");
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ orderId: order.orderId, orderStatus: "PENDING", totalAmount: 100 });
    expect(found.body.data.statusHistory).toEqual([{ status: "PENDING", changedAt: order.orderPlacedDate }]);
    expect(JSON.stringify(found.body.data)).not.toContain("Main Street");

    const wrongEmail = await track(order.orderId, "someone@example.com");
    const wrongNumber = await track("SO-2026-999999", "amal@example.com");
    expect(wrongEmail.status).toBe(404);
    expect(wrongNumber.status).toBe(404);
    expect(wrongEmail.body.message).toBe(wrongNumber.body.message);
  });

  test("guessing is throttled per address (429 with Retry-After), even for a right guess; finds do not count", async () => {
    const fresh = makeTestApp();
    const part = await addProduct(fresh.db);
    const placed = await fresh.api<OrderDetail>("/orders/visitor/make-order", {
      method: "POST",
      json: orderBody([{ productId: part, quantity: 1 }], { customerEmail: "kamal@example.com" }),
    });
    const rightGuess = `/orders/visitor/track?orderId=${placed.body.data.orderId}&email=kamal@example.com`;
    for (let i = 0; i < 30; i += 1) expect((await fresh.api(rightGuess)).status).toBe(200);
    for (let i = 0; i < 20; i += 1) {
      expect((await fresh.api(`/orders/visitor/track?orderId=SO-2026-${i}&email=a${i}@example.com`)).status).toBe(404);
    }
    const blocked = await fresh.api(rightGuess);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  test("walking the numbers with one customer's mobile from many addresses: 10 misses an hour, then 429", async () => {
    const clock = manualClock();
    const fresh = makeTestApp({ now: clock.now, env: { TRUST_PROXY: "true" } });
    const part = await addProduct(fresh.db);
    const placed = await fresh.api<OrderDetail>("/orders/visitor/make-order", {
      method: "POST",
      json: orderBody([{ productId: part, quantity: 1 }], { customerPrimaryMobile: "0771234567" }),
    });
    const track = (orderId: string, contact: string, address: string) =>
      fresh.api("/orders/visitor/track", {
        method: "POST",
        json: { orderId, contact },
        headers: { "x-forwarded-for": address },
      });
    // Each guess from a new address, the mobile written a different way each time: one budget for the mobile.
    const ways = ["0771234567", "+94 77 123 4567", "077 123 4567", "94771234567"];
    for (let i = 0; i < MISSES_PER_CONTACT_PER_HOUR; i += 1) {
      expect((await track(`SO-2026-${900_000 + i}`, ways[i % ways.length] as string, `198.51.100.${i}`)).status).toBe(
        404,
      );
    }
    const blocked = await track(placed.body.data.orderId, "077-1234567", "203.0.113.50");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_MISSES_FOR_CONTACT);
    // Another customer's mobile, from the same addresses, is not held up; the hour over, the mobile finds its order.
    expect((await track("SO-2026-999999", "0712345678", "198.51.100.1")).status).toBe(404);
    clock.advanceMinutes(61);
    expect((await track(placed.body.data.orderId, "0771234567", "203.0.113.50")).status).toBe(200);
  });
});
