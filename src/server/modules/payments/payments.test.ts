import { describe, expect, test } from "bun:test";
import { PAYMENT_ACTORS, PAYMENT_STATUSES, paymentMoveAllowed } from "../../../shared/payment-status";
import { addProduct, stockOf } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { orderBody, placeOrder } from "../../../test/orders";
import { addBankAccount, PNG_BYTES, postNotice, sendSlip, signedNotice, TEST_PAYHERE } from "../../../test/payments";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import type { OrderDetail } from "../orders/order-rows";
import { createOrderStatus } from "../orders/order-status";
import { checkoutHash, notifySignature, payhereAmount } from "./payhere";

const read = async (store: TestApp, order: { orderId: string }) =>
  (await store.api<OrderDetail>(`/orders/${order.orderId}`, { headers: await store.asStaff() })).body.data;

async function placeWith(store: TestApp, method: string | undefined, quantity = 1, priceCents = 10_000) {
  const part = addProduct(store.db, { priceCents, qty: 100 });
  const placed = await placeOrder(
    store,
    orderBody([{ productId: part, quantity }], method ? { payment: { method } } : {}),
  );
  if (placed.status !== 201) throw new Error(`${placed.status} ${placed.body.message}`);
  return { order: placed.body.data, part };
}

async function payStore(env: Record<string, string> = {}, clock = manualClock()) {
  const store = makeTestApp({ now: clock.now, env: { ...TEST_PAYHERE, ORDERS_PER_HOUR_PER_CLIENT: "1000", ...env } });
  await addBankAccount(store);
  return { store, clock };
}

describe("the transition table", () => {
  test("allows exactly the moves the shop's people make, and nothing else", () => {
    const allowed = (from: string, to: string, by: string) =>
      paymentMoveAllowed(from as never, to as never, by as never);
    expect(allowed("COD_DUE", "PAID", "STAFF")).toBe(true);
    expect(allowed("COD_DUE", "PAID", "CUSTOMER")).toBe(false);
    expect(allowed("COD_DUE", "PAID", "GATEWAY")).toBe(false);
    expect(allowed("AWAITING_TRANSFER", "SLIP_RECEIVED", "CUSTOMER")).toBe(true);
    expect(allowed("AWAITING_TRANSFER", "SLIP_RECEIVED", "STAFF")).toBe(false);
    expect(allowed("SLIP_RECEIVED", "PAID", "STAFF")).toBe(true);
    expect(allowed("SLIP_RECEIVED", "AWAITING_TRANSFER", "ADMIN")).toBe(true);
    expect(allowed("SLIP_RECEIVED", "CANCELED", "SHOP")).toBe(true);
    expect(allowed("AWAITING_GATEWAY", "PAID", "GATEWAY")).toBe(true);
    expect(allowed("AWAITING_GATEWAY", "PAID", "STAFF")).toBe(false);
    expect(allowed("FAILED", "PAID", "GATEWAY")).toBe(true);
    expect(allowed("PAID", "FAILED", "GATEWAY")).toBe(false);
    expect(allowed("PAID", "CANCELED", "ADMIN")).toBe(false);
    expect(allowed("PAID", "REFUNDED", "ADMIN")).toBe(true);
    expect(allowed("PAID", "REFUNDED", "STAFF")).toBe(false);
    expect(allowed("REFUNDED", "PAID", "ADMIN")).toBe(false);
    // Nothing leaves REFUNDED, and no one moves a payment to where it already is but a retrying customer.
    for (const to of PAYMENT_STATUSES) {
      for (const by of PAYMENT_ACTORS) {
        expect(allowed("REFUNDED", to, by)).toBe(false);
        if (to !== "AWAITING_GATEWAY") expect(allowed(to, to, by)).toBe(false);
      }
    }
  });
});

