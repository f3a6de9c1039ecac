import { describe, expect, test } from "bun:test";
import { createAccount, setCookies, TEST_PASSWORD } from "../../test/accounts";
import { makeTestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";
import { CROSS_SITE_WRITE } from "./cross-site-writes";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "content-type": "application/x-www-form-urlencoded" };
const EVIL = { ...FORM, origin: "https://evil.example", "sec-fetch-site": "cross-site" };

describe("API writes from another site", () => {
  test("a cross-site form cannot sign a visitor in (login CSRF): 403, no session cookie", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "attacker@example.com" });
    const body = form({ username: "attacker@example.com", password: TEST_PASSWORD });
    const response = await store.request("/api/v1/auth/login", { method: "POST", headers: EVIL, body });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(CROSS_SITE_WRITE);
    expect(setCookies(response).get("auth_token")).toBeUndefined();
    // Only the Origin header, as older browsers send it, is enough to refuse.
    const byOrigin = await store.request("/api/v1/auth/login", {
      method: "POST",
      headers: { ...FORM, origin: "https://evil.example" },
      body,
    });
    expect(byOrigin.status).toBe(403);
    // JSON from a tool, and a form from the shop's own page, still sign in.
    const json = await store.request("/api/v1/auth/login", {
      method: "POST",
      json: { username: "attacker@example.com", password: TEST_PASSWORD },
    });
    expect(json.status).toBe(200);
  });

  test("contact and newsletter forms posted from another site are refused and store nothing", async () => {
    const store = makeTestApp();
    const contact = await store.request("/api/v1/contact/visitor/send", {
      method: "POST",
      headers: EVIL,
      body: form({ name: "Someone", email: "victim@example.com", message: "Please call me" }),
    });
    expect(contact.status).toBe(403);
    const newsletter = await store.request("/api/v1/newsletter/visitor/subscribe", {
      method: "POST",
      headers: { "content-type": "text/plain", origin: "null" },
      body: "email=victim@example.com",
    });
    expect(newsletter.status).toBe(403);
    const count = async (table: string) =>
      ((await testSql(store.db).get(`SELECT CAST(count(*) AS integer) AS n FROM ${table}`)) as { n: number }).n;
    expect(await count("contact_messages")).toBe(0);
    expect(await count("newsletter_subscribers")).toBe(0);
    // The same form from the shop's own page goes through.
    const own = await store.request("/api/v1/newsletter/visitor/subscribe", {
      method: "POST",
      headers: { ...FORM, origin: "http://localhost", "sec-fetch-site": "same-origin" },
      body: form({ email: "friend@example.com" }),
    });
    expect(own.status).toBe(200);
  });
});
