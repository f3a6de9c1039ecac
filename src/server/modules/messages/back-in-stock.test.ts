import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { emailOutbox, products, smsOutbox } from "../../../db/schema";
import { addProduct } from "../../../test/catalog";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import {
  createStockAlerts,
  STOCK_ALERTS_PER_ADDRESS_PER_HOUR,
  STOCK_ALERTS_PER_HOUR,
  TOO_MANY_STOCK_ALERTS,
} from "./stock-alerts";

const subscribe = (store: TestApp, productId: number, contact: string) =>
  store.api("/messages/visitor/back-in-stock", { method: "POST", json: { productId, contact } });

const restock = (store: TestApp, productId: number, qty: number) =>
  store.db.update(products).set({ qty }).where(eq(products.id, productId));

/** The sweep the store runs every few seconds (startRestockAnnouncements), run now. */
const announce = (store: TestApp) =>
  createStockAlerts({
    db: store.db,
    clock: store.clock,
    shopName: store.config.shopName,
    publicUrl: store.config.publicUrl,
  }).announceRestocks();

describe("back in stock", () => {
  test("each waiting customer is told once, by text or e-mail, when the part is back", async () => {
    const store = makeTestApp();
    const part = await addProduct(store.db, { name: "Brake pad set", code: "04465-52260", qty: 0 });
    expect((await subscribe(store, part, "077 123 4567")).status).toBe(200);
    expect((await subscribe(store, part, "+94771234567")).status).toBe(200);
    expect((await subscribe(store, part, "Nimal@Example.com")).status).toBe(200);
    expect(await announce(store)).toBe(0);

    await restock(store, part, 4);
    expect(await announce(store)).toBe(2);
    expect(await announce(store)).toBe(0);
    const texts = await store.db.select().from(smsOutbox);
    expect(texts).toEqual([
      expect.objectContaining({
        recipient: "+94771234567",
        kind: "back-in-stock",
        body: `Lanka Auto Parts: Brake pad set (04465-52260) is back in stock. Order it here: http://localhost:3000/client/product/${part}`,
      }),
    ]);
    const mails = await store.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "back-in-stock"));
    expect(mails.map((mail) => mail.recipient)).toEqual(["nimal@example.com"]);

    // Sold out again: asking again is a new wait, told again next time.
    await restock(store, part, 0);
    await subscribe(store, part, "0771234567");
    await restock(store, part, 1);
    expect(await announce(store)).toBe(1);
    expect(await store.db.select().from(smsOutbox)).toHaveLength(2);
  });

  test("new waiting places are capped per address and for the whole shop an hour; asking again spends nothing", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1" } });
    const part = await addProduct(store.db, { qty: 0 });
    const from = (address: string, contact: string) =>
      store.api("/messages/visitor/back-in-stock", {
        method: "POST",
        json: { productId: part, contact },
        headers: { "x-forwarded-for": address },
      });
    const number = (n: number) => `077${String(1_000_000 + n).padStart(7, "0")}`;
    for (let n = 0; n < STOCK_ALERTS_PER_ADDRESS_PER_HOUR; n++)
      expect((await from("192.0.2.1", number(n))).status).toBe(200);
    expect((await from("192.0.2.1", number(0))).status).toBe(200); // already waiting: kept, not counted
    const refused = await from("192.0.2.1", number(99));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_STOCK_ALERTS);
    // Many addresses: the shop's places for the hour run out too.
    let n = 100;
    for (let address = 2; n < 100 + STOCK_ALERTS_PER_HOUR - STOCK_ALERTS_PER_ADDRESS_PER_HOUR; address++) {
      for (
        let i = 0;
        i < STOCK_ALERTS_PER_ADDRESS_PER_HOUR && n < 100 + STOCK_ALERTS_PER_HOUR - STOCK_ALERTS_PER_ADDRESS_PER_HOUR;
        i++, n++
      ) {
        expect((await from(`198.51.100.${address}`, number(n))).status).toBe(200);
      }
    }
    expect((await from("203.0.113.1", number(n))).status).toBe(429);
  });

  test("a part in stock, not sold, or a contact that is neither a mobile nor an e-mail is refused in words", async () => {
    const store = makeTestApp();
    const inStock = await addProduct(store.db, { qty: 3 });
    const hidden = await addProduct(store.db, { qty: 0, isActive: false });
    const soldOut = await addProduct(store.db, { qty: 0 });
    expect((await subscribe(store, inStock, "0771234567")).body.message).toBe(
      "Good news: this part is in stock now. Add it to your cart.",
    );
    expect((await subscribe(store, hidden, "0771234567")).status).toBe(404);
    const landline = await subscribe(store, soldOut, "011 234 5678");
    expect(landline.status).toBe(400);
    expect(landline.body.errors?.[0]?.field).toBe("contact");
    expect((await subscribe(store, soldOut, "")).body.message).toBe("Enter your mobile number or e-mail address.");
  });

  test("staff see how many wait per product; a page form without JavaScript saves and says so", async () => {
    const store = makeTestApp();
    const part = await addProduct(store.db, { qty: 0 });
    const posted = await store.request(`/client/product/${part}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new URLSearchParams({ contact: "0771234567" }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe(`/client/product/${part}?done=1#back-in-stock`);
    const refused = await store.request(`/client/product/${part}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body: new URLSearchParams({ contact: "hello" }).toString(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This is not a phone number we can call.");
    const list = await store.request("/console/products-list", { headers: await store.asAdmin() });
    expect(await list.text()).toContain(`"waiting":{"${part}":1}`);
  });
});
