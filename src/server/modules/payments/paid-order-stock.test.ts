import { describe, expect, test } from "bun:test";
import { addProduct } from "../../../test/catalog";
import { orderBody, placeOrder } from "../../../test/orders";
import { payStore, postNotice, signedNotice, staffView } from "../../../test/payments";
import type { TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";

const stockOf = async (store: TestApp, id: number) =>
  ((await testSql(store.db).get("SELECT qty FROM products WHERE id = ?", [id])) as { qty: number }).qty;

/** An unpaid order of 12 units of one part (beyond the 10 an unpaid order may hold): placed without stock. */
async function waitingOrder(store: TestApp, method: "PAYHERE" | "BANK_TRANSFER", stock = 30) {
  const part = await addProduct(store.db, { qty: stock, priceCents: 10_000 });
  const placed = await placeOrder(store, orderBody([{ productId: part, quantity: 12 }], { payment: { method } }));
  expect(placed.status).toBe(201);
  expect(placed.body.data.stockHeld).toBe(false);
  expect(await stockOf(store, part)).toBe(stock);
  return { order: placed.body.data, part };
}

describe("a waiting order once paid", () => {
  test("paid by card (PayHere's notify), it takes its parts at once", async () => {
    const { store } = await payStore();
    const { order, part } = await waitingOrder(store, "PAYHERE");
    const notify = await postNotice(
      store,
      signedNotice({ order_id: order.orderId, payhere_amount: "1200.00", status_code: "2" }),
    );
    expect(notify.status).toBe(200);
    expect(await stockOf(store, part)).toBe(18);
    const after = await staffView(store, order);
    expect(after).toMatchObject({ stockHeld: true, payment: expect.objectContaining({ status: "PAID" }) });
  });

  test("marked paid by staff (a transfer seen in the bank), it takes its parts; when they are gone it stays waiting, paid", async () => {
    const { store } = await payStore();
    const first = await waitingOrder(store, "BANK_TRANSFER");
    const paid = await store.api(`/payments/orders/${first.order.propertyId}/mark-paid`, {
      method: "POST",
      headers: await store.asAdmin(),
      json: {},
    });
    expect(paid.status).toBe(200);
    expect(await stockOf(store, first.part)).toBe(18);

    const short = await waitingOrder(store, "BANK_TRANSFER", 12);
    await testSql(store.db).run("UPDATE products SET qty = 5 WHERE id = ?", [short.part]);
    const paidShort = await store.api(`/payments/orders/${short.order.propertyId}/mark-paid`, {
      method: "POST",
      headers: await store.asAdmin(),
      json: {},
    });
    expect(paidShort.status).toBe(200);
    expect(await stockOf(store, short.part)).toBe(5);
    expect(await staffView(store, short.order)).toMatchObject({
      stockHeld: false,
      payment: expect.objectContaining({ status: "PAID" }),
    });
  });
});
