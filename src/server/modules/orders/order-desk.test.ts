import { beforeEach, describe, expect, test } from "bun:test";
import { asc, eq } from "drizzle-orm";
import { securityEvents, smsOutbox } from "../../../db/schema";
import { addProduct } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { orderBody, placeOrder } from "../../../test/orders";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import type { OrderDetail } from "./order-rows";

let store: TestApp;
let staff: Record<string, string>;

beforeEach(async () => {
  store = makeTestApp({ now: manualClock("2026-11-20T09:00:00Z").now });
  staff = await store.asStaff();
});

async function newOrder(overrides: Record<string, unknown> = {}) {
  const part = await addProduct(store.db, { qty: 5 });
  const { status, body } = await placeOrder(store, orderBody([{ productId: part, quantity: 1 }], overrides));
  expect(status).toBe(201);
  return body.data;
}

const setStatus = (order: OrderDetail, status: string) =>
  store.api<OrderDetail>(`/orders/admin/update-order-status?orderId=${order.propertyId}&status=${status}`, {
    method: "PUT",
    headers: staff,
  });

const dispatch = (order: OrderDetail, json: Record<string, unknown>) =>
  store.api<OrderDetail>(`/orders/${order.orderId}/dispatch`, { method: "POST", headers: staff, json });

const changesOf = (orderNumber: string) =>
  store.db
    .select({ kind: securityEvents.kind, changes: securityEvents.changes })
    .from(securityEvents)
    .where(eq(securityEvents.item, `order:${orderNumber}`))
    .orderBy(asc(securityEvents.id));

describe("dispatch", () => {
  test("staff confirm an order, hand it to the courier with a tracking number; the customer sees it and is texted", async () => {
    const order = await newOrder();
    expect((await setStatus(order, "RECEIVED")).status).toBe(200);
    const sent = await dispatch(order, {
      courier: "Domex",
      trackingNumber: " dx123456789lk ",
      trackingUrl: "https://track.example.lk/DX123456789LK",
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.dispatch).toMatchObject({
      courier: "Domex",
      trackingNumber: "DX123456789LK",
      trackingUrl: "https://track.example.lk/DX123456789LK",
      dispatchedAt: "2026-11-20T09:00:00.000Z",
    });

    const tracked = await store.api<{ dispatch: OrderDetail["dispatch"] }>("/orders/visitor/track", {
      method: "POST",
      json: { orderId: order.orderId, contact: "0771234567" },
    });
    expect(tracked.body.data.dispatch?.trackingNumber).toBe("DX123456789LK");

    const texts = await store.db
      .select({ kind: smsOutbox.kind, body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.orderId, order.propertyId));
    expect(texts.find((text) => text.kind === "order-dispatched")?.body).toContain("Domex, tracking no. DX123456789LK");

    expect((await changesOf(order.orderId)).map((entry) => entry.kind)).toEqual(["ORDER_STATUS", "ORDER_DISPATCHED"]);

    const again = await dispatch(order, { courier: "Koombiyo", trackingNumber: "K1" });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already dispatched with Domex (DX123456789LK)");
    expect(await changesOf(order.orderId)).toHaveLength(2);
  });

  test("an order not yet Received, a bad link or a missing number is refused, and nothing is recorded", async () => {
    const order = await newOrder();
    const early = await dispatch(order, { courier: "Domex", trackingNumber: "DX1" });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain("confirm it (Received) before dispatching it");

    await setStatus(order, "RECEIVED");
    const bad = await dispatch(order, { courier: "", trackingNumber: "", trackingUrl: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((error: { field: string }) => error.field).toSorted()).toEqual([
      "courier",
      "trackingNumber",
      "trackingUrl",
    ]);
    expect((await changesOf(order.orderId)).map((entry) => entry.kind)).toEqual(["ORDER_STATUS"]);
  });
});

describe("notes and details", () => {
  test("a note keeps who wrote it and when; an empty one is refused", async () => {
    const order = await newOrder();
    const added = await store.api<OrderDetail>(`/orders/${order.orderId}/notes`, {
      method: "POST",
      headers: staff,
      json: { text: "  Customer asked to call before delivery  " },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.notes).toEqual([
      { author: expect.any(String), at: "2026-11-20T09:00:00.000Z", text: "Customer asked to call before delivery" },
    ]);
    const empty = await store.api(`/orders/${order.orderId}/notes`, {
      method: "POST",
      headers: staff,
      json: { text: "   " },
    });
    expect(empty.status).toBe(400);
    expect((await changesOf(order.orderId)).map((entry) => entry.kind)).toEqual(["ORDER_NOTE"]);
  });

  test("contact and address are corrected before dispatch, recorded before → after; after dispatch it is a 409", async () => {
    const order = await newOrder();
    const details = {
      customerFullName: "Nimal Perera",
      customerEmail: "nimal.perera@example.com",
      customerPrimaryMobile: "071 555 1234",
      customerSecondaryMobile: "",
      customerAddress: "No. 14, Temple Road, Kandy",
    };
    const edited = await store.api<OrderDetail>(`/orders/${order.orderId}/details`, {
      method: "PUT",
      headers: staff,
      json: details,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.customerPrimaryMobile).toBe("+94715551234");
    expect(edited.body.data.customerAddress).toBe("No. 14, Temple Road, Kandy");
    const [entry] = await changesOf(order.orderId);
    expect(JSON.parse(entry?.changes ?? "[]")).toEqual([
      { field: "Mobile", before: "+94771234567", after: "+94715551234" },
      { field: "Address", before: "No. 12, Temple Road, Kandy", after: "No. 14, Temple Road, Kandy" },
    ]);

    const wrong = await store.api(`/orders/${order.orderId}/details`, {
      method: "PUT",
      headers: staff,
      json: { ...details, customerPrimaryMobile: "12", customerAddress: "" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.map((error: { field: string }) => error.field)).toEqual(["customerPrimaryMobile"]);

    await setStatus(order, "RECEIVED");
    await dispatch(order, { courier: "Domex", trackingNumber: "DX1" });
    const late = await store.api(`/orders/${order.orderId}/details`, {
      method: "PUT",
      headers: staff,
      json: { ...details, customerAddress: "Somewhere else" },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toContain("can no longer be changed");
    expect((await changesOf(order.orderId)).map((entry) => entry.kind)).toEqual([
      "ORDER_DETAILS",
      "ORDER_STATUS",
      "ORDER_DISPATCHED",
    ]);
  });
});
