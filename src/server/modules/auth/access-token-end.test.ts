import { describe, expect, test } from "bun:test";
import { createHmac } from "node:crypto";
import { TEST_PASSWORD } from "../../../test/accounts";
import { manualClock } from "../../../test/manual-clock";
import { signIn } from "../../../test/sign-in";
import { makeTestApp, TEST_JWT_SECRET, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = async (store: TestApp, token: string) => (await store.api("/auth/me", { headers: bearer(token) })).status;
const post = (store: TestApp, path: string, json: unknown) => store.api(path, { method: "POST", json });

describe("an access token ends with its session, at once", () => {
  test("sign-out", async () => {
    const store = makeTestApp();
    const { accessToken, refreshToken } = await signIn(store);
    expect(await me(store, accessToken)).toBe(200);
    await post(store, "/auth/logout", { refreshToken });
    expect(await me(store, accessToken)).toBe(401);
  });

  test("a reused refresh token ends the session for the thief's and the owner's access tokens", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const { accessToken, refreshToken } = await signIn(store);
    const refreshed = await post(store, "/auth/refresh", { refreshToken });
    const newToken = (refreshed.headers.get("authorization") as string).slice("Bearer ".length);
    expect(await me(store, accessToken)).toBe(200);
    expect(await me(store, newToken)).toBe(200);

    clock.advanceMinutes(1); // past the grace for tabs renewing together
    expect((await post(store, "/auth/refresh", { refreshToken })).status).toBe(401);
    expect(await me(store, accessToken)).toBe(401);
    expect(await me(store, newToken)).toBe(401);
  });

  test("an admin sets the password; a password reset", async () => {
    const store = makeTestApp();
    const admin = await store.asAdmin();
    const first = await signIn(store);
    const set = await store.api(`/users/set-user-password/${first.account.id}`, {
      method: "PUT",
      headers: admin,
      json: { password: "a brand new password 2026" },
    });
    expect(set.status).toBe(200);
    expect(await me(store, first.accessToken)).toBe(401);

    const second = await signIn(store);
    await post(store, `/users/forgot-password-verify?email=${second.account.email}`, undefined);
    const mail = await testSql(store.db).get<{ text_body: string }>(
      "SELECT text_body FROM email_outbox WHERE recipient = ? ORDER BY id DESC",
      [second.account.email],
    );
    const code = mail?.text_body.match(/\b(\d{6})\b/)?.[1];
    const reset = await post(store, `/users/reset-password?email=${second.account.email}&code=${code}`, {
      password: "another new password 2026",
    });
    expect(reset.status).toBe(200);
    expect(await me(store, second.accessToken)).toBe(401);
  });

  test("other sessions of the same account go on after one signs out", async () => {
    const store = makeTestApp();
    const { account, accessToken, refreshToken } = await signIn(store);
    const other = await post(store, "/auth/login", { username: account.email, password: TEST_PASSWORD });
    const otherToken = (other.headers.get("authorization") as string).slice("Bearer ".length);
    await post(store, "/auth/logout", { refreshToken });
    expect(await me(store, accessToken)).toBe(401);
    expect(await me(store, otherToken)).toBe(200);
  });
});

/** An HS256 token signed with the store's secret, with exactly the claims given (no expiry unless `exp` is one). */
function signed(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const body = `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}`;
  return `${body}.${createHmac("sha256", TEST_JWT_SECRET).update(body).digest("base64url")}`;
}
const inFiveMinutes = () => Math.floor(Date.now() / 1000) + 300;
const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString()).sid as string;

describe("forged and odd tokens", () => {
  test("a correctly signed token without an expiry is refused", async () => {
    const store = makeTestApp();
    const { account, accessToken } = await signIn(store);
    const sid = sessionIdOf(accessToken);
    const forever = signed({ sub: String(account.id), sid });
    expect(await me(store, forever)).toBe(401);
    const expiring = signed({ sub: String(account.id), sid, exp: inFiveMinutes() });
    expect(await me(store, expiring)).toBe(200);
  });

  test("another account's session id, or none, is refused", async () => {
    const store = makeTestApp();
    const one = await signIn(store);
    const two = await signIn(store);
    const sid = sessionIdOf(two.accessToken);
    const borrowed = signed({ sub: String(one.account.id), sid, exp: inFiveMinutes() });
    expect(await me(store, borrowed)).toBe(401);
    const bare = signed({ sub: String(one.account.id), exp: inFiveMinutes() });
    expect(await me(store, bare)).toBe(401);
  });
});