describe("choosing how to pay", () => {
  test("each method starts in its own status; COD adds its fee and has a limit; a closed method is 422", async () => {
    const { store } = await payStore();
    const admin = await store.asAdmin();
    const settings = {
      cod: { enabled: true, maxTotal: 500, fee: 150 },
      bankTransfer: { enabled: true, holdHours: 48 },
      payhere: { enabled: true, holdHours: 1 },
    };
    expect(
      (await store.api("/payments/admin/settings", { method: "PUT", headers: admin, json: settings })).status,
    ).toBe(200);

    const cod = (await placeWith(store, "COD", 2)).order;
    expect(cod.payment).toMatchObject({ method: "COD", status: "COD_DUE", codFee: 150 });
    expect(cod.totalAmount).toBe(350);
    expect(cod.payment.invoiceNumber).toMatch(/^INV-\d{4}-000001$/);
    expect((await placeWith(store, "BANK_TRANSFER")).order.payment).toMatchObject({
      status: "AWAITING_TRANSFER",
      codFee: 0,
    });
    expect((await placeWith(store, "PAYHERE")).order.payment).toMatchObject({
      status: "AWAITING_GATEWAY",
      invoiceNumber: null,
    });
    // The spec's body without a payment is cash on delivery.
    expect((await placeWith(store, undefined)).order.payment.method).toBe("COD");

    const part = addProduct(store.db, { priceCents: 40_000, qty: 5 });
    const over = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { payment: { method: "COD" } }));
    expect(over.status).toBe(422);
    expect(over.body.message).toContain("Cash on delivery is for orders up to Rs. 500.00.");
    expect(over.body.errors?.[0]?.field).toBe("payment.method");
    expect(stockOf(store.db, part)).toBe(5);

    const offered = await store.api<{ method: string; available: boolean }[]>("/payments/visitor/methods?total=400");
    expect(offered.body.data.map((m) => [m.method, m.available])).toEqual([
      ["COD", false],
      ["BANK_TRANSFER", true],
      ["PAYHERE", true],
    ]);
  });

  test("PayHere is not offered until its merchant id and secret are set; transfers need an account", async () => {
    const store = makeTestApp();
    for (const method of ["PAYHERE", "BANK_TRANSFER"]) {
      const part = addProduct(store.db);
      const refused = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { payment: { method } }));
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain("Please choose cash on delivery.");
    }
  });
});

