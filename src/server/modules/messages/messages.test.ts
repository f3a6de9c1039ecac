import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { firstRow } from "../../../db/first-row";
import { smsOutbox } from "../../../db/schema";
import { fillTemplate, SAMPLE_VALUES, smsSize, unknownPlaceholders } from "../../../shared/message-templates";
import { whatsappLink } from "../../../shared/whatsapp";
import { payStore, placeWith } from "../../../test/payments";
import { STAND_IN_CREDENTIALS, startSmsGatewayStandIn } from "../../../test/sms-gateway-stand-in";
import { makeTestApp } from "../../../test/test-app";
import { testDatabase } from "../../../test/test-database";
import { createLogger } from "../../logger";
import { MAX_ATTEMPTS } from "../../outbox/outbox-worker";
import { notifyLk } from "./notify-lk";
import { queueSms } from "./sms-outbox";
import { createSmsSender } from "./sms-sender";

describe("templates and segments", () => {
  test("placeholders are filled; unknown ones are named", () => {
    expect(fillTemplate("{shop}: order {order} {nope}", SAMPLE_VALUES)).toBe(
      "Lanka Auto Parts: order SO-2026-000123 {nope}",
    );
    expect(unknownPlaceholders("{shop} {order} {price} {}", ["shop", "order"])).toEqual(["price", ""]);
  });

  test("English texts are GSM-7, 160 characters a segment; Sinhala is Unicode, 70 a segment", () => {
    expect(smsSize("a".repeat(160))).toEqual({ characters: 160, segments: 1, encoding: "GSM-7" });
    expect(smsSize("a".repeat(161))).toEqual({ characters: 161, segments: 2, encoding: "GSM-7" });
    expect(smsSize("ක".repeat(70))).toEqual({ characters: 70, segments: 1, encoding: "UCS-2" });
    expect(smsSize("ක".repeat(71)).segments).toBe(2);
  });
});

test("wa.me links carry the number without + and the text URL-encoded", () => {
  expect(whatsappLink("+94771234567", "Order SO-1 & brake pads?")).toBe(
    "https://wa.me/94771234567?text=Order%20SO-1%20%26%20brake%20pads%3F",
  );
  expect(whatsappLink("+94771234567", "")).toBe("https://wa.me/94771234567");
});

describe("the SMS sender", () => {
  function setUp() {
    const db = testDatabase();
    let now = new Date("2026-11-26T09:00:00Z");
    const standIn = startSmsGatewayStandIn();
    const { apiKey, userId, senderId } = STAND_IN_CREDENTIALS;
    const makeSender = () =>
      createSmsSender({
        db,
        gateway: notifyLk({ userId, apiKey, senderId, url: standIn.notifyLkUrl, timeoutMs: 300 }),
        clock: () => now,
        logger: createLogger("silent"),
      });
    const sender = makeSender();
    const text = { recipient: "+94771234567", body: "Hello", kind: "order-paid" as const, eventKey: "order-paid:1" };
    return {
      db,
      standIn,
      sender,
      makeSender,
      text,
      later: (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000)),
    };
  }

  test("sends once, marks it sent, and never queues a second text for the same event", async () => {
    const { db, standIn, sender, text } = setUp();
    try {
      expect(await queueSms(db, text)).toBe(true);
      expect(await queueSms(db, { ...text, body: "Again" })).toBe(false);
      expect(await sender.deliverDue()).toBe(1);
      expect(await sender.deliverDue()).toBe(0);
      expect(standIn.received.map((received) => received.message)).toEqual(["Hello"]);
      expect(await firstRow(db.select().from(smsOutbox))).toMatchObject({ status: "SENT", attempts: 1 });
    } finally {
      standIn.stop();
    }
  });

  test("two senders over one database (two processes during a deploy) send each text once", async () => {
    const { db, standIn, sender, makeSender, text } = setUp();
    try {
      await queueSms(db, text);
      await queueSms(db, { ...text, eventKey: "order-paid:2", body: "Second" });
      const sent = await Promise.all([sender.deliverDue(), makeSender().deliverDue()]);
      expect(sent[0] + sent[1]).toBe(2);
      expect(standIn.received.map((received) => received.message).sort()).toEqual(["Hello", "Second"]);
    } finally {
      standIn.stop();
    }
  });

  test("a gateway failure is retried later and given up after MAX_ATTEMPTS with the gateway's answer", async () => {
    const { db, standIn, sender, text, later } = setUp();
    try {
      await queueSms(db, text);
      standIn.trouble(...Array(MAX_ATTEMPTS).fill("server-error"));
      await sender.deliverDue();
      expect(await firstRow(db.select().from(smsOutbox))).toMatchObject({ status: "PENDING", attempts: 1 });
      expect(await sender.deliverDue()).toBe(0);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        later(60);
        await sender.deliverDue();
      }
      expect(await firstRow(db.select().from(smsOutbox))).toMatchObject({
        status: "FAILED",
        attempts: MAX_ATTEMPTS,
        lastError: "HTTP 500: Internal server error",
      });
    } finally {
      standIn.stop();
    }
  });

  test("an invalid number is given up at once", async () => {
    const { db, standIn, sender, text } = setUp();
    try {
      await queueSms(db, { ...text, recipient: "+94112345678" });
      await sender.deliverDue();
      expect(await firstRow(db.select().from(smsOutbox))).toMatchObject({
        status: "FAILED",
        attempts: 1,
        lastError: "HTTP 422: The recipient number is invalid",
      });
    } finally {
      standIn.stop();
    }
  });
});

