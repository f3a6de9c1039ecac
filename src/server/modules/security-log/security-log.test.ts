import { describe, expect, test } from "bun:test";
import { createAccount, latestResetCode, TEST_PASSWORD } from "../../../test/accounts";
import { signInSteps } from "../../../test/second-factor";
import { makeTestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { SecurityEventRow } from "./model";

const FROM = { "x-forwarded-for": "203.0.113.40", "user-agent": "Mozilla/5.0 (Linux; Android 13) Chrome/131" };

async function shop() {
  const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
  const owner = await createAccount(store.db, { email: "owner@shop.lk", role: "ADMIN" });
  const signIn = (username: string, password: string, headers: Record<string, string> = FROM) =>
    store.api("/auth/login", { method: "POST", json: { username, password }, headers });
  const admin = {
    authorization: (await signInSteps(store, owner.email, TEST_PASSWORD, FROM)).headers.get("authorization") ?? "",
  };
  const events = async (query = "") => {
    const answer = await store.api<{ data: SecurityEventRow[]; count: number }>(
      `/security-events/admin/list?size=100${query}`,
      { headers: admin },
    );
    return answer.body.data.data;
  };
  return { store, owner, signIn, admin, events };
}

const kinds = (rows: SecurityEventRow[]) => rows.map((row) => row.kind);

describe("the security log", () => {
  test("sign-ins, failures (with or without an account), locks and sign-out, with where and which browser", async () => {
    const { store, signIn, events } = await shop();
    const staff = await createAccount(store.db, { email: "cashier@shop.lk" });
    for (let i = 0; i < 5; i++) await signIn(staff.email, "Guess-9876-secret");
    expect((await signIn(staff.email, TEST_PASSWORD)).status).toBe(423);
    await signIn("nobody@shop.lk", "Guess-9876-secret");
    const session = await signInSteps(store, "owner@shop.lk", TEST_PASSWORD, {
      ...FROM,
      "x-forwarded-for": "198.51.100.3",
    });
    const refreshToken = session.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("refresh_token="))
      ?.split(";")[0]
      ?.slice("refresh_token=".length);
    await store.api("/auth/logout", { method: "POST", json: { refreshToken }, headers: FROM });

    const rows = await events();
    expect(kinds(rows)).toEqual([
      "SIGN_OUT",
      "SIGN_IN",
      "SIGN_IN_FAILED",
      "SIGN_IN_LOCKED",
      "SIGN_IN_FAILED",
      "SIGN_IN_FAILED",
      "SIGN_IN_FAILED",
      "SIGN_IN_FAILED",
      "SIGN_IN_FAILED",
      "SIGN_IN",
      "SECOND_FACTOR_ENROLLED",
    ]);
    expect(rows[2]).toMatchObject({ email: "nobody@shop.lk", userId: null, detail: "no such account" });
    expect(rows[3]).toMatchObject({
      email: "cashier@shop.lk",
      userId: staff.id,
      address: "203.0.113.40",
      userAgent: FROM["user-agent"],
      actor: null,
    });
    expect(rows[1]).toMatchObject({ email: "owner@shop.lk", address: "198.51.100.3" });
    expect(JSON.stringify(rows)).not.toContain("Guess-9876");
    expect(kinds(await events("&kind=SIGN_IN_LOCKED"))).toEqual(["SIGN_IN_LOCKED"]);
    expect((await events("&searchText=cashier")).every((row) => row.email === "cashier@shop.lk")).toBe(true);
  });

  test("an admin's changes to an account name the admin; sign-up, reset and a reused session are recorded", async () => {
    const { store, owner, admin, events } = await shop();
    await store.api("/users/register", {
      method: "POST",
      json: { firstName: "Nimal", email: "nimal@shop.lk", password: "brake-pads-2026" },
      headers: FROM,
    });
    await store.api("/users/register", {
      method: "POST",
      json: { firstName: "Again", email: "NIMAL@shop.lk", password: "brake-pads-2027" },
      headers: FROM,
    });
    const id = ((await testSql(store.db).get("SELECT id FROM users WHERE email = 'nimal@shop.lk'")) as { id: number })
      .id;
    const put = (path: string, json?: unknown) => store.api(path, { method: "PUT", headers: admin, json });
    await put(`/users/activate-user/${id}`);
    await put(`/users/change-user-role/${id}`, { role: "ADMIN" });
    await put(`/users/set-user-password/${id}`, { password: "set-by-the-owner-1" });
    await put(`/users/unlock-user/${id}`);
    await put(`/users/disable-user/${id}`);

    const query = "?email=nimal%40shop.lk";
    await store.api(`/users/activate-user/${id}`, { method: "PUT", headers: admin });
    await store.api(`/users/forgot-password-verify${query}`, { method: "POST" });
    const { code } = await latestResetCode(store.db, "nimal@shop.lk");
    await store.api(`/users/reset-password${query}&code=${code}`, {
      method: "POST",
      json: { password: "fresh-brakes-2028" },
      headers: FROM,
    });

    const rows = await events("&searchText=nimal");
    expect(kinds(rows)).toEqual([
      "PASSWORD_RESET",
      "ACCOUNT_ACTIVATED",
      "ACCOUNT_DISABLED",
      "ACCOUNT_UNLOCKED",
      "PASSWORD_SET",
      "ROLE_CHANGED",
      "ACCOUNT_ACTIVATED",
      "SIGN_UP_TAKEN",
      "SIGN_UP",
    ]);
    const byOwner = rows.filter((row) => row.actor !== null);
    expect(byOwner).toHaveLength(6);
    expect(byOwner.every((row) => row.actor?.id === owner.id && row.actor.name === "Test Person")).toBe(true);
    expect(rows.find((row) => row.kind === "ROLE_CHANGED")?.detail).toBe("STAFF → ADMIN");
    expect(rows[0]).toMatchObject({ actor: null, address: "203.0.113.40" });
    expect(JSON.stringify(rows)).not.toMatch(/set-by-the-owner|fresh-brakes|brake-pads|\b\d{6}\b/);
  });

  test("a refresh token used again after its grace ends the session and is recorded", async () => {
    let now = new Date("2026-11-23T09:00:00Z");
    const store = makeTestApp({ now: () => now });
    await createAccount(store.db, { email: "owner@shop.lk", role: "ADMIN" });
    const login = await signInSteps(store, "owner@shop.lk", TEST_PASSWORD);
    const admin = { authorization: login.headers.get("authorization") ?? "" };
    const token = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("refresh_token="))
      ?.split(";")[0]
      ?.slice("refresh_token=".length);
    await store.api("/auth/refresh", { method: "POST", json: { refreshToken: token } });
    now = new Date("2026-11-23T09:01:00Z");
    expect((await store.api("/auth/refresh", { method: "POST", json: { refreshToken: token } })).status).toBe(401);
    const other = await createAccount(store.db, { email: "second@shop.lk", role: "ADMIN" });
    const second = await signInSteps(store, other.email, TEST_PASSWORD);
    const rows = await store.api<{ data: SecurityEventRow[] }>("/security-events/admin/list?kind=SESSION_REUSED", {
      headers: { authorization: second.headers.get("authorization") ?? "" },
    });
    expect(rows.body.data.data).toEqual([expect.objectContaining({ kind: "SESSION_REUSED", email: "owner@shop.lk" })]);
    expect(admin.authorization).not.toBe("");
  });
});
