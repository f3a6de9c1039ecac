import { describe, expect, test } from "bun:test";
import { cookieHeader, createAccount, setCookies, TEST_PASSWORD } from "../../test/accounts";
import { addProduct } from "../../test/catalog";
import { makeTestApp, type TestApp } from "../../test/test-app";

const HTTPS = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };

async function signInOverHttps(store: TestApp) {
  const account = await createAccount(store.db);
  const login = await store.request("/api/v1/auth/login", {
    method: "POST",
    headers: HTTPS,
    json: { username: account.email, password: TEST_PASSWORD, rememberMe: true },
  });
  expect(login.status).toBe(200);
  return setCookies(login);
}

describe("cookies over https are __Host- prefixed", () => {
  test("sign-in sets every cookie as __Host-: Secure, Path=/, no Domain", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
    const cookies = await signInOverHttps(store);
    expect([...cookies.keys()].sort()).toEqual(
      [
        "__Host-XSRF-TOKEN",
        "__Host-auth_expires",
        "__Host-auth_token",
        "__Host-device",
        "__Host-refresh_token",
        "__Host-remembered_username",
      ].sort(),
    );
    for (const [, cookie] of cookies) {
      expect(cookie.attributes).toContain("Secure");
      expect(cookie.attributes).toContain("Path=/");
      expect(cookie.attributes).not.toContain("Domain");
    }
  });

  test("the prefixed cookies sign requests in, with the prefixed CSRF token, and renew the session", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
    const cookies = await signInOverHttps(store);
    const value = (name: string) => cookies.get(name)?.value as string;
    const session = cookieHeader({
      "__Host-auth_token": value("__Host-auth_token"),
      "__Host-XSRF-TOKEN": value("__Host-XSRF-TOKEN"),
    });
    expect((await store.request("/api/v1/auth/me", { headers: { ...HTTPS, cookie: session } })).status).toBe(200);
    const write = await store.request("/api/v1/auth/sessions/sign-out-others", {
      method: "POST",
      headers: { ...HTTPS, cookie: session, "x-xsrf-token": value("__Host-XSRF-TOKEN") },
    });
    expect(write.status).toBe(200);
    const renewed = await store.request("/api/v1/auth/refresh", {
      method: "POST",
      headers: { ...HTTPS, cookie: cookieHeader({ "__Host-refresh_token": value("__Host-refresh_token") }) },
    });
    expect(renewed.status).toBe(200);
    expect(setCookies(renewed).has("__Host-refresh_token")).toBe(true);
  });

  test("over https a plain-named session is not read: one planted by plain http or a subdomain signs no one in", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
    const account = await createAccount(store.db);
    const login = await store.request("/api/v1/auth/login", {
      method: "POST",
      json: { username: account.email, password: TEST_PASSWORD },
    });
    const plain = setCookies(login);
    const token = plain.get("auth_token")?.value as string;
    expect(
      (await store.request("/api/v1/auth/me", { headers: { cookie: cookieHeader({ auth_token: token }) } })).status,
    ).toBe(200);
    const overHttps = await store.request("/api/v1/auth/me", {
      headers: { ...HTTPS, cookie: cookieHeader({ auth_token: token }) },
    });
    expect(overHttps.status).toBe(401);
    const renewed = await store.request("/api/v1/auth/refresh", {
      method: "POST",
      headers: { ...HTTPS, cookie: cookieHeader({ refresh_token: plain.get("refresh_token")?.value as string }) },
    });
    expect(renewed.status).toBe(401);
  });

  test("over https a planted plain cart cookie is not honoured: the visitor's lines go to a cart of their own", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
    const productId = await addProduct(store.db, { qty: 5 });
    const add = (cookie?: string) =>
      store.request("/api/v1/cart/items", {
        method: "POST",
        headers: { ...HTTPS, ...(cookie ? { cookie } : {}) },
        json: { productId, quantity: 1 },
      });
    const attackers = setCookies(await add()).get("__Host-cart")?.value as string;
    expect(attackers).toBeTruthy();
    // The victim's browser carries the attacker's token under the plain name (planted from http or a subdomain).
    const victims = await add(cookieHeader({ cart: attackers }));
    expect(victims.status).toBe(200);
    const own = setCookies(victims).get("__Host-cart")?.value;
    expect(own).toBeTruthy();
    expect(own).not.toBe(attackers);
    const attackersCart = await store.request("/api/v1/cart", {
      headers: { ...HTTPS, cookie: cookieHeader({ "__Host-cart": attackers }) },
    });
    expect((await attackersCart.json()).data.lines).toHaveLength(1);
  });

  test("over http the plain names are kept (a __Host- cookie needs https)", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
    const account = await createAccount(store.db);
    const login = await store.request("/api/v1/auth/login", {
      method: "POST",
      json: { username: account.email, password: TEST_PASSWORD },
    });
    expect([...setCookies(login).keys()].some((name) => name.startsWith("__Host-"))).toBe(false);
  });
});
