import { describe, expect, test } from "bun:test";
import { firstRow } from "../../../db/first-row";
import { newsletterSubscribers } from "../../../db/schema";
import { makeTestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";

const subscribe = (store: ReturnType<typeof makeTestApp>, email: unknown) =>
  store.api("/newsletter/visitor/subscribe", { method: "POST", json: { email } });

describe("POST /newsletter/visitor/subscribe", () => {
  test("stores an address once, whatever its case, and a repeat answers the same", async () => {
    const store = makeTestApp();
    const first = await subscribe(store, "  Nimal.Perera@Example.lk ");
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/Thank you for subscribing/);
    expect(first.body.data).toEqual({ email: "nimal.perera@example.lk" });
    const again = await subscribe(store, "NIMAL.PERERA@EXAMPLE.LK");
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(first.body.message);
    expect((await store.db.select().from(newsletterSubscribers)).map((row) => row.email)).toEqual([
      "nimal.perera@example.lk",
    ]);
  });

  test("an invalid or missing address is a 400 naming the field, and nothing is stored", async () => {
    const store = makeTestApp();
    const invalid = await subscribe(store, "nimal@localhost");
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ field: "email", message: "Enter a valid e-mail address" }]);
    const missing = await store.api("/newsletter/visitor/subscribe", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe("email");
    expect(await store.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  test("one address signing up again and again is throttled with Retry-After", async () => {
    const store = makeTestApp();
    for (let i = 0; i < 3; i++) expect((await subscribe(store, "kamal@example.lk")).status).toBe(200);
    const throttled = await subscribe(store, "kamal@example.lk");
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/Too many sign-ups/);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await subscribe(store, "sunil@example.lk")).status).toBe(200);
  });

  test("one client sending many addresses is throttled too", async () => {
    const store = makeTestApp();
    for (let i = 0; i < 10; i++) expect((await subscribe(store, `buyer${i}@example.lk`)).status).toBe(200);
    expect((await subscribe(store, "one.more@example.lk")).status).toBe(429);
    expect(await store.db.select().from(newsletterSubscribers)).toHaveLength(10);
  });
});

describe("double opt-in", () => {
  const confirmLink = async (store: ReturnType<typeof makeTestApp>, recipient: string) => {
    const rows = await testSql(store.db).all<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE recipient = ? AND kind = 'newsletter-confirm' ORDER BY id",
      [recipient],
    );
    return rows.map((row) => row.text_body.match(/https?:\/\/\S+\/client\/newsletter\?token=[\w-]+/)?.[0] ?? "");
  };
  const form = (path: string, body: string) =>
    new Request(`http://localhost${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      body,
    });

  test("a sign-up is unconfirmed until its owner presses Confirm on the page the e-mailed link opens", async () => {
    const store = makeTestApp();
    await subscribe(store, "chamari@example.lk");
    const [link] = await confirmLink(store, "chamari@example.lk");
    expect(link).toStartWith(`${store.config.publicUrl}/client/newsletter?token=`);
    const row = () => firstRow(store.db.select().from(newsletterSubscribers));
    expect((await row())?.confirmedAt).toBeNull();

    // Opening the link (as a mail scanner would) confirms nothing: it shows the address and a Confirm button.
    const path = (link as string).slice(store.config.publicUrl.length);
    const page = await store.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("chamari@example.lk");
    expect(html).toContain(">Confirm</button>");
    expect((await row())?.confirmedAt).toBeNull();

    const token = new URL(link as string).searchParams.get("token") as string;
    const confirmed = await store.app.handle(form("/client/newsletter", `token=${token}`));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/client/newsletter?done=1");
    expect((await row())?.confirmedAt).toBeInstanceOf(Date);
    expect(await (await store.request("/client/newsletter?done=1")).text()).toContain("You are subscribed");

    // The link is spent; signing up again sends nothing more to a confirmed address.
    const again = await store.app.handle(form("/client/newsletter", `token=${token}`));
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("This link has expired");
    await subscribe(store, "CHAMARI@example.lk");
    expect(await confirmLink(store, "chamari@example.lk")).toHaveLength(1);
  });

  test("signing up again before confirming sends a new link, and only the newest works", async () => {
    const store = makeTestApp();
    await subscribe(store, "kamal@example.lk");
    await subscribe(store, "kamal@example.lk");
    const [first, second] = (await confirmLink(store, "kamal@example.lk")).map(
      (link) => new URL(link).searchParams.get("token") as string,
    );
    expect((await store.app.handle(form("/client/newsletter", `token=${first}`))).status).toBe(404);
    expect((await store.app.handle(form("/client/newsletter", `token=${second}`))).status).toBe(303);
    expect(await (await store.request("/client/newsletter?token=nonsense")).text()).toContain("This link has expired");
  });
});
