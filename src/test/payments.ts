import type { OrderDetail } from "../server/modules/orders/order-rows";
import { addProduct } from "./catalog";
import { manualClock } from "./manual-clock";
import { orderBody, placeOrder } from "./orders";
import { signedNotice, TEST_PAYHERE } from "./payhere-notice";
import { makeTestApp, type TestApp } from "./test-app";

export { signedNotice, TEST_PAYHERE };

/** Posts a notify form-encoded, as PayHere's server does. */
export const postNotice = (store: TestApp, notice: Record<string, string>) =>
  store.request("/api/v1/payments/payhere/notify", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(notice).toString(),
  });

/** Adds the shop's bank account through the API (as an admin on the Payments screen). */
export async function addBankAccount(store: TestApp) {
  const added = await store.api("/payments/admin/bank-accounts", {
    method: "POST",
    headers: await store.asAdmin(),
    json: {
      bank: "Commercial Bank",
      branch: "Kandy",
      accountName: "Lanka Auto Parts (Pvt) Ltd",
      accountNumber: "1000 2345 6789",
    },
  });
  if (added.status !== 201) throw new Error(`bank account: ${added.status}`);
}

/** The first bytes of a PNG: enough for the slip check, which reads the type from the bytes. */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** Sends a slip for an order as the customer's browser would (multipart). */
export function sendSlip(store: TestApp, order: Pick<OrderDetail, "orderId">, file: Blob, contact = "0771234567") {
  const form = new FormData();
  form.set("orderId", order.orderId);
  form.set("contact", contact);
  form.set("slip", file, "slip.png");
  return store.request("/api/v1/payments/visitor/slip", { method: "POST", body: form });
}

/** An order as staff read it through the API. */
export const staffView = async (store: TestApp, order: { orderId: string }) =>
  (await store.api<OrderDetail>(`/orders/${order.orderId}`, { headers: await store.asStaff() })).body.data;

/** Places an order of a new part (Rs. 100 each by default) paid by `method` (none: the spec's body). */
export async function placeWith(store: TestApp, method: string | undefined, quantity = 1, priceCents = 10_000) {
  const part = await addProduct(store.db, { priceCents, qty: 100 });
  const placed = await placeOrder(
    store,
    orderBody([{ productId: part, quantity }], method ? { payment: { method } } : {}),
  );
  if (placed.status !== 201) throw new Error(`${placed.status} ${placed.body.message}`);
  return { order: placed.body.data, part };
}

/** A store that takes every way of paying: PayHere's test merchant and a bank account, on a clock the test moves. */
export async function payStore(env: Record<string, string> = {}, clock = manualClock()) {
  const store = makeTestApp({ now: clock.now, env: { ...TEST_PAYHERE, ORDERS_PER_HOUR_PER_CLIENT: "1000", ...env } });
  await addBankAccount(store);
  return { store, clock };
}
