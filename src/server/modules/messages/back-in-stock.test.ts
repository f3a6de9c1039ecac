import { describe, expect, test } from "bun:test";
import { and, desc, eq } from "drizzle-orm";
import { emailOutbox, products, smsOutbox, stockAlerts } from "../../../db/schema";
import { STOCK_ALERT_BAD_CODE, STOCK_ALERT_CODE_REFUSED, STOCK_ALERT_SAVED } from "../../../shared/visitor-forms";
import { addProduct } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { createRestockAnnouncements } from "./restock-announcements";
import { SMS_PER_RECIPIENT } from "./sms-outbox";
import {
  STOCK_ALERT_CODE_ATTEMPTS,
  STOCK_ALERT_CODE_MINUTES,
  STOCK_ALERTS_PER_ADDRESS_PER_HOUR,
  STOCK_ALERTS_PER_HOUR,
  TOO_MANY_STOCK_ALERTS,
} from "./stock-alerts";

type Place = { productId: number; confirmed: boolean; channel: "SMS" | "EMAIL" };

const ask = (store: TestApp, productId: number, contact: string) =>
  store.api<Place>("/messages/visitor/back-in-stock", { method: "POST", json: { productId, contact } });

const confirm = (store: TestApp, productId: number, contact: string, code: string) =>
  store.api<Place>("/messages/visitor/back-in-stock/confirm", { method: "POST", json: { productId, contact, code } });

/** The code in the latest text or e-mail to `recipient`, as its owner reads it. */
async function codeSentTo(store: TestApp, recipient: string): Promise<string> {
  const text = await store.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.recipient, recipient), eq(smsOutbox.kind, "stock-alert-code")))
    .orderBy(desc(smsOutbox.id));
  const mail = await store.db
    .select({ body: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, recipient), eq(emailOutbox.kind, "stock-alert-code")))
    .orderBy(desc(emailOutbox.id));
  const body = text[0]?.body ?? mail[0]?.body ?? "";
  const code = /code is (\d{6})/.exec(body)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Asks for a place and confirms it with the code that was sent, as a customer does. */
async function waitFor(store: TestApp, productId: number, contact: string, recipient: string) {
  expect((await ask(store, productId, contact)).body.data).toMatchObject({ confirmed: false });
  const confirmed = await confirm(store, productId, contact, await codeSentTo(store, recipient));
  expect(confirmed.body.data).toMatchObject({ confirmed: true });
}

const restock = (store: TestApp, productId: number, qty: number) =>
  store.db.update(products).set({ qty }).where(eq(products.id, productId));

/** The sweep the store runs every few seconds (startRestockAnnouncements), run now. */
const announce = (store: TestApp) =>
  createRestockAnnouncements({
    db: store.db,
    clock: store.clock,
    shopName: store.config.shopName,
    publicUrl: store.config.publicUrl,
  }).announceRestocks();

const backInStockTexts = (store: TestApp) =>
  store.db.select().from(smsOutbox).where(eq(smsOutbox.kind, "back-in-stock"));

