import { describe, expect, test } from "bun:test";
import { addProduct } from "../../../test/catalog";
import { liftUnpaidHolds, orderBody, placeOrder } from "../../../test/orders";
import { addBankAccount } from "../../../test/payments";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { PaymentSettings } from "../payments/model";
import type { OrderDetail } from "./order-rows";
import { CUSTOMERS_PER_ADDRESS, TOO_MANY_WAITING, WAITING_PER_NETWORK } from "./unpaid-holds";

const stockOf = async (store: TestApp, id: number) =>
  ((await testSql(store.db).get("SELECT qty FROM products WHERE id = ?", [id])) as { qty: number }).qty;

/** An order to be paid by bank transfer: it holds stock unpaid for up to two days. */
const unpaid = (items: { productId: number; quantity: number }[], overrides: Record<string, unknown> = {}) =>
  orderBody(items, { payment: { method: "BANK_TRANSFER" }, ...overrides });

const from = (address: string) => ({ "x-forwarded-for": address });

const setHoldSetting = (store: TestApp, key: string, value: number) =>
  testSql(store.db).run(
    "INSERT INTO shop_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    [key, String(value)],
  );

const confirm = (store: TestApp, order: OrderDetail, headers: Record<string, string>) =>
  store.api<OrderDetail>(`/orders/admin/update-order-status?orderId=${order.propertyId}&status=RECEIVED`, {
    method: "PUT",
    headers,
  });