describe("cash on delivery", () => {
  test("staff mark the cash received once; the order completes only once paid", async () => {
    const { store, clock } = await payStore();
    const { order } = await placeWith(store, "COD");
    const staff = await store.asStaff();
    const admin = await store.asAdmin();
    const complete = () =>
      store.api(`/orders/admin/update-order-status?orderId=${order.propertyId}&status=COMPLETED`, {
        method: "PUT",
        headers: admin,
      });
    await store.api(`/orders/admin/update-order-status?orderId=${order.propertyId}&status=DELIVERED`, {
      method: "PUT",
      headers: admin,
    });
    const early = await complete();
    expect(early.status).toBe(409);
    expect(early.body.message).toContain("is not paid yet (Cash due on delivery)");

    clock.advanceMinutes(30);
    const paid = await store.api<OrderDetail>(`/payments/orders/${order.orderId}/mark-paid`, {
      method: "POST",
      headers: staff,
      json: { note: "Courier payout 24 Nov" },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.payment.status).toBe("PAID");
    expect(paid.body.data.paymentHistory.at(-1)).toMatchObject({
      fromStatus: "COD_DUE",
      toStatus: "PAID",
      actor: "STAFF",
      changedBy: "Test Person",
      note: "Courier payout 24 Nov",
      changedAt: clock.now().toISOString(),
    });
    const twice = await store.api(`/payments/orders/${order.orderId}/mark-paid`, {
      method: "POST",
      headers: staff,
      json: {},
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('The payment is "Paid": it cannot become "Paid".');
    expect((await complete()).status).toBe(200);
    expect((await read(store, order)).paymentHistory).toHaveLength(2);
  });

  test("canceling voids the payment; reopening awaits it again; a paid order stays paid when canceled", async () => {
    const { store } = await payStore();
    const admin = await store.asAdmin();
    const setStatus = (order: OrderDetail, status: string) =>
      store.api<OrderDetail>(`/orders/admin/update-order-status?orderId=${order.propertyId}&status=${status}`, {
        method: "PUT",
        headers: admin,
      });
    const { order } = await placeWith(store, "COD");
    expect((await setStatus(order, "CANCELED")).body.data.payment.status).toBe("CANCELED");
    expect((await setStatus(order, "PENDING")).body.data.payment.status).toBe("COD_DUE");
    await store.api(`/payments/orders/${order.orderId}/mark-paid`, { method: "POST", headers: admin, json: {} });
    expect((await setStatus(order, "CANCELED")).body.data.payment.status).toBe("PAID");
    const skip = await setStatus((await placeWith(store, "COD")).order, "COMPLETED");
    expect(skip.status).toBe(409);
    expect(skip.body.message).toContain("From PENDING it may go to RECEIVED, DELIVERED, CANCELED.");
  });
});

describe("bank transfer with a slip", () => {
  test("the customer sends a slip; staff read it privately, reject it with a reason, then verify the next", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "BANK_TRANSFER");
    const staff = await store.asStaff();
    const email = store.db.$client
      .query<{ text: string }, []>("SELECT text_body AS text FROM email_outbox WHERE kind = 'order-confirmation'")
      .get();
    expect(email?.text).toContain(
      `Payment: please pay LKR 100.00 by bank transfer with ${order.orderId} as the reference`,
    );
    expect(email?.text).toContain("Commercial Bank, Kandy: Lanka Auto Parts (Pvt) Ltd, 1000 2345 6789");

    expect((await sendSlip(store, order, new Blob([PNG_BYTES]), "0719999999")).status).toBe(404);
    const text = await sendSlip(store, order, new Blob(["I paid, honest"]));
    expect(text.status).toBe(415);
    expect((await text.json()).message).toBe("The slip must be a JPEG, PNG or WebP photo or a PDF.");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    expect((await sendSlip(store, order, new Blob([big]))).status).toBe(413);
    expect((await read(store, order)).payment.status).toBe("AWAITING_TRANSFER");

    const sent = await sendSlip(store, order, new Blob([PNG_BYTES]));
    expect(sent.status).toBe(200);
    const again = await sendSlip(store, order, new Blob([PNG_BYTES]));
    expect(again.status).toBe(409);
    const withSlip = await read(store, order);
    expect(withSlip.payment.status).toBe("SLIP_RECEIVED");
    expect(withSlip.slips).toHaveLength(1);
    const slipPath = `/api/v1/payments/orders/${order.orderId}/slips/${withSlip.slips[0]?.slipId}`;

    expect((await store.request(slipPath)).status).toBe(401);
    const file = await store.request(slipPath, { headers: staff });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG_BYTES);
    expect((await store.request(`/uploads/${withSlip.slips[0]?.slipId}`)).status).toBe(404);

    const rejected = await store.api<OrderDetail>(`/payments/orders/${order.orderId}/reject-slip`, {
      method: "POST",
      headers: staff,
      json: { reason: "The amount on the slip is Rs. 10.00, not Rs. 100.00" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.payment.status).toBe("AWAITING_TRANSFER");
    const tracked = await store.api<{ payment: { slipRejectedReason: string } }>("/orders/visitor/track", {
      method: "POST",
      json: { orderId: order.orderId, contact: "077 123 4567" },
    });
    expect(tracked.body.data.payment.slipRejectedReason).toBe("The amount on the slip is Rs. 10.00, not Rs. 100.00");

    expect((await sendSlip(store, order, new Blob([PNG_BYTES]))).status).toBe(200);
    const verified = await store.api<OrderDetail>(`/payments/orders/${order.orderId}/mark-paid`, {
      method: "POST",
      headers: staff,
      json: {},
    });
    expect(verified.body.data.payment).toMatchObject({ status: "PAID", invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(verified.body.data.paymentHistory.map((c) => c.toStatus)).toEqual([
      "AWAITING_TRANSFER",
      "SLIP_RECEIVED",
      "AWAITING_TRANSFER",
      "SLIP_RECEIVED",
      "PAID",
    ]);
  });
});

describe("PayHere", () => {
  test("the checkout hash and the notify signature follow PayHere's formulas (worked by hand with md5sum)", () => {
    const account = {
      merchantId: TEST_PAYHERE.PAYHERE_MERCHANT_ID,
      merchantSecret: TEST_PAYHERE.PAYHERE_MERCHANT_SECRET,
    };
    expect(payhereAmount(100_000)).toBe("1000.00");
    expect(payhereAmount(123_405)).toBe("1234.05");
    expect(checkoutHash(account, "ItemNo12345", "1000.00", "LKR")).toBe("8A938BFACE18D4186F8209D680A1E4AC");
    expect(
      notifySignature(account, {
        order_id: "ItemNo12345",
        payhere_amount: "1000.00",
        payhere_currency: "LKR",
        status_code: "2",
      }),
    ).toBe("55B17DA9EC2817EA7C5566004972533A");
  });

  test("a valid paid notify pays the order once; repeats, forgeries and mismatches change nothing and answer 200", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "PAYHERE", 2);
    const notice = signedNotice({ order_id: order.orderId, payhere_amount: "200.00", status_code: "2" });

    const forged = await postNotice(store, { ...notice, md5sig: notice.md5sig?.replace(/^./, "0") as string });
    expect(forged.status).toBe(200);
    expect(await forged.text()).toBe("OK");
    const wrongAmount = signedNotice({ order_id: order.orderId, payhere_amount: "2.00", status_code: "2" });
    const wrongMerchant = signedNotice(
      { order_id: order.orderId, payhere_amount: "200.00", status_code: "2" },
      { merchantId: "1299999" },
    );
    const wrongSecret = signedNotice(
      { order_id: order.orderId, payhere_amount: "200.00", status_code: "2" },
      { secret: "not-the-secret" },
    );
    const wrongCurrency = signedNotice({
      order_id: order.orderId,
      payhere_amount: "200.00",
      status_code: "2",
      payhere_currency: "USD",
    });
    for (const bad of [wrongAmount, wrongMerchant, wrongSecret, wrongCurrency]) {
      expect((await postNotice(store, bad)).status).toBe(200);
    }
    expect((await read(store, order)).payment.status).toBe("AWAITING_GATEWAY");
    expect(store.logs.filter((line) => line.includes("PayHere notify refused"))).toHaveLength(5);
    expect(store.logs.join("\n")).not.toContain(TEST_PAYHERE.PAYHERE_MERCHANT_SECRET);

    expect((await postNotice(store, notice)).status).toBe(200);
    expect((await postNotice(store, notice)).status).toBe(200);
    const late = signedNotice({ order_id: order.orderId, payhere_amount: "200.00", status_code: "-2" });
    expect((await postNotice(store, late)).status).toBe(200);
    const paid = await read(store, order);
    expect(paid.payment).toMatchObject({
      status: "PAID",
      invoiceNumber: expect.stringMatching(/^INV-/),
      gateway: { paymentId: "320025071278", method: "VISA", message: "Successfully completed the payment." },
    });
    expect(paid.paymentHistory.filter((c) => c.toStatus === "PAID")).toEqual([
      expect.objectContaining({ fromStatus: "AWAITING_GATEWAY", actor: "GATEWAY", changedBy: "PayHere" }),
    ]);
  });

  test("pending changes nothing; a failure lets the customer change method; a success after a failure still pays", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "PAYHERE");
    const notice = (status_code: string) =>
      signedNotice({ order_id: order.orderId, payhere_amount: "100.00", status_code });
    await postNotice(store, notice("0"));
    expect((await read(store, order)).payment.status).toBe("AWAITING_GATEWAY");
    await postNotice(store, notice("-2"));
    expect((await read(store, order)).payment.status).toBe("FAILED");
    await postNotice(store, notice("2"));
    expect((await read(store, order)).payment.status).toBe("PAID");

    const second = (await placeWith(store, "PAYHERE")).order;
    await postNotice(store, signedNotice({ order_id: second.orderId, payhere_amount: "100.00", status_code: "-1" }));
    expect((await read(store, second)).payment.status).toBe("CANCELED");
    const switched = await store.api("/payments/visitor/change-method", {
      method: "POST",
      json: { orderId: second.orderId, contact: "nimal.perera@example.com", method: "BANK_TRANSFER" },
    });
    expect(switched.status).toBe(200);
    expect((await read(store, second)).payment).toMatchObject({ method: "BANK_TRANSFER", status: "AWAITING_TRANSFER" });
    const again = await store.api("/payments/visitor/change-method", {
      method: "POST",
      json: { orderId: second.orderId, contact: "nimal.perera@example.com", method: "COD" },
    });
    expect(again.status).toBe(409);
  });
});

