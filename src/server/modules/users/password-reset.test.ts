import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { emailOutbox } from "../../../db/schema";
import { createAccount, latestResetCode, setCookies, TEST_PASSWORD } from "../../../test/accounts";
import { manualClock } from "../../../test/manual-clock";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import { RESET_ANSWER_MS } from "./password-reset";

const post = (store: TestApp, path: string, json?: unknown) => store.api(`/users${path}`, { method: "POST", json });
const q = (email: string, code?: string) =>
  `?email=${encodeURIComponent(email)}${code === undefined ? "" : `&code=${encodeURIComponent(code)}`}`;

describe("password reset", () => {
  test("the whole flow: code by e-mail → verify → new password; old password and sessions end", async () => {
    const store = makeTestApp();
    const account = await createAccount(store.db, { email: "priya@shop.lk" });
    const session = await store.api("/auth/login", {
      method: "POST",
      json: { username: account.email, password: TEST_PASSWORD },
    });
    const refreshToken = setCookies(session).get("refresh_token")?.value;

    const asked = await post(store, `/forgot-password-verify${q("Priya@Shop.lk")}`);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe("If an account exists for this e-mail, a reset code is on its way.");
    const { mail, code } = await latestResetCode(store.db, "priya@shop.lk");
    expect(mail).toMatchObject({ kind: "password-reset", status: "PENDING", attempts: 0 });
    expect(mail?.subject).toBe("Lanka Auto Parts: your password reset code");
    expect(mail?.htmlBody).toContain(code);
    expect(code).toMatch(/^\d{6}$/);

    expect((await post(store, `/verify-reset${q(account.email, code)}`)).status).toBe(200);
    const weak = await post(store, `/reset-password${q(account.email, code)}`, { password: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: "password", message: "Password must be at least 12 characters" }]);

    const reset = await post(store, `/reset-password${q(account.email, code)}`, { password: "fresh-password-42" });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe("Password changed. Sign in with your new password.");
    const told = await testSql(store.db).all<{ subject: string }>(
      "SELECT subject FROM email_outbox WHERE recipient = ? AND kind = 'account-changed'",
      [account.email],
    );
    expect(told).toEqual([{ subject: "Lanka Auto Parts: your password was reset with a code sent to this address" }]);

    expect((await store.api("/auth/refresh", { method: "POST", json: { refreshToken } })).status).toBe(401);
    const login = (password: string) =>
      store.api("/auth/login", { method: "POST", json: { username: account.email, password } });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login("fresh-password-42")).status).toBe(200);
    // The code was spent.
    expect(
      (await post(store, `/reset-password${q(account.email, code)}`, { password: "another-password-1" })).status,
    ).toBe(400);
  });

  test("unknown, pending and malformed e-mails: the same 200 and no mail (bad format is 400)", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "pending@shop.lk", status: "PENDING" });
    for (const email of ["nobody@shop.lk", "pending@shop.lk"]) {
      const answer = await post(store, `/forgot-password-verify${q(email)}`);
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe("If an account exists for this e-mail, a reset code is on its way.");
    }
    expect(await store.db.select().from(emailOutbox)).toEqual([]);
    const malformed = await post(store, `/forgot-password-verify${q("not an email")}`);
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: "email", message: "Enter a valid e-mail address" }]);
    expect((await post(store, "/forgot-password-verify")).status).toBe(400);
  });

  test("asking for a code takes as long for an existing account as for none: every answer waits the same floor", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "owner@shop.lk" });
    for (const [path, email] of [
      ["/forgot-password-verify", "owner@shop.lk"],
      ["/forgot-password-verify", "nobody@shop.lk"],
      ["/resend", "owner@shop.lk"],
      ["/resend", "nobody@shop.lk"],
    ] as const) {
      const started = performance.now();
      expect((await post(store, `${path}${q(email)}`)).status).toBe(200);
      // A lower bound the store itself keeps (the real work takes a few milliseconds): it holds on any machine.
      expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_ANSWER_MS - 1);
    }
    expect((await store.db.select().from(emailOutbox)).map((mail) => mail.recipient)).toEqual([
      "owner@shop.lk",
      "owner@shop.lk",
    ]);
  });

  test("a code expires after 15 minutes", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const account = await createAccount(store.db, { email: "late@shop.lk" });
    await post(store, `/forgot-password-verify${q(account.email)}`);
    const { code } = await latestResetCode(store.db, account.email);
    clock.advanceMinutes(14);
    expect((await post(store, `/verify-reset${q(account.email, code)}`)).status).toBe(200);
    clock.advanceMinutes(2);
    const expired = await post(store, `/verify-reset${q(account.email, code)}`);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("This code is not valid. Check the code in the e-mail, or ask for a new one.");
  });

  test("resend voids the old code; five wrong tries void the current one", async () => {
    const store = makeTestApp();
    const account = await createAccount(store.db, { email: "guess@shop.lk" });
    await post(store, `/forgot-password-verify${q(account.email)}`);
    const first = (await latestResetCode(store.db, account.email)).code;
    expect((await post(store, `/resend${q(account.email)}`)).status).toBe(200);
    const second = (await latestResetCode(store.db, account.email)).code;
    expect(await store.db.select().from(emailOutbox)).toHaveLength(2);
    if (first !== second) expect((await post(store, `/verify-reset${q(account.email, first)}`)).status).toBe(400);

    const wrong = second === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) expect((await post(store, `/verify-reset${q(account.email, wrong)}`)).status).toBe(400);
    // Four wrong tries so far (five with the stale first code, when it differed): the code is void either way after one more.
    await post(store, `/verify-reset${q(account.email, wrong)}`);
    expect((await post(store, `/verify-reset${q(account.email, second)}`)).status).toBe(400);
  });

  test("per account and hour, from any number of addresses: three codes, ten wrong tries, then even the right code is refused", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now, env: { TRUST_PROXY: "true", LOGIN_REQUESTS_PER_MINUTE: "100000" } });
    const account = await createAccount(store.db, { email: "owner@shop.lk" });
    let address = 0;
    const fromNewAddress = (path: string) =>
      store.api(`/users${path}`, { method: "POST", headers: { "x-forwarded-for": `198.51.100.${++address}` } });
    const mails = () => store.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, account.email));

    // Three codes with 4, 4 and 2 wrong tries: none is void by its own five, but the account has had ten.
    for (const wrongTries of [4, 4, 2]) {
      expect((await fromNewAddress(`/resend${q(account.email)}`)).status).toBe(200);
      const { code } = await latestResetCode(store.db, account.email);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < wrongTries; i++) await fromNewAddress(`/verify-reset${q(account.email, wrong)}`);
    }
    const { code } = await latestResetCode(store.db, account.email);
    expect((await fromNewAddress(`/verify-reset${q(account.email, code)}`)).status).toBe(400);
    expect((await fromNewAddress(`/resend${q(account.email)}`)).status).toBe(200);
    expect(await mails()).toHaveLength(3);

    clock.advanceMinutes(61);
    expect((await fromNewAddress(`/forgot-password-verify${q(account.email)}`)).status).toBe(200);
    const fresh = (await latestResetCode(store.db, account.email)).code;
    expect((await fromNewAddress(`/verify-reset${q(account.email, fresh)}`)).status).toBe(200);
  });

  test("four wrong tries leave the code usable", async () => {
    const store = makeTestApp();
    const account = await createAccount(store.db, { email: "careful@shop.lk" });
    await post(store, `/forgot-password-verify${q(account.email)}`);
    const { code } = await latestResetCode(store.db, account.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) expect((await post(store, `/verify-reset${q(account.email, wrong)}`)).status).toBe(400);
    expect((await post(store, `/verify-reset${q(account.email, code)}`)).status).toBe(200);
  });
});

test("the public account paths share the sign-in throttle: too many from one address → 429", async () => {
  const store = makeTestApp({ env: { LOGIN_REQUESTS_PER_MINUTE: "3" } });
  const statuses: number[] = [];
  for (const path of ["/forgot-password-verify", "/resend", "/verify-reset", "/register"]) {
    const query = path === "/verify-reset" ? q("a@shop.lk", "123456") : q("a@shop.lk");
    statuses.push(
      (await post(store, `${path}${path === "/register" ? "" : query}`, path === "/register" ? {} : undefined)).status,
    );
  }
  expect(statuses.slice(0, 2)).toEqual([200, 200]);
  expect(statuses[2]).toBe(400);
  expect(statuses[3]).toBe(429);
});