describe("stock held by unpaid orders (denial of inventory)", () => {
  test("the attack replayed: 50 parts × 50 units unpaid, twice from one address, leaves the shelves stocked", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1" } });
    await addBankAccount(store);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) ids.push(await addProduct(store.db, { qty: 60, priceCents: 886_000 }));
    const everything = ids.map((productId) => ({ productId, quantity: 50 }));

    const first = await placeOrder(store, unpaid(everything), from("203.0.113.7"));
    expect(first.status).toBe(201);
    expect(first.body.data.stockHeld).toBe(false);
    const second = await placeOrder(
      store,
      unpaid(everything, { customerEmail: "other@example.com", customerPrimaryMobile: "0712345678" }),
      from("203.0.113.7"),
    );
    expect(second.status).toBe(201);
    expect(second.body.data.stockHeld).toBe(false);
    expect(await Promise.all(ids.map((id) => stockOf(store, id)))).toEqual(ids.map(() => 60));

    // Everyone else still buys.
    const customer = await placeOrder(
      store,
      unpaid([{ productId: ids[0] as number, quantity: 2 }], {
        customerEmail: "kamal@example.com",
        customerPrimaryMobile: "0761234567",
      }),
      from("198.51.100.20"),
    );
    expect(customer.status).toBe(201);
    expect(customer.body.data.stockHeld).toBe(true);
    expect(await stockOf(store, ids[0] as number)).toBe(58);
  });

  test("many clients from many addresses hold at most half of a part's stock, and 300 units in all", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1" } });
    await addBankAccount(store);
    const part = await addProduct(store.db, { qty: 40 });
    const single = await addProduct(store.db, { qty: 1 });
    const stranger = (n: number) => ({
      customerEmail: `s${n}@example.com`,
      customerPrimaryMobile: `07612345${String(n).padStart(2, "0")}`,
    });
    const held: boolean[] = [];
    for (let n = 0; n < 8; n++) {
      const order = await placeOrder(
        store,
        unpaid([{ productId: part, quantity: 5 }], stranger(n)),
        from(`198.51.${n}.9`),
      );
      expect(order.status).toBe(201);
      held.push(order.body.data.stockHeld);
    }
    // 40 on the shelf: four orders of 5 hold 20 (half), the rest wait for staff; the shelf keeps 20.
    expect(held).toEqual([true, true, true, true, false, false, false, false]);
    expect(await stockOf(store, part)).toBe(20);
    // The first unpaid order for a part is bounded by the per-order limits alone: the last unit can be bought.
    const last = await placeOrder(
      store,
      unpaid([{ productId: single, quantity: 1 }], stranger(50)),
      from("192.0.2.99"),
    );
    expect(last.body.data.stockHeld).toBe(true);

    // The shop's total: 300 units across all open unpaid orders, whatever the parts.
    const parts = [];
    for (let i = 0; i < 31; i++) parts.push(await addProduct(store.db, { qty: 20 }));
    const wide = [];
    for (const [n, productId] of parts.entries()) {
      const order = await placeOrder(
        store,
        unpaid([{ productId, quantity: 10 }], stranger(60 + n)),
        from(`203.0.${n}.1`),
      );
      wide.push(order.body.data.stockHeld);
    }
    // 21 units are held already; 27 more orders of 10 take the shop to 291, and the rest wait.
    expect(wide.filter(Boolean)).toHaveLength(27);
    expect(wide.slice(27)).toEqual([false, false, false, false]);
  });

  test("one client's orders sent at once hold no more than the client's limit (20 units)", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1", ORDERS_PER_HOUR_PER_CLIENT: "100" } });
    await addBankAccount(store);
    const part = await addProduct(store.db, { qty: 500, priceCents: 100_000 });
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        placeOrder(
          store,
          unpaid([{ productId: part, quantity: 5 }], { customerEmail: `rush${n}@example.com` }),
          from(`192.0.2.${50 + n}`),
        ),
      ),
    );
    expect(placed.map((order) => order.status)).toEqual(placed.map(() => 201));
    expect(placed.filter((order) => order.body.data.stockHeld)).toHaveLength(4);
    expect(await stockOf(store, part)).toBe(480);
  });

  test("each limit on its own: units of one part, order value, and units one client holds across orders", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1" } });
    await addBankAccount(store);
    const part = await addProduct(store.db, { qty: 500, priceCents: 100_000 }); // Rs. 1,000
    const dear = await addProduct(store.db, { qty: 5, priceCents: 16_000_000 }); // Rs. 160,000
    const client = (n: number) => ({
      customerEmail: `c${n}@example.com`,
      customerPrimaryMobile: `07712345${String(n).padStart(2, "0")}`,
    });

    const eleven = await placeOrder(store, unpaid([{ productId: part, quantity: 11 }], client(1)), from("192.0.2.1"));
    expect(eleven.body.data.stockHeld).toBe(false);
    const ten = await placeOrder(store, unpaid([{ productId: part, quantity: 10 }], client(2)), from("192.0.2.2"));
    expect(ten.body.data.stockHeld).toBe(true);
    const costly = await placeOrder(store, unpaid([{ productId: dear, quantity: 1 }], client(3)), from("192.0.2.3"));
    expect(costly.body.data.stockHeld).toBe(false);
    expect(await stockOf(store, dear)).toBe(5);

    // One client: the same mobile from new addresses and e-mails, 10 + 10 held, the next one waits.
    const same = (n: number) => ({ customerEmail: `x${n}@example.com`, customerPrimaryMobile: "0771112233" });
    const held = [];
    for (const n of [1, 2, 3]) {
      const order = await placeOrder(
        store,
        unpaid([{ productId: part, quantity: 10 }], same(n)),
        from(`192.0.2.${10 + n}`),
      );
      held.push(order.body.data.stockHeld);
    }
    expect(held).toEqual([true, true, false]);
    // New names and numbers from one address are other customers (a carrier's NAT puts hundreds behind one): the
    // address is not held to one customer's 20 units.
    const v6 = (n: number, address: string) =>
      placeOrder(store, unpaid([{ productId: part, quantity: 10 }], client(20 + n)), from(address));
    expect((await v6(1, "2001:db8:1:2::1")).body.data.stockHeld).toBe(true);
    expect((await v6(2, "2001:db8:1:2:aaaa::9")).body.data.stockHeld).toBe(true);
    expect((await v6(3, "2001:db8:1:2:ffff:1:2:3")).body.data.stockHeld).toBe(true);
  });

  test("orders waiting for staff: 20 open per network (a /56 rotating /64s), then 429; regulars lead the queue", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1", ORDERS_PER_HOUR_PER_ADDRESS: "1000" } });
    await addBankAccount(store);
    const staff = await store.asStaff();
    const part = await addProduct(store.db, { qty: 500, priceCents: 100_000 });
    // A regular: an earlier order staff confirmed.
    const regular = { customerEmail: "regular@example.com", customerPrimaryMobile: "0779998877" };
    const first = await placeOrder(store, unpaid([{ productId: part, quantity: 1 }], regular), from("192.0.2.7"));
    expect((await confirm(store, first.body.data, staff)).status).toBe(200);
    // From here every unpaid order waits for staff.
    await setHoldSetting(store, "hold_max_order_cents", 1);
    const stranger = (n: number) => ({
      customerEmail: `flood${n}@example.com`,
      customerPrimaryMobile: `07011100${String(n).padStart(2, "0")}`,
    });
    const answers: number[] = [];
    for (let n = 0; n <= WAITING_PER_NETWORK; n++) {
      const address = `2001:db8:77:${(n % 256).toString(16)}00::1`; // one /48, a new /64 each time
      answers.push(
        (await placeOrder(store, unpaid([{ productId: part, quantity: 1 }], stranger(n)), from(address))).status,
      );
    }
    expect(answers.slice(0, WAITING_PER_NETWORK)).toEqual(Array(WAITING_PER_NETWORK).fill(201));
    expect(answers.at(-1)).toBe(429);
    const refused = await placeOrder(
      store,
      unpaid([{ productId: part, quantity: 1 }], stranger(99)),
      from("2001:db8:77:ff::1"),
    );
    expect(refused.body.message).toBe(TOO_MANY_WAITING);
    // Another network is not held back, and the regular's waiting order leads the queue.
    const again = await placeOrder(store, unpaid([{ productId: part, quantity: 1 }], regular), from("198.51.100.4"));
    expect(again.status).toBe(201);
    expect(again.body.data.stockHeld).toBe(false);
    for (const n of [50, 51]) {
      const later = await placeOrder(
        store,
        unpaid([{ productId: part, quantity: 1 }], stranger(n)),
        from("203.0.113.9"),
      );
      expect(later.status).toBe(201);
    }
    const queue = await store.api<{ data: { orderId: string }[] }>("/orders/get-all?waitingForStock=true&size=5", {
      headers: staff,
    });
    expect(queue.body.data.data[0]?.orderId).toBe(again.body.data.orderId);
  });

  test("one address holds at most 25 customers' worth of units (one IPv6 /64 is one address)", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1", ORDERS_PER_HOUR_PER_ADDRESS: "1000" } });
    await addBankAccount(store);
    await liftUnpaidHolds(store.db);
    await setHoldSetting(store, "hold_max_units_per_client", 2);
    const part = await addProduct(store.db, { qty: 500, priceCents: 100_000 });
    const held: boolean[] = [];
    for (let n = 0; n <= CUSTOMERS_PER_ADDRESS; n++) {
      const customer = {
        customerEmail: `nat${n}@example.com`,
        customerPrimaryMobile: `07120000${String(n).padStart(2, "0")}`,
      };
      const order = await placeOrder(
        store,
        unpaid([{ productId: part, quantity: 2 }], customer),
        from(`2001:db8:9:9::${n + 1}`),
      );
      expect(order.status).toBe(201);
      held.push(order.body.data.stockHeld);
    }
    expect(held.filter(Boolean)).toHaveLength(CUSTOMERS_PER_ADDRESS);
    expect(held.at(-1)).toBe(false);
  });

  test("staff confirm a waiting order to take its stock, or are told it is gone; canceling it returns nothing", async () => {
    const store = makeTestApp();
    const admin = await store.asAdmin();
    await addBankAccount(store);
    const part = await addProduct(store.db, { qty: 30 });
    const big = (await placeOrder(store, unpaid([{ productId: part, quantity: 25 }]))).body.data;
    expect(big.stockHeld).toBe(false);
    expect(await stockOf(store, part)).toBe(30);
    const other = { customerEmail: "sunil@example.com", customerPrimaryMobile: "0719998877" };
    expect((await placeOrder(store, unpaid([{ productId: part, quantity: 10 }], other))).body.data.stockHeld).toBe(
      true,
    );
    expect(await stockOf(store, part)).toBe(20);

    const refused = await confirm(store, big, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain("was placed without taking stock");
    expect(refused.body.message).toContain("Only 20 left");
    const cancel = await store.api<OrderDetail>(
      `/orders/admin/update-order-status?orderId=${big.propertyId}&status=CANCELED`,
      { method: "PUT", headers: admin },
    );
    expect(cancel.status).toBe(200);
    expect(await stockOf(store, part)).toBe(20); // it never held any

    const smaller = (await placeOrder(store, unpaid([{ productId: part, quantity: 15 }]))).body.data;
    expect(smaller.stockHeld).toBe(false);
    const confirmed = await confirm(store, smaller, admin);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ orderStatus: "RECEIVED", stockHeld: true });
    expect(await stockOf(store, part)).toBe(5);
    // Canceled now, it gives back what confirming took.
    await store.api(`/orders/admin/update-order-status?orderId=${smaller.propertyId}&status=CANCELED`, {
      method: "PUT",
      headers: admin,
    });
    expect(await stockOf(store, part)).toBe(20);
  });

  test("admins set the limits on the Payments screen; staff read them", async () => {
    const store = makeTestApp();
    const admin = await store.asAdmin();
    await addBankAccount(store);
    const read = await store.api<PaymentSettings>("/payments/settings", {
      headers: await store.asStaff(),
    });
    expect(read.body.data.unpaidHolds).toEqual({
      maxUnitsPerPart: 10,
      maxOrderValue: 150_000,
      maxUnitsPerClient: 20,
      maxPercentOfStock: 50,
      maxUnitsShop: 300,
    });
    const settings = read.body.data;
    const saved = await store.api("/payments/admin/settings", {
      method: "PUT",
      headers: admin,
      json: {
        cod: settings.cod,
        bankTransfer: { enabled: settings.bankTransfer.enabled, holdHours: settings.bankTransfer.holdHours },
        payhere: { enabled: settings.payhere.enabled, holdHours: settings.payhere.holdHours },
        unpaidHolds: {
          maxUnitsPerPart: 2,
          maxOrderValue: 5000,
          maxUnitsPerClient: 3,
          maxPercentOfStock: 50,
          maxUnitsShop: 300,
        },
      },
    });
    expect(saved.status).toBe(200);
    const part = await addProduct(store.db, { qty: 10 });
    const three = await placeOrder(store, unpaid([{ productId: part, quantity: 3 }]));
    expect(three.body.data.stockHeld).toBe(false);
    const two = await placeOrder(store, unpaid([{ productId: part, quantity: 2 }]));
    expect(two.body.data.stockHeld).toBe(true);
  });
});