describe("the hold", () => {
  test("cancels unpaid transfers after 48 h and card orders after 1 h, never COD, slips being checked or paid", async () => {
    const { store, clock } = await payStore();
    const transfer = await placeWith(store, "BANK_TRANSFER", 3);
    const withSlip = (await placeWith(store, "BANK_TRANSFER")).order;
    await sendSlip(store, withSlip, new Blob([PNG_BYTES]));
    const card = await placeWith(store, "PAYHERE", 2);
    const paidCard = (await placeWith(store, "PAYHERE")).order;
    await postNotice(store, signedNotice({ order_id: paidCard.orderId, payhere_amount: "100.00", status_code: "2" }));
    const cod = (await placeWith(store, "COD")).order;

    clock.advanceMinutes(61);
    expect(holdPass(store, clock)).toEqual([card.order.orderId]);
    expect(stockOf(store.db, card.part)).toBe(100);
    const canceledCard = await read(store, card.order);
    expect([canceledCard.orderStatus, canceledCard.payment.status]).toEqual(["CANCELED", "CANCELED"]);
    expect(canceledCard.statusHistory.at(-1)?.changedBy).toBe("Shop: not paid within 1 h");

    clock.advanceMinutes(47 * 60);
    expect(holdPass(store, clock)).toEqual([transfer.order.orderId]);
    expect(stockOf(store.db, transfer.part)).toBe(100);
    clock.advanceMinutes(24 * 60 * 30);
    expect(holdPass(store, clock)).toEqual([]);
    for (const kept of [withSlip, paidCard, cod]) expect((await read(store, kept)).orderStatus).toBe("PENDING");
  });

  test("a window of 0 hours keeps unpaid orders however old", async () => {
    const { store, clock } = await payStore();
    await store.api("/payments/admin/settings", {
      method: "PUT",
      headers: await store.asAdmin(),
      json: {
        cod: { enabled: true, maxTotal: 25000, fee: 0 },
        bankTransfer: { enabled: true, holdHours: 0 },
        payhere: { enabled: true, holdHours: 0 },
      },
    });
    await placeWith(store, "BANK_TRANSFER");
    await placeWith(store, "PAYHERE");
    clock.advanceMinutes(24 * 60 * 365);
    expect(holdPass(store, clock)).toEqual([]);
  });
});

