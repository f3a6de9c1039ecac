import { describe, expect, test } from "bun:test";
import { cookieHeader, createAccount, setCookies, TEST_PASSWORD } from "../../test/accounts";
import { signIn } from "../../test/sign-in";
import { makeTestApp, type TestApp } from "../../test/test-app";

/** Posts the sign-in page's form as a browser without JavaScript would. */
function postForm(store: TestApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return store.request("/sign-in", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("the sign-in form without JavaScript", () => {
  test("signs in and goes to the remembered page with the session cookies (a numeric password too)", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "kasun@example.com", password: "20261123451234" });
    const response = await postForm(store, {
      username: "kasun@example.com",
      password: "20261123451234",
      rememberMe: "on",
      redirectUrl: "/console/dashboard?status=PENDING",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/console/dashboard?status=PENDING");
    const cookies = setCookies(response);
    expect([...cookies.keys()].sort()).toEqual(
      ["XSRF-TOKEN", "auth_expires", "auth_token", "device", "refresh_token", "remembered_username"].sort(),
    );
    expect(cookies.get("remembered_username")?.value).toBe("kasun@example.com");

    const page = await store.request("/console/dashboard", {
      headers: { cookie: cookieHeader({ auth_token: cookies.get("auth_token")?.value ?? "" }) },
    });
    expect(page.status).toBe(200);
  });

  test("a failure comes back to the form with its message, keeping where to go afterwards", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "nimali@example.com" });
    const response = await postForm(store, {
      username: "nimali@example.com",
      password: "not the password",
      redirectUrl: "/console/dashboard",
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe("/sign-in?failed=401&redirectUrl=%2Fconsole%2Fdashboard");
    expect(setCookies(response).has("auth_token")).toBe(false);
    const html = await (await store.request(location)).text();
    expect(html).toContain("Invalid username or password.");
  });

  test("a form posted from another site signs nobody in", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "victim@example.com" });
    const fields = { username: "victim@example.com", password: TEST_PASSWORD };
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await postForm(store, fields, headers);
      expect(response.headers.get("location")).toBe("/sign-in?failed=403");
      expect(setCookies(response).has("auth_token")).toBe(false);
    }
  });

  test("never sends anyone to another site afterwards, however the target is spelt", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "dilan@example.com" });
    for (const redirectUrl of [
      "//evil.example/console",
      "/.//evil.example/login",
      "/..//evil.example/login",
      "/%2e//evil.example",
      "/./\\evil.example",
      "/\\evil.example",
      "https://evil.example/",
    ]) {
      const response = await postForm(store, { username: "dilan@example.com", password: TEST_PASSWORD, redirectUrl });
      expect({ redirectUrl, location: response.headers.get("location") }).toEqual({
        redirectUrl,
        location: "/console/dashboard",
      });
    }
  });
});

describe("the sign-in page", () => {
  test("carries on only a checked path of this site, never a crafted target", async () => {
    const store = makeTestApp();
    const crafted = await (await store.request("/sign-in?redirectUrl=%2F.%2F%2Fevil.example%2Flogin")).text();
    expect(crafted).not.toMatch(/value="[^"]*evil\.example/);
    expect(crafted).toContain('name="redirectUrl" value="/console/dashboard"');
    const kept = await (await store.request("/sign-in?redirectUrl=%2Fconsole%2Forders%3Fstatus%3DPENDING")).text();
    expect(kept).toContain('name="redirectUrl" value="/console/orders?status=PENDING"');
  });

  test("is prefilled with the remembered username, Remember me! checked", async () => {
    const store = makeTestApp();
    const html = await (
      await store.request("/sign-in", {
        headers: { cookie: cookieHeader({ remembered_username: "saman@example.com" }) },
      })
    ).text();
    expect(html).toContain('value="saman@example.com"');
    expect(html).toMatch(/name="rememberMe" checked=""/);
    const fresh = await (await store.request("/sign-in")).text();
    expect(fresh).not.toMatch(/name="rememberMe" checked=""/);
  });
});

describe("a console page opened after the access token ended", () => {
  test("renews the session from the refresh cookie instead of sending the staff member to sign in", async () => {
    const store = makeTestApp();
    const { refreshToken } = await signIn(store);
    const response = await store.request("/console/dashboard", {
      redirect: "manual",
      headers: { cookie: cookieHeader({ auth_token: "expired.or.forged", refresh_token: refreshToken }) },
    });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.get("refresh_token")?.value).not.toBe(refreshToken);
    expect(cookies.get("auth_token")?.value).toBeTruthy();
  });

  test("without a live refresh token it still goes to sign-in, remembering the page", async () => {
    const store = makeTestApp();
    const response = await store.request("/console/dashboard", {
      redirect: "manual",
      headers: { cookie: cookieHeader({ auth_token: "expired", refresh_token: "not-a-token" }) },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/sign-in?redirectUrl=%2Fconsole%2Fdashboard");
  });
});
