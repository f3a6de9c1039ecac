import { describe, expect, test } from "bun:test";
import { PAYMENT_ACTORS, PAYMENT_STATUSES, paymentMoveAllowed } from "../../../shared/payment-status";
import { addProduct, stockOf } from "../../../test/catalog";
import { orderBody, placeOrder } from "../../../test/orders";
import { PNG_BYTES, payStore, placeWith, sendSlip, staffView } from "../../../test/payments";
import { makeTestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { OrderDetail } from "../orders/order-rows";

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

    const part = await addProduct(store.db, { priceCents: 40_000, qty: 5 });
    const over = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { payment: { method: "COD" } }));
    expect(over.status).toBe(422);
    expect(over.body.message).toContain("Cash on delivery is for orders up to Rs. 500.00.");
    expect(over.body.errors?.[0]?.field).toBe("payment.method");
    expect(await stockOf(store.db, part)).toBe(5);

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
      const part = await addProduct(store.db);
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
    expect((await staffView(store, order)).paymentHistory).toHaveLength(2);
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
    const email = await testSql(store.db).get<{ text: string }>(
      "SELECT text_body AS text FROM email_outbox WHERE kind = 'order-confirmation'",
    );
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
    expect((await staffView(store, order)).payment.status).toBe("AWAITING_TRANSFER");

    const sent = await sendSlip(store, order, new Blob([PNG_BYTES]));
    expect(sent.status).toBe(200);
    const again = await sendSlip(store, order, new Blob([PNG_BYTES]));
    expect(again.status).toBe(409);
    const withSlip = await staffView(store, order);
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
