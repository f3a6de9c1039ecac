import { describe, expect, test } from "bun:test";
import { contactMessages, emailOutbox } from "../../../db/schema";
import { SHOP_CONTACT } from "../../../shared/shop-contact";
import { makeTestApp } from "../../../test/test-app";

const send = (store: ReturnType<typeof makeTestApp>, json: unknown) =>
  store.api("/contact/visitor/send", { method: "POST", json });

const MESSAGE = {
  name: "Ruwan Silva",
  email: "ruwan@example.lk",
  message: "Do you stock <b>brake pads</b> for a 2015 Axio?",
};

describe("POST /contact/visitor/send", () => {
  test("stores the message and queues an e-mail to the shop with the text escaped", async () => {
    const store = makeTestApp();
    const sent = await send(store, MESSAGE);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatch(/Thank you! Your message has reached us/);
    const [row] = await store.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: "Ruwan Silva", email: "ruwan@example.lk", message: MESSAGE.message });
    const [mail] = await store.db.select().from(emailOutbox);
    expect(mail).toMatchObject({ recipient: SHOP_CONTACT.email, kind: "contact-message", status: "PENDING" });
    expect(mail?.subject).toContain("Ruwan Silva");
    expect(mail?.textBody).toContain(MESSAGE.message);
    expect(mail?.htmlBody).toContain("&lt;b&gt;brake pads&lt;/b&gt;");
    expect(mail?.htmlBody).not.toContain("<b>brake");
  });

  test("every missing or invalid field is named at once, and nothing is stored or sent", async () => {
    const store = makeTestApp();
    const refused = await send(store, { name: "  ", email: "ruwan@", message: "" });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: "name", message: "Full name is required" },
      { field: "email", message: "Enter a valid e-mail address" },
      { field: "message", message: "Message is required" },
    ]);
    const tooLong = await send(store, { ...MESSAGE, message: "x".repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.[0]?.field).toBe("message");
    expect(await store.db.select().from(contactMessages)).toEqual([]);
    expect(await store.db.select().from(emailOutbox)).toEqual([]);
  });

  test("one client sending many messages is throttled with Retry-After, and bad input does not use the budget", async () => {
    const store = makeTestApp();
    expect((await send(store, { ...MESSAGE, email: "bad" })).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send(store, MESSAGE)).status).toBe(201);
    const throttled = await send(store, MESSAGE);
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toContain(SHOP_CONTACT.phone);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await store.db.select().from(contactMessages)).toHaveLength(5);
  });
});
