import { describe, expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { smsOutbox } from "../../../db/schema";
import { smsSize } from "../../../shared/message-templates";
import { addProduct } from "../../../test/catalog";
import { orderBody, placeOrder } from "../../../test/orders";
import { PNG_BYTES, payStore, placeWith, sendSlip } from "../../../test/payments";
import type { TestApp } from "../../../test/test-app";
import { createOrderLinks } from "../order-link";
import { SMS_PER_RECIPIENT } from "./sms-outbox";

/** The order's own link, as its texts carry it: the number and the key that opens its invoice. */
const linkOf = (store: TestApp, orderNumber: string) =>
  createOrderLinks({ jwtSecret: store.config.jwtSecret, publicUrl: store.config.publicUrl }).linkOf(orderNumber);

const textsOf = (store: TestApp, orderId?: number) =>
  store.db
    .select({ kind: smsOutbox.kind, recipient: smsOutbox.recipient, body: smsOutbox.body, status: smsOutbox.status })
    .from(smsOutbox)
    .where(orderId === undefined ? undefined : eq(smsOutbox.orderId, orderId))
    .orderBy(asc(smsOutbox.id));

const setStatus = async (store: TestApp, order: { propertyId: number }, status: string) =>
  store.api(`/orders/admin/update-order-status?orderId=${order.propertyId}&status=${status}`, {
    method: "PUT",
    headers: await store.asAdmin(),
  });

describe("texts to one mobile are capped, like e-mails", () => {
  test("25 orders placed in a victim's number text them 6 times; the shop's own alerts all go", async () => {
    const { store } = await payStore();
    const saved = await store.api("/messages/settings", {
      method: "PUT",
      headers: await store.asAdmin(),
      json: { whatsapp: null, alertMobile: "0719876543", alertEmail: null },
    });
    expect(saved.status).toBe(200);
    const part = await addProduct(store.db, { qty: 100 });
    for (let n = 0; n < 25; n++) {
      const placed = await placeOrder(
        store,
        orderBody([{ productId: part, quantity: 1 }], { customerEmail: `x${n}@example.com` }),
      );
      expect(placed.status).toBe(201);
    }
    const texts = await textsOf(store);
    expect(texts.filter((text) => text.recipient === "+94771234567")).toHaveLength(SMS_PER_RECIPIENT.perHour);
    expect(texts.filter((text) => text.recipient === "+94719876543")).toHaveLength(25);
  });
});

describe("texts about an order", () => {
  test("placing an order queues one text to the customer's mobile: number, total and how to pay", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "COD", 2, 625_000);
    expect(await textsOf(store, order.propertyId)).toEqual([
      {
        kind: "order-placed",
        recipient: "+94771234567",
        body: `Lanka Auto Parts: order ${order.orderId} placed, total Rs. 12,500.00. Pay cash on delivery. Track: ${linkOf(store, order.orderId)}`,
        status: "PENDING",
      },
    ]);
  });

  test("a bank-transfer order is told the reference to quote", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "BANK_TRANSFER");
    expect((await textsOf(store, order.propertyId))[0]?.body).toContain(
      `Pay by bank transfer, reference ${order.orderId}, then send the slip at the link.`,
    );
  });

  test("a customer who declines texts at checkout gets none, whatever happens to the order", async () => {
    const { store } = await payStore();
    const part = await addProduct(store.db, { qty: 5 });
    const placed = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { smsUpdates: false }));
    expect(placed.status).toBe(201);
    expect(placed.body.data.smsUpdates).toBe(false);
    expect((await setStatus(store, placed.body.data, "RECEIVED")).status).toBe(200);
    expect(await textsOf(store, placed.body.data.propertyId)).toEqual([]);
  });

  test("each status that matters texts once, even when staff set it twice", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "COD");
    await setStatus(store, order, "RECEIVED");
    await setStatus(store, order, "PENDING");
    await setStatus(store, order, "RECEIVED");
    await setStatus(store, order, "DELIVERED");
    await setStatus(store, order, "CANCELED");
    expect((await textsOf(store, order.propertyId)).map((text) => text.kind)).toEqual([
      "order-placed",
      "order-confirmed",
      "order-delivered",
      "order-canceled",
    ]);
    expect((await textsOf(store, order.propertyId))[1]?.body).toBe(
      `Lanka Auto Parts: order ${order.orderId} is confirmed and being packed for delivery. Questions? Call 011 234 5678`,
    );
  });

  test("two staff confirming at once queue one text", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "COD");
    const answers = await Promise.all([setStatus(store, order, "RECEIVED"), setStatus(store, order, "RECEIVED")]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await textsOf(store, order.propertyId)).filter((text) => text.kind === "order-confirmed")).toHaveLength(1);
  });

  test("payment received, and a rejected slip with the reason staff gave", async () => {
    const { store } = await payStore();
    const { order } = await placeWith(store, "BANK_TRANSFER");
    expect((await sendSlip(store, order, new Blob([PNG_BYTES]))).status).toBe(200);
    const reject = await store.api(`/payments/orders/${order.propertyId}/reject-slip`, {
      method: "POST",
      headers: await store.asStaff(),
      json: { reason: "The amount does not match the order" },
    });
    expect(reject.status).toBe(200);
    expect((await sendSlip(store, order, new Blob([PNG_BYTES]))).status).toBe(200);
    const paid = await store.api(`/payments/orders/${order.propertyId}/mark-paid`, {
      method: "POST",
      headers: await store.asStaff(),
      json: {},
    });
    expect(paid.status).toBe(200);
    const texts = await textsOf(store, order.propertyId);
    expect(texts.map((text) => text.kind)).toEqual(["order-placed", "slip-rejected", "order-paid"]);
    expect(texts[1]?.body).toBe(
      `Lanka Auto Parts: the slip for order ${order.orderId} was not accepted: The amount does not match the order. Send another: ${linkOf(store, order.orderId)}`,
    );
    expect(texts[2]?.body).toBe(`Lanka Auto Parts: we received Rs. 100.00 for order ${order.orderId}. Thank you!`);
  });
});