describe("refunds", () => {
  test("an admin records a refund on a paid order; staff cannot; an unpaid order or too much is refused", async () => {
    const { store } = await payStore();
    const admin = await store.asAdmin();
    const { order } = await placeWith(store, "COD");
    const refund = (amount: number, headers = admin) =>
      store.api<OrderDetail>(`/payments/admin/orders/${order.orderId}/refund`, {
        method: "POST",
        headers,
        json: { amount, reason: "Wrong part: returned unused" },
      });
    expect((await refund(50)).status).toBe(409);
    await store.api(`/payments/orders/${order.orderId}/mark-paid`, { method: "POST", headers: admin, json: {} });
    expect((await refund(50, await store.asStaff())).status).toBe(403);
    expect((await refund(101)).status).toBe(422);
    const done = await refund(50);
    expect(done.status).toBe(200);
    expect(done.body.data.payment).toMatchObject({ status: "REFUNDED", refunded: 50 });
    expect(done.body.data.paymentHistory.at(-1)).toMatchObject({
      toStatus: "REFUNDED",
      amount: 50,
      note: "Wrong part: returned unused",
    });
    const summary = await store.api<{ paid: number }>("/orders/summary", { headers: admin });
    expect(summary.body.data.paid).toBe(50);
  });
});

describe("invoice numbers", () => {
  test("are given when paid, in order with no gaps even when many are paid at once, and start again each year", async () => {
    const { store, clock } = await payStore();
    const staff = await store.asStaff();
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push((await placeWith(store, "BANK_TRANSFER")).order);
    await Promise.all(
      orders.map((order) =>
        store.api(`/payments/orders/${order.orderId}/mark-paid`, { method: "POST", headers: staff, json: {} }),
      ),
    );
    await Promise.all(
      orders.map((order) =>
        store.api(`/payments/orders/${order.orderId}/mark-paid`, { method: "POST", headers: staff, json: {} }),
      ),
    );
    const numbers = (await Promise.all(orders.map((order) => read(store, order)))).map((o) => o.payment.invoiceNumber);
    const year = clock.now().getUTCFullYear();
    expect([...numbers].sort()).toEqual(orders.map((_, i) => `INV-${year}-${String(i + 1).padStart(6, "0")}`));

    clock.advanceMinutes(366 * 24 * 60);
    const next = (await placeWith(store, "COD")).order;
    expect(next.payment.invoiceNumber).toBe(`INV-${year + 1}-000001`);
  });
});

