import { describe, expect, test } from "bun:test";
import { newsletterSubscribers } from "../../../db/schema";
import { makeTestApp } from "../../../test/test-app";

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
    expect(
      store.db
        .select()
        .from(newsletterSubscribers)
        .all()
        .map((row) => row.email),
    ).toEqual(["nimal.perera@example.lk"]);
  });

  test("an invalid or missing address is a 400 naming the field, and nothing is stored", async () => {
    const store = makeTestApp();
    const invalid = await subscribe(store, "nimal@localhost");
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([{ field: "email", message: "Enter a valid e-mail address" }]);
    const missing = await store.api("/newsletter/visitor/subscribe", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe("email");
    expect(store.db.select().from(newsletterSubscribers).all()).toEqual([]);
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
    expect(store.db.select().from(newsletterSubscribers).all()).toHaveLength(10);
  });
});