describe("texts in the customer's language", () => {
  test("an order placed in Tamil gets its texts in Tamil, in two SMS parts at most; the shop's alert stays English", async () => {
    const { store } = await payStore();
    await store.api("/messages/settings", {
      method: "PUT",
      headers: await store.asAdmin(),
      json: { whatsapp: null, alertMobile: "0719876543", alertEmail: null },
    });
    const part = await addProduct(store.db, { priceCents: 1_250_000, qty: 10 });
    const placed = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { locale: "ta" }));
    expect(placed.status).toBe(201);
    const order = placed.body.data;
    expect(order.locale).toBe("ta");
    const texts = await textsOf(store, order.propertyId);
    const customer = texts.find((text) => text.recipient === "+94771234567");
    expect(customer?.body).toBe(
      `ஆர்டர் ${order.orderId} Rs. 12,500.00. பெறும்போது பணம் செலுத்துங்கள். ${linkOf(store, order.orderId)}`,
    );
    expect(smsSize(customer?.body ?? "")).toMatchObject({ encoding: "UCS-2", segments: 2 });
    expect(texts.find((text) => text.recipient === "+94719876543")?.body).toContain("Pay cash on delivery.");
    expect((await setStatus(store, order, "RECEIVED")).status).toBe(200);
    const confirmed = (await textsOf(store, order.propertyId)).find((text) => text.kind === "order-confirmed");
    expect(confirmed?.body).toContain(`ஆர்டர் ${order.orderId} உறுதி`);
  });

  test("an admin rewords the Sinhala text apart from the English; the Sinhala order gets the new words", async () => {
    const { store } = await payStore();
    const admin = await store.asAdmin();
    const saved = await store.api("/messages/templates/order-placed?locale=si", {
      method: "PUT",
      headers: admin,
      json: { text: "ඇණවුම {order} ලැබුණා. {track}" },
    });
    expect(saved.status).toBe(200);
    const sinhala = await store.api<{ kind: string; text: string; edited: boolean }[]>(
      "/messages/templates?locale=si",
      {
        headers: admin,
      },
    );
    expect(sinhala.body.data.find((template) => template.kind === "order-placed")).toMatchObject({
      text: "ඇණවුම {order} ලැබුණා. {track}",
      edited: true,
    });
    const english = await store.api<{ kind: string; edited: boolean }[]>("/messages/templates", { headers: admin });
    expect(english.body.data.find((template) => template.kind === "order-placed")?.edited).toBe(false);
    const part = await addProduct(store.db, { qty: 10 });
    const placed = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], { locale: "si" }));
    const [text] = await textsOf(store, placed.body.data.propertyId);
    expect(text?.body).toBe(`ඇණවුම ${placed.body.data.orderId} ලැබුණා. ${linkOf(store, placed.body.data.orderId)}`);
    const refused = await store.api("/messages/templates/order-placed?locale=fr", {
      method: "PUT",
      headers: admin,
      json: { text: "x {order}" },
    });
    expect(refused.status).toBe(400);
  });
});