describe("invoices", () => {
  test("staff download a COD order's invoice as a PDF or a printable page; an unpaid transfer has none yet", async () => {
    const { store } = await payStore();
    const staff = await store.asStaff();
    const { order } = await placeWith(store, "COD", 2);
    const pdf = await store.request(`/api/v1/payments/orders/${order.orderId}/invoice`, { headers: staff });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${order.payment.invoiceNumber}.pdf"`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

    const html = await store.request(`/api/v1/payments/orders/${order.orderId}/invoice?format=html`, {
      headers: staff,
    });
    const page = await html.text();
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page).toContain(`Invoice ${order.payment.invoiceNumber}`);
    expect(page).toContain("Nimal Perera");
    expect(page).toContain("LKR 200.00");
    expect(page).toContain("Cash on delivery · Cash due on delivery");
    expect(page).toContain("Not paid yet");

    expect((await store.request(`/api/v1/payments/orders/${order.orderId}/invoice`)).status).toBe(401);
    const transfer = (await placeWith(store, "BANK_TRANSFER")).order;
    const none = await store.api(`/payments/orders/${transfer.orderId}/invoice`, { headers: staff });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(`Order ${transfer.orderId} has no invoice yet: it gets one when it is paid.`);
  });

  test("a name in Sinhala prints as written on the page and does not stop the PDF", async () => {
    const { store } = await payStore();
    const part = addProduct(store.db, { qty: 5 });
    const placed = await placeOrder(
      store,
      orderBody([{ productId: part, quantity: 1 }], { customerFullName: "නිමල් පෙරේරා", payment: { method: "COD" } }),
    );
    const staff = await store.asStaff();
    const pdf = await store.request(`/api/v1/payments/orders/${placed.body.data.orderId}/invoice`, { headers: staff });
    expect(pdf.status).toBe(200);
    const html = await store.request(`/api/v1/payments/orders/${placed.body.data.orderId}/invoice?format=html`, {
      headers: staff,
    });
    expect(await html.text()).toContain("නිමල් පෙරේරා");
  });
});

describe("the dashboard's money", () => {
  test("revenue counts paid orders; money awaited is shown per way of paying", async () => {
    const { store } = await payStore();
    const staff = await store.asStaff();
    const cod = (await placeWith(store, "COD", 2)).order;
    await placeWith(store, "BANK_TRANSFER", 3);
    await placeWith(store, "PAYHERE", 4);
    const summary = async () =>
      (
        await store.api<{ today: { revenue: number }; paid: number; awaited: Record<string, number> }>(
          "/orders/summary",
          {
            headers: staff,
          },
        )
      ).body.data;
    expect(await summary()).toMatchObject({
      today: { revenue: 0 },
      paid: 0,
      awaited: { cod: 200, transfer: 300, gateway: 400 },
    });
    await store.api(`/payments/orders/${cod.orderId}/mark-paid`, { method: "POST", headers: staff, json: {} });
    expect(await summary()).toMatchObject({ today: { revenue: 200 }, paid: 200, awaited: { cod: 0, transfer: 300 } });
  });
});

/** One pass of the hold, as the running store makes every minute. */
const holdPass = (store: TestApp, clock: ReturnType<typeof manualClock>) =>
  createOrderStatus({ db: store.db, clock: clock.now }).releaseUnpaid();