describe("the Messages API", () => {
  test("an admin rewords a text; a placeholder it may not use is refused by name; reset brings the default back", async () => {
    const store = makeTestApp();
    const admin = await store.asAdmin();
    const bad = await store.api("/messages/templates/order-paid", {
      method: "PUT",
      headers: admin,
      json: { text: "{shop}: paid {price}" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toStartWith("This text cannot use {price}.");
    const staffTry = await store.api("/messages/templates/order-paid", {
      method: "PUT",
      headers: await store.asStaff(),
      json: { text: "{shop}: paid" },
    });
    expect(staffTry.status).toBe(403);
    const saved = await store.api<{ segments: number }>("/messages/templates/order-paid", {
      method: "PUT",
      headers: admin,
      json: { text: "{shop}: ස්තුතියි! {order} paid." },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ segments: 1, encoding: "UCS-2" });
    const list = await store.api<{ kind: string; text: string; edited: boolean }[]>("/messages/templates", {
      headers: admin,
    });
    expect(list.body.data.find((template) => template.kind === "order-paid")).toMatchObject({
      text: "{shop}: ස්තුතියි! {order} paid.",
      edited: true,
    });
    await store.api("/messages/templates/order-paid", { method: "DELETE", headers: admin });
    const again = await store.api<{ kind: string; edited: boolean }[]>("/messages/templates", { headers: admin });
    expect(again.body.data.find((template) => template.kind === "order-paid")?.edited).toBe(false);
    expect((await store.api("/messages/templates/no-such", { method: "DELETE", headers: admin })).status).toBe(404);
  });

  test("settings take mobiles in any usual form and refuse a landline by field", async () => {
    const store = makeTestApp();
    const admin = await store.asAdmin();
    const saved = await store.api("/messages/settings", {
      method: "PUT",
      headers: admin,
      json: { whatsapp: "077-123 4567", alertMobile: "", alertEmail: " Shop@Example.com " },
    });
    expect(saved.body.data).toEqual({ whatsapp: "+94771234567", alertMobile: null, alertEmail: "shop@example.com" });
    const landline = await store.api("/messages/settings", {
      method: "PUT",
      headers: admin,
      json: { whatsapp: "011 234 5678", alertMobile: null, alertEmail: null },
    });
    expect(landline.status).toBe(400);
    expect(landline.body.errors?.[0]?.field).toBe("whatsapp");
    const page = await store.request("/client/cart");
    expect(await page.text()).toContain('"whatsapp":"+94771234567"');
  });

  test("live alerts list the orders placed since the last poll; the shop's own number gets a text per new order", async () => {
    const { store, clock } = await payStore();
    const admin = await store.asAdmin();
    await store.api("/messages/settings", {
      method: "PUT",
      headers: admin,
      json: { whatsapp: null, alertMobile: "0712345678", alertEmail: null },
    });
    const first = await store.api<{ now: string; orders: unknown[] }>("/messages/alerts", {
      headers: await store.asStaff(),
    });
    expect(first.body.data.orders).toEqual([]);
    clock.advanceMinutes(1);
    const { order } = await placeWith(store, "COD");
    const next = await store.api<{ orders: { orderId: string; customer: string }[] }>(
      `/messages/alerts?since=${encodeURIComponent(first.body.data.now)}`,
      { headers: await store.asStaff() },
    );
    expect(next.body.data.orders).toEqual([
      expect.objectContaining({ orderId: order.orderId, customer: "Nimal Perera" }),
    ]);
    const toShop = (await store.db.select().from(smsOutbox)).filter((text) => text.kind === "shop-new-order");
    expect(toShop).toEqual([expect.objectContaining({ recipient: "+94712345678" })]);
    expect(toShop[0]?.body).toStartWith(`New order ${order.orderId}: Rs. 100.00 from Nimal Perera (077 123 4567).`);
  });
});

describe("the day's SMS spend", () => {
  test("counts today's texts (Sri Lanka's day) and their SMS parts by kind; failed and yesterday's are left out", async () => {
    const store = makeTestApp();
    const long = "x".repeat(200); // two parts
    await queueSms(store.db, { recipient: "+94771234567", body: "Short", kind: "order-placed", eventKey: "a" });
    await queueSms(store.db, { recipient: "+94771234568", body: long, kind: "order-placed", eventKey: "b" });
    await queueSms(store.db, { recipient: "+94771234569", body: "Back", kind: "back-in-stock", eventKey: "c" });
    await queueSms(store.db, { recipient: "+94771234570", body: "Old", kind: "order-paid", eventKey: "d" });
    await queueSms(store.db, { recipient: "+94771234571", body: "Failed", kind: "order-paid", eventKey: "e" });
    const yesterday = new Date(Date.now() - 36 * 60 * 60_000);
    await store.db.update(smsOutbox).set({ createdAt: yesterday }).where(eq(smsOutbox.eventKey, "d"));
    await store.db.update(smsOutbox).set({ status: "FAILED" }).where(eq(smsOutbox.eventKey, "e"));
    const answer = await store.api<{ today: { texts: number; parts: number; byKind: unknown[] } }>("/messages/outbox", {
      headers: await store.asStaff(),
    });
    expect(answer.body.data.today).toEqual({
      texts: 3,
      parts: 4,
      byKind: [
        { kind: "order-placed", texts: 2 },
        { kind: "back-in-stock", texts: 1 },
      ],
    });
  });
});
