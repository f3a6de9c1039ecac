import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { closeDatabase } from "../../../db/database";
import { createAccount, setCookies, TEST_PASSWORD } from "../../../test/accounts";
import { listeningStore } from "../../../test/listening-store";
import { manualClock } from "../../../test/manual-clock";
import { requestFrom } from "../../../test/request-from";
import { tempFolder } from "../../../test/temp-folders";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { ACCOUNT_SLOWED } from "./lockout";

const login = (store: ReturnType<typeof makeTestApp>, json: unknown, headers: Record<string, string> = {}) =>
  store.api<unknown>("/auth/login", { method: "POST", json, headers });

describe("POST /auth/login", () => {
  test("signs in with the e-mail in any case and spacing, answering the user, token header and session cookies", async () => {
    const store = makeTestApp();
    const account = await createAccount(store.db, { email: "nimal@example.com" });

    const { status, headers, body } = await login(store, { username: "  Nimal@Example.COM ", password: TEST_PASSWORD });

    expect(status).toBe(200);
    expect(body.message).toBe("Login successful!");
    expect(body.data).toEqual({
      id: account.id,
      email: "nimal@example.com",
      firstName: "Test",
      lastName: "Person",
      role: "STAFF",
    });
    expect(headers.get("authorization")).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(headers.get("access-control-expose-headers")).toBe("Authorization");

    const cookies = setCookies({ headers });
    for (const name of ["auth_token", "refresh_token"]) {
      const cookie = cookies.get(name);
      expect(cookie?.value.length).toBeGreaterThan(20);
      expect(cookie?.attributes).toContain("HttpOnly");
      expect(cookie?.attributes).toContain("SameSite=Strict");
      expect(cookie?.attributes).toContain("Path=/");
      expect(cookie?.attributes).not.toContain("Max-Age");
      expect(cookie?.attributes).not.toContain("Secure");
    }
    expect(cookies.get("auth_token")?.value).toBe(headers.get("authorization")?.slice(7));
    const xsrf = cookies.get("XSRF-TOKEN");
    expect(xsrf?.value.length).toBeGreaterThanOrEqual(32);
    expect(xsrf?.attributes).not.toContain("HttpOnly");
    // Not remembered: any remembered username is forgotten.
    expect(cookies.get("remembered_username")?.attributes).toContain("Max-Age=0");
  });

  test("remember me keeps the session 30 days and the username a year; https adds Secure", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "kamal@example.com" });

    const response = await store.request("/api/v1/auth/login", {
      method: "POST",
      json: { username: "kamal@example.com", password: TEST_PASSWORD, rememberMe: true },
    });
    const cookies = setCookies(response);
    for (const name of ["auth_token", "refresh_token", "XSRF-TOKEN"]) {
      expect(cookies.get(name)?.attributes).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    }
    expect(cookies.get("remembered_username")?.value).toBe("kamal@example.com");
    expect(cookies.get("remembered_username")?.attributes).toContain(`Max-Age=${365 * 24 * 60 * 60}`);

    const overHttps = await store.app.handle(
      new Request("https://localhost/api/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "kamal@example.com", password: TEST_PASSWORD }),
      }),
    );
    expect(overHttps.status).toBe(200);
    for (const cookie of setCookies(overHttps).values()) expect(cookie.attributes).toContain("Secure");
  });

  test("blank or missing username or password: 400 with the spec's message", async () => {
    const store = makeTestApp();
    for (const json of [
      { username: "  ", password: TEST_PASSWORD },
      { username: "a@example.com", password: "   " },
      {},
    ]) {
      const { status, body } = await login(store, json);
      expect(status).toBe(400);
      expect(body.message).toBe("Username and password are required");
    }
  });

  test("wrong password and unknown e-mail get the same 401", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "sunil@example.com" });
    const wrongPassword = await login(store, { username: "sunil@example.com", password: "not the password" });
    const unknownEmail = await login(store, { username: "nobody@example.com", password: TEST_PASSWORD });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, message: "Invalid username or password.", data: null });
      expect(answer.headers.get("authorization")).toBeNull();
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
  });

  test("pending and disabled accounts are refused with 403, only with the right password", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "pending@example.com", status: "PENDING" });
    await createAccount(store.db, { email: "disabled@example.com", status: "DISABLED" });

    const pending = await login(store, { username: "pending@example.com", password: TEST_PASSWORD });
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe("This account is waiting for an admin to activate it.");
    const disabled = await login(store, { username: "disabled@example.com", password: TEST_PASSWORD });
    expect(disabled.status).toBe(403);
    expect(disabled.body.message).toBe("This account is disabled. Please contact the shop's admin.");
    expect((await login(store, { username: "disabled@example.com", password: "wrong password" })).status).toBe(401);
  });

  test("5 wrong passwords in 15 minutes from one client lock that client out for 15 minutes (423), even with the right password", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    await createAccount(store.db, { email: "ruwan@example.com" });
    const attempt = (password: string) => login(store, { username: "ruwan@example.com", password });

    for (let i = 0; i < 5; i++) {
      expect((await attempt("wrong password")).status).toBe(401);
      clock.advanceMinutes(2);
    }
    const locked = await attempt(TEST_PASSWORD);
    expect(locked.status).toBe(423);
    expect(locked.body.message).toBe("Account is temporarily locked due to multiple failed attempts.");
    // Locked at the fifth failure (minute 8) until minute 23; the clock now reads minute 10: 13 minutes left.
    expect(locked.headers.get("retry-after")).toBe(String(13 * 60));

    clock.advanceMinutes(12);
    const stillLocked = await attempt(TEST_PASSWORD);
    expect(stillLocked.status).toBe(423);
    expect(stillLocked.headers.get("retry-after")).toBe("60");
    clock.advanceMinutes(2);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });

  test("a stranger's wrong passwords lock out only the stranger's address; the owner elsewhere still signs in", async () => {
    const running = listeningStore();
    try {
      await createAccount(running.store.db, { email: "owner@example.com" });
      const url = `${running.url}/api/v1/auth/login`;
      const from = (address: string, password: string) =>
        requestFrom(address, url, { method: "POST", json: { username: "owner@example.com", password } });
      for (let i = 0; i < 5; i++) expect((await from("127.0.0.9", "guess number one")).status).toBe(401);
      expect((await from("127.0.0.9", TEST_PASSWORD)).status).toBe(423);
      expect((await from("127.0.0.10", TEST_PASSWORD)).status).toBe(200);
    } finally {
      await running.stop();
    }
  });

  test("the owner lock-out replayed: 4 wrong passwords from each of 13 addresses slow strangers down, never the owner", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now, env: { TRUST_PROXY: "true" } });
    await createAccount(store.db, { email: "owner@shop.lk" });
    const from = (address: string, password: string, cookie?: string) =>
      login(
        store,
        { username: "owner@shop.lk", password },
        { "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
      );
    // The owner signed in before from the shop's counter and from a phone, which keeps the device cookie.
    expect((await from("198.51.100.50", TEST_PASSWORD)).status).toBe(200);
    const phone = setCookies(await from("192.0.2.200", TEST_PASSWORD)).get("device")?.value as string;
    expect(phone).toMatch(/^\d+\.\d+\.[0-9a-f]{64}$/);

    const statuses: number[] = [];
    for (let address = 1; address <= 13; address++) {
      for (let i = 0; i < 4; i++) statuses.push((await from(`203.0.113.${address}`, "guess")).status);
    }
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(10);
    const slowed = await from("203.0.113.99", "guess");
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe(ACCOUNT_SLOWED);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    // The owner: from the counter, and from the phone on a new network, signs in at once, again and again.
    for (let i = 0; i < 3; i++) {
      expect((await from("198.51.100.50", TEST_PASSWORD)).status).toBe(200);
      expect((await from("100.64.0.7", TEST_PASSWORD, `device=${phone}`)).status).toBe(200);
    }
    // A forged or another account's device cookie is no device at all.
    expect((await from("100.64.0.8", TEST_PASSWORD, `device=${phone.slice(0, -1)}0`)).status).toBe(429);
    // Strangers wait longer with every failure, at most 15 minutes.
    clock.advanceMinutes(15);
    expect((await from("203.0.113.99", TEST_PASSWORD)).status).toBe(200);
  });

  test("20 wrong passwords sent at once from one address are counted before they are checked: 5 checked, 15 locked", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "race@shop.lk" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(store, { username: "race@shop.lk", password: "wrong password" })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 423)).toHaveLength(15);
  });

  test("an e-mail with no account answers exactly like one with an account, locks included", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    await createAccount(store.db, { email: "real@shop.lk" });
    const run = async (username: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        const answer = await login(store, { username, password: "wrong password" });
        seen.push(`${answer.status} ${answer.body.message} ${answer.headers.get("retry-after")}`);
      }
      return seen;
    };
    expect(await run("nobody@shop.lk")).toEqual(await run("real@shop.lk"));
  });

  test("failures spread beyond the window, or broken by a success, do not lock", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    await createAccount(store.db, { email: "asha@example.com" });
    const attempt = (password: string) => login(store, { username: "asha@example.com", password });

    for (let i = 0; i < 4; i++) expect((await attempt("wrong password")).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt("wrong password")).status).toBe(401);
    clock.advanceMinutes(16);
    expect((await attempt("wrong password")).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });

  test("more than 20 sign-in requests a minute from one address: 429 with Retry-After; other addresses unaffected", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now, env: { TRUST_PROXY: "true" } });
    await createAccount(store.db, { email: "dilan@example.com" });
    let attempt = 0;
    const from = (address: string, password = "wrong password") =>
      login(store, { username: `someone${attempt++}@example.com`, password }, { "x-forwarded-for": address });

    for (let i = 0; i < 20; i++) {
      expect((await from("203.0.113.7")).status).toBe(401);
      clock.advanceMinutes(0.01);
    }
    const throttled = await from("203.0.113.7");
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toBe("Too many login attempts. Please try again later.");
    const retryAfter = Number(throttled.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    expect((await from("198.51.100.2")).status).toBe(401);
    clock.advanceMinutes(1);
    expect((await from("203.0.113.7")).status).toBe(401);
  });

  test("without TRUST_PROXY a forged X-Forwarded-For does not escape the throttle", async () => {
    const store = makeTestApp({ env: { LOGIN_REQUESTS_PER_MINUTE: "3" } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await login(
        store,
        { username: "x@example.com", password: "whatever1" },
        { "x-forwarded-for": `10.0.0.${i}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
  test("two instances over one database share the address's budget: the limit holds wherever the requests land", async () => {
    const database = join(tempFolder("shared-throttle-"), "store.db");
    const env = { LOGIN_REQUESTS_PER_MINUTE: "4" };
    const instances = [makeTestApp({ env, database }), makeTestApp({ env, database })];
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const store = instances[i % 2] as TestApp;
      statuses.push((await login(store, { username: "x@example.com", password: "whatever1" })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    for (const store of instances) await closeDatabase(store.db);
  });

  test("a client's wrong passwords lock it out on every instance, and a success on one takes its count back", async () => {
    const database = join(tempFolder("shared-lockout-"), "store.db");
    const instances = [makeTestApp({ database }), makeTestApp({ database })];
    await createAccount((instances[0] as TestApp).db, { email: "ruwan@example.com" });
    const attempt = (i: number, password: string) =>
      login(instances[i % 2] as TestApp, { username: "ruwan@example.com", password });

    for (let i = 0; i < 4; i++) expect((await attempt(i, "wrong password")).status).toBe(401);
    expect((await attempt(0, TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(i, "wrong password")).status).toBe(401);
    expect((await attempt(0, "wrong password")).status).toBe(401);
    const locked = await attempt(1, TEST_PASSWORD);
    expect(locked.status).toBe(423);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const store of instances) await closeDatabase(store.db);
  });
});
