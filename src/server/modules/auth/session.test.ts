import { describe, expect, test } from "bun:test";
import { cookieHeader, setCookies } from "../../../test/accounts";
import { addProduct } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { signIn } from "../../../test/sign-in";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { REFRESH_GRACE_MS } from "./refresh-tokens";

const refresh = (store: TestApp, init: { json?: unknown; headers?: Record<string, string> }) =>
  store.api<{ id: number }>("/auth/refresh", { method: "POST", ...init });

describe("refresh, sign-out and me", () => {
  test("refresh rotates the token: the new one works, the old one is refused and ends the whole session", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const session = await signIn(store);

    const first = await refresh(store, {
      headers: { cookie: cookieHeader({ refresh_token: session.refreshToken, "XSRF-TOKEN": session.xsrf }) },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.id).toBe(session.account.id);
    expect(first.headers.get("authorization")).toMatch(/^Bearer /);
    const rotated = setCookies(first).get("refresh_token")?.value as string;
    expect(rotated).not.toBe(session.refreshToken);
    // The refreshed session keeps its CSRF token, so pages already open keep working.
    expect(setCookies(first).get("XSRF-TOKEN")?.value).toBe(session.xsrf);

    // The body works as well as the cookie.
    const second = await refresh(store, { json: { refreshToken: rotated } });
    expect(second.status).toBe(200);
    const latest = setCookies(second).get("refresh_token")?.value as string;

    // Someone replays the first token after the grace: refused, and the session it belongs to ends for everyone.
    clock.advanceMinutes(1);
    const replay = await refresh(store, { json: { refreshToken: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await refresh(store, { json: { refreshToken: latest } })).status).toBe(401);
  });

  test("tabs renewing together with the same token share one successor; reuse after the grace still ends the session", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const session = await signIn(store);
    const cookie = cookieHeader({ refresh_token: session.refreshToken, "XSRF-TOKEN": session.xsrf });
    // Three console tabs reopened after the access token ended, all sending the cookie they share.
    const tabs = await Promise.all([1, 2, 3].map(() => refresh(store, { headers: { cookie } })));
    expect(tabs.map((tab) => tab.status)).toEqual([200, 200, 200]);
    const successors = new Set(tabs.map((tab) => setCookies(tab).get("refresh_token")?.value));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as string[];
    expect(successor).not.toBe(session.refreshToken);
    // A few seconds later the same token still gets the same successor, and the session goes on.
    clock.advanceMinutes(REFRESH_GRACE_MS / 60_000 / 2);
    const late = await refresh(store, { json: { refreshToken: session.refreshToken } });
    expect(setCookies(late).get("refresh_token")?.value).toBe(successor);
    const next = await refresh(store, { json: { refreshToken: successor } });
    expect(next.status).toBe(200);
    // After the grace, presenting the first token again is a stolen copy: the whole session ends.
    clock.advanceMinutes(1);
    expect((await refresh(store, { json: { refreshToken: session.refreshToken } })).status).toBe(401);
    const latest = setCookies(next).get("refresh_token")?.value as string;
    expect((await refresh(store, { json: { refreshToken: latest } })).status).toBe(401);
  });

  test("a refresh with no, unknown or expired token: 401", async () => {
    let now = new Date("2026-11-23T09:00:00Z");
    const store = makeTestApp({ now: () => now });
    const session = await signIn(store);
    const none = await refresh(store, {});
    expect(none.status).toBe(401);
    expect(none.body.message).toBe("No refresh token available");
    expect((await refresh(store, { json: { refreshToken: "made-up" } })).status).toBe(401);

    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    expect((await refresh(store, { json: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  test("a remembered session refreshes for 30 days", async () => {
    let now = new Date("2026-11-23T09:00:00Z");
    const store = makeTestApp({ now: () => now });
    const session = await signIn(store, true);
    now = new Date(now.getTime() + 29 * 24 * 60 * 60 * 1000);
    const answer = await refresh(store, { json: { refreshToken: session.refreshToken } });
    expect(answer.status).toBe(200);
    expect(setCookies(answer).get("refresh_token")?.attributes).toContain("Max-Age=2592000");
  });

  test("sign-out ends the session and clears the cookies", async () => {
    const store = makeTestApp();
    const session = await signIn(store);
    const out = await store.api("/auth/logout", {
      method: "POST",
      headers: { cookie: cookieHeader({ refresh_token: session.refreshToken, auth_token: session.accessToken }) },
    });
    expect(out.status).toBe(200);
    const cleared = setCookies(out);
    for (const name of ["auth_token", "refresh_token", "XSRF-TOKEN"]) {
      expect(cleared.get(name)?.value).toBe("");
      expect(cleared.get(name)?.attributes).toContain("Max-Age=0");
    }
    expect((await refresh(store, { json: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  test("me answers the signed-in user by bearer token or cookie, and 401 otherwise", async () => {
    const store = makeTestApp();
    const session = await signIn(store);
    const byBearer = await store.api<{ email: string }>("/auth/me", {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.data.email).toBe(session.account.email);
    const byCookie = await store.api("/auth/me", {
      headers: { cookie: cookieHeader({ auth_token: session.accessToken }) },
    });
    expect(byCookie.status).toBe(200);

    expect((await store.api("/auth/me")).status).toBe(401);
    const forged = `${session.accessToken.slice(0, -4)}AAAA`;
    expect((await store.api("/auth/me", { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
  });

  test("an expired access token: 401", async () => {
    const store = makeTestApp();
    const { account } = await signIn(store);
    const { Elysia } = await import("elysia");
    const { jwt } = await import("@elysiajs/jwt");
    const signer = new Elysia().use(jwt({ name: "j", secret: store.config.jwtSecret as string, exp: "-1m" })).decorator
      .j;
    const expired = await signer.sign({ sub: String(account.id) });
    const answer = await store.api("/auth/me", { headers: { authorization: `Bearer ${expired}` } });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe("Your session has expired. Please sign in again.");
  });
});

describe("CSRF with cookie sessions", () => {
  /** A change staff may make: hiding a product. */
  const hideProduct = async (store: TestApp, headers: Record<string, string>) =>
    store.api(`/products/set-active/${await addProduct(store.db)}`, {
      method: "PUT",
      headers,
      json: { isActive: false },
    });

  test("a change made with the session cookie needs X-XSRF-TOKEN equal to the XSRF-TOKEN cookie", async () => {
    const store = makeTestApp();
    const session = await signIn(store);
    const cookie = cookieHeader({ auth_token: session.accessToken, "XSRF-TOKEN": session.xsrf });

    const missing = await hideProduct(store, { cookie });
    expect(missing.status).toBe(403);
    expect(missing.body.message).toBe(
      "This request is missing its security token. Please reload the page and try again.",
    );
    expect((await hideProduct(store, { cookie, "x-xsrf-token": "guessed-value-guessed-value-guessed" })).status).toBe(
      403,
    );
    // A forged form from another site carries the cookie but cannot read it, and without the cookie nothing matches.
    expect(
      (
        await hideProduct(store, {
          cookie: cookieHeader({ auth_token: session.accessToken }),
          "x-xsrf-token": session.xsrf,
        })
      ).status,
    ).toBe(403);

    expect((await hideProduct(store, { cookie, "x-xsrf-token": session.xsrf })).status).toBe(200);
    // Reads need no CSRF token, and bearer-token clients never do.
    expect((await store.api("/brands/get-all", { headers: { cookie } })).status).toBe(200);
    expect((await hideProduct(store, { authorization: `Bearer ${session.accessToken}` })).status).toBe(200);
  });
});