describe("back in stock", () => {
  test("each waiting customer is told once, by text or e-mail, when the part is back", async () => {
    const store = makeTestApp();
    const part = await addProduct(store.db, { name: "Brake pad set", code: "04465-52260", qty: 0 });
    await waitFor(store, part, "077 123 4567", "+94771234567");
    const again = await ask(store, part, "+94771234567");
    expect(again.body.data).toMatchObject({ confirmed: true });
    expect(again.body.message).toBe(STOCK_ALERT_SAVED);
    await waitFor(store, part, "Nimal@Example.com", "nimal@example.com");
    expect(await announce(store)).toBe(0);

    await restock(store, part, 4);
    expect(await announce(store)).toBe(2);
    expect(await announce(store)).toBe(0);
    expect(await backInStockTexts(store)).toEqual([
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
    await waitFor(store, part, "0771234567", "+94771234567");
    await restock(store, part, 1);
    expect(await announce(store)).toBe(1);
    expect(await backInStockTexts(store)).toHaveLength(2);
  });

  test("new codes are capped per address and for the whole shop an hour; asking for a confirmed place spends nothing", async () => {
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
    const refused = await from("192.0.2.1", number(99));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_STOCK_ALERTS);
    // A place already confirmed is kept when asked for again, even past the cap: no code is sent.
    expect((await confirm(store, part, number(0), await codeSentTo(store, "+94771000000"))).status).toBe(200);
    expect((await from("192.0.2.1", number(0))).body.data).toMatchObject({ confirmed: true });
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
    expect((await ask(store, inStock, "0771234567")).body.message).toBe(
      "Good news: this part is in stock now. Add it to your cart.",
    );
    expect((await ask(store, hidden, "0771234567")).status).toBe(404);
    const landline = await ask(store, soldOut, "011 234 5678");
    expect(landline.status).toBe(400);
    expect(landline.body.errors?.[0]?.field).toBe("contact");
    expect((await ask(store, soldOut, "")).body.message).toBe("Enter your mobile number or e-mail address.");
  });

  test("a place counts only once its code is entered: unconfirmed, staff see nobody and nobody is told", async () => {
    const store = makeTestApp();
    const part = await addProduct(store.db, { name: "Radiator cap", code: "16401-0T010", qty: 0 });
    const asked = await ask(store, part, "0771234567");
    expect(asked.body).toMatchObject({
      data: { productId: part, confirmed: false, channel: "SMS" },
      message: "We sent a 6-digit code to your mobile. Enter it here to confirm.",
    });
    const [text] = await store.db.select().from(smsOutbox);
    expect(text?.body).toMatch(
      /^Lanka Auto Parts: your code is \d{6}\. Enter it on the part's page to be told when Radiator cap \(16401-0T010\) is back\.$/,
    );
    const list = async () => (await store.request("/console/products-list", { headers: await store.asAdmin() })).text();
    expect(await list()).not.toContain(`"waiting":{"${part}":1}`);
    await restock(store, part, 2);
    expect(await announce(store)).toBe(0);
    await restock(store, part, 0);
    expect((await confirm(store, part, "+94 77 123 4567", await codeSentTo(store, "+94771234567"))).status).toBe(200);
    expect(await list()).toContain(`"waiting":{"${part}":1}`);
    await restock(store, part, 2);
    expect(await announce(store)).toBe(1);

    // A title that already names the part code does not repeat it (each character is paid for).
    const shock = await addProduct(store.db, {
      name: "Shock",
      displayName: "KYB Excel-G Shock 344506",
      code: "344506",
      qty: 0,
    });
    await ask(store, shock, "0719876543");
    const [codeText] = await store.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, "+94719876543"));
    expect(codeText?.body).toEndWith("to be told when KYB Excel-G Shock 344506 is back.");
  });

  test("a wrong code counts a try and the fifth voids it; a new code replaces the old; a code lasts 30 minutes", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const part = await addProduct(store.db, { qty: 0 });
    await ask(store, part, "sunil@example.lk");
    const first = await codeSentTo(store, "sunil@example.lk");
    const wrong = first === "000000" ? "111111" : "000000";
    for (let n = 1; n < STOCK_ALERT_CODE_ATTEMPTS; n++) {
      const refused = await confirm(store, part, "sunil@example.lk", wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]).toEqual({ field: "code", message: STOCK_ALERT_BAD_CODE });
    }
    expect((await confirm(store, part, "sunil@example.lk", "12 34")).body.message).toBe(
      "Enter the 6-digit code we sent you.",
    );
    expect((await confirm(store, part, "sunil@example.lk", wrong)).status).toBe(400);
    // The fifth wrong try voided it: even the right code no longer works.
    expect((await confirm(store, part, "sunil@example.lk", first)).body.message).toBe(STOCK_ALERT_BAD_CODE);

    await ask(store, part, "sunil@example.lk");
    const second = await codeSentTo(store, "sunil@example.lk");
    clock.advanceMinutes(STOCK_ALERT_CODE_MINUTES + 1);
    expect((await confirm(store, part, "sunil@example.lk", second)).status).toBe(400);

    await ask(store, part, "sunil@example.lk");
    const third = await codeSentTo(store, "sunil@example.lk");
    if (second !== third) expect((await confirm(store, part, "sunil@example.lk", second)).status).toBe(400);
    clock.advanceMinutes(STOCK_ALERT_CODE_MINUTES - 1);
    const confirmed = await confirm(store, part, "sunil@example.lk", ` ${third.slice(0, 3)} ${third.slice(3)} `);
    expect(confirmed.body).toMatchObject({ data: { confirmed: true, channel: "EMAIL" }, message: STOCK_ALERT_SAVED });
    // Confirming twice is fine; the place holds no code any more.
    expect((await confirm(store, part, "sunil@example.lk", third)).status).toBe(200);
    const [place] = await store.db.select().from(stockAlerts);
    expect(place).toMatchObject({ codeHash: null, confirmedAt: expect.any(Date) });
  });

  test("one mobile gets a few codes, whoever asks: past its hourly texts the request is refused and nothing kept", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "1" } });
    const parts: number[] = [];
    for (let n = 0; n <= SMS_PER_RECIPIENT.perHour; n++) parts.push(await addProduct(store.db, { qty: 0 }));
    for (const [n, part] of parts.entries()) {
      const answer = await store.api("/messages/visitor/back-in-stock", {
        method: "POST",
        json: { productId: part, contact: "0711234567" },
        headers: { "x-forwarded-for": `198.51.100.${n + 1}` },
      });
      if (n < SMS_PER_RECIPIENT.perHour) expect(answer.status).toBe(200);
      else expect(answer.body).toMatchObject({ message: STOCK_ALERT_CODE_REFUSED });
    }
    const codes = await store.db.select().from(smsOutbox).where(eq(smsOutbox.recipient, "+94711234567"));
    expect(codes).toHaveLength(SMS_PER_RECIPIENT.perHour);
    expect(await store.db.select().from(stockAlerts)).toHaveLength(SMS_PER_RECIPIENT.perHour);
  });

  test("the code's text may be reworded but must keep {code}", async () => {
    const store = makeTestApp();
    const admin = await store.asAdmin();
    const withoutCode = await store.api("/messages/templates/stock-alert-code", {
      method: "PUT",
      headers: admin,
      json: { text: "{shop}: thanks for asking about {product}" },
    });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.message).toBe("This text must keep {code}: the customer needs it.");
    const reworded = await store.api("/messages/templates/stock-alert-code", {
      method: "PUT",
      headers: admin,
      json: { text: "{shop} code {code}" },
    });
    expect(reworded.status).toBe(200);
    const part = await addProduct(store.db, { qty: 0 });
    await ask(store, part, "0771234567");
    const [text] = await store.db.select().from(smsOutbox);
    expect(text?.body).toMatch(/^Lanka Auto Parts code \d{6}$/);
  });

  test("without JavaScript the product page asks for the contact, then the code, and says it is saved", async () => {
    const store = makeTestApp();
    const part = await addProduct(store.db, { qty: 0 });
    const post = (fields: Record<string, string>) =>
      store.request(`/client/product/${part}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
        body: new URLSearchParams(fields).toString(),
      });
    const refused = await post({ contact: "hello", step: "send" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("This is not a phone number we can call.");

    const asked = await post({ contact: "077 123 4567", step: "send" });
    expect(asked.status).toBe(200);
    const askedPage = await asked.text();
    expect(askedPage).toContain("We sent a 6-digit code to your mobile. Enter it here to confirm.");
    expect(askedPage).toContain('<input type="hidden" name="contact" value="077 123 4567"/>');
    expect(askedPage).toContain('name="code"');

    const wrong = await post({ contact: "077 123 4567", code: "000000", step: "confirm" });
    const code = await codeSentTo(store, "+94771234567");
    if (code !== "000000") {
      expect(wrong.status).toBe(400);
      const wrongPage = await wrong.text();
      expect(wrongPage).toContain(STOCK_ALERT_BAD_CODE);
      expect(wrongPage).toContain('name="code"');
    }
    const confirmed = await post({ contact: "077 123 4567", code, step: "confirm" });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(`/client/product/${part}?done=1#back-in-stock`);
    const savedPage = await (await store.request(`/client/product/${part}?done=1`)).text();
    expect(savedPage).toContain(STOCK_ALERT_SAVED.replace("'", "&#x27;"));
    const list = await store.request("/console/products-list", { headers: await store.asAdmin() });
    expect(await list.text()).toContain(`"waiting":{"${part}":1}`);
  });
});

describe("back in stock in the customer's language", () => {
  test("asked on a Tamil page: the code and the news come in Tamil, the link opens the Tamil page", async () => {
    const store = makeTestApp();
    const part = await addProduct(store.db, { name: "Brake pad set", code: "04465-52260", qty: 0 });
    const asked = await store.api<Place>("/messages/visitor/back-in-stock", {
      method: "POST",
      json: { productId: part, contact: "077 123 4567", locale: "ta" },
    });
    expect(asked.status).toBe(200);
    const [codeText] = await store.db
      .select({ body: smsOutbox.body })
      .from(smsOutbox)
      .where(eq(smsOutbox.kind, "stock-alert-code"));
    const code = /குறியீடு (\d{6})/.exec(codeText?.body ?? "")?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    expect((await confirm(store, part, "077 123 4567", code)).body.data).toMatchObject({ confirmed: true });
    await restock(store, part, 3);
    expect(await announce(store)).toBe(1);
    const [news] = await backInStockTexts(store);
    expect(news?.body).toContain("மீண்டும் கையிருப்பில்");
    expect(news?.body).toContain(`${store.config.publicUrl}/ta/client/product/${part}`);
  });
});
