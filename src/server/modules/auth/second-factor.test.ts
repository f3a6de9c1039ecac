import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { firstRow } from "../../../db/first-row";
import { recoveryCodes, users } from "../../../db/schema";
import { cookieHeader, createAccount, setCookies, TEST_PASSWORD } from "../../../test/accounts";
import { manualClock } from "../../../test/manual-clock";
import { authenticatorCode, bearerOf, signInSteps, unusedCode } from "../../../test/second-factor";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";

interface SecondStep {
  secondStep: "code" | "enrol";
  ticket: string;
  enrolment?: { secret: string; uri: string; qrSvg: string };
}

const login = (store: TestApp, username: string, password = TEST_PASSWORD) =>
  store.api<SecondStep>("/auth/login", { method: "POST", json: { username, password } });

const secondStep = (store: TestApp, ticket: string | undefined, code: string) =>
  store.api<{ email: string; recoveryCodes?: string[] }>("/auth/second-factor", {
    method: "POST",
    json: { ticket, code },
  });

const outbox = async (store: TestApp) =>
  await testSql(store.db).all<{ recipient: string; subject: string }>("SELECT recipient, subject FROM email_outbox");

/** A shop at a fixed time, and an admin who has enrolled an authenticator (through the real steps). */
async function enrolledAdmin(email = "owner@shop.lk") {
  const clock = manualClock();
  const store = makeTestApp({ now: clock.now });
  const admin = await createAccount(store.db, { email, role: "ADMIN" });
  expect((await signInSteps(store, admin.email, TEST_PASSWORD)).status).toBe(200);
  const secret = (await firstRow(store.db.select().from(users).where(eq(users.id, admin.id))))?.totpSecret as string;
  clock.advanceMinutes(2);
  return { store, clock, admin, secret };
}

describe("two-step sign-in (TOTP) for admins", () => {
  test("an admin without an authenticator enrols at sign-in: QR code, first code, ten recovery codes shown once", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const admin = await createAccount(store.db, { email: "owner@shop.lk", role: "ADMIN" });

    const first = await login(store, admin.email);
    expect(first.status).toBe(202);
    expect(first.body.data.secondStep).toBe("enrol");
    const enrolment = first.body.data.enrolment as NonNullable<SecondStep["enrolment"]>;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toStartWith("otpauth://totp/");
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrSvg).toStartWith("<svg");
    // The password alone opens nothing: no session cookie, only the ticket to the second step.
    expect([...setCookies(first).keys()]).toEqual(["second_step"]);
    expect(first.headers.get("authorization")).toBeNull();

    // Signing in again before finishing offers the same secret (the page may be reloaded).
    expect((await login(store, admin.email)).body.data.enrolment?.secret).toBe(enrolment.secret);

    const wrong = await secondStep(store, first.body.data.ticket, "000000");
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toContain("That code is not right");

    const done = await secondStep(store, first.body.data.ticket, authenticatorCode(enrolment.secret, clock.now()));
    expect(done.status).toBe(200);
    expect(done.body.data.email).toBe(admin.email);
    const codes = done.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(setCookies(done).has("auth_token")).toBe(true);
    expect(done.headers.get("authorization")).toStartWith("Bearer ");

    // Only hashes are kept.
    const stored = await store.db.select().from(recoveryCodes);
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.replace("-", "") as string);
    expect(await outbox(store)).toEqual([
      { recipient: admin.email, subject: expect.stringContaining("two-step sign-in was turned on") },
    ]);
    const status = await store.api<{ enabled: boolean; recoveryCodesLeft: number; required: boolean }>(
      "/auth/second-factor",
      { headers: { authorization: done.headers.get("authorization") as string } },
    );
    expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: true });
  });

  test("an enrolled admin gives the app's code after the password; a code is accepted once, an old one never", async () => {
    const { store, clock, admin, secret } = await enrolledAdmin();
    const first = await login(store, admin.email);
    expect(first.status).toBe(202);
    expect(first.body.data).toEqual({ secondStep: "code", ticket: expect.any(String) });

    const code = authenticatorCode(secret, clock.now());
    expect((await secondStep(store, first.body.data.ticket, code)).status).toBe(200);
    // The same code again (someone who watched it typed) is refused, even with a fresh right password.
    const again = await login(store, admin.email);
    expect((await secondStep(store, again.body.data.ticket, code)).status).toBe(401);
    // A code from two minutes ago is over.
    const old = authenticatorCode(secret, new Date(clock.now().getTime() - 120_000));
    expect((await secondStep(store, again.body.data.ticket, old)).status).toBe(401);
    // The next code (a phone's clock a little ahead) works.
    const next = authenticatorCode(secret, new Date(clock.now().getTime() + 30_000));
    expect((await secondStep(store, again.body.data.ticket, next)).status).toBe(200);
  });

  test("two sign-ins racing with one code: only one gets a session", async () => {
    const { store, clock, admin, secret } = await enrolledAdmin();
    const [a, b] = await Promise.all([login(store, admin.email), login(store, admin.email)]);
    const code = authenticatorCode(secret, clock.now());
    const answers = await Promise.all([
      secondStep(store, a?.body.data.ticket, code),
      secondStep(store, b?.body.data.ticket, code),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  test("a recovery code signs in once (any case, with or without its dash); the owner is told", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const admin = await createAccount(store.db, { email: "owner@shop.lk", role: "ADMIN" });
    const enrolled = await signInSteps(store, admin.email, TEST_PASSWORD);
    const [code] = enrolled.body.data.recoveryCodes as string[];

    const first = await login(store, admin.email);
    const used = await secondStep(store, first.body.data.ticket, ` ${code?.toUpperCase().replace("-", " ")} `);
    expect(used.status).toBe(200);
    const again = await login(store, admin.email);
    expect((await secondStep(store, again.body.data.ticket, code as string)).status).toBe(401);

    const status = await store.api<{ recoveryCodesLeft: number }>("/auth/second-factor", {
      headers: { authorization: used.headers.get("authorization") as string },
    });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
    expect((await outbox(store)).map((mail) => mail.subject)).toContain(
      "Car Parts Store: a recovery code was used to sign in".replace("Car Parts Store", store.config.shopName),
    );
  });

  test("new recovery codes replace the old ones", async () => {
    const clock = manualClock();
    const store = makeTestApp({ now: clock.now });
    const admin = await createAccount(store.db, { email: "owner@shop.lk", role: "ADMIN" });
    const enrolled = await signInSteps(store, admin.email, TEST_PASSWORD);
    const [oldCode] = enrolled.body.data.recoveryCodes as string[];
    const made = await store.api<{ recoveryCodes: string[] }>("/auth/second-factor/recovery-codes", {
      method: "POST",
      headers: { authorization: enrolled.headers.get("authorization") as string },
    });
    expect(made.status).toBe(200);
    expect(made.body.data.recoveryCodes).toHaveLength(10);
    const ticket = (await login(store, admin.email)).body.data.ticket;
    expect((await secondStep(store, ticket, oldCode as string)).status).toBe(401);
    expect((await secondStep(store, ticket, made.body.data.recoveryCodes[0] as string)).status).toBe(200);
  });

  test("the ticket ends after 5 minutes, cannot be forged, and a missing one is 401", async () => {
    const { store, clock, admin, secret } = await enrolledAdmin();
    const { ticket } = (await login(store, admin.email)).body.data;
    // "Remember me" turned on by hand: the signature no longer matches.
    const [userId, , endsAt, mac] = ticket.split(".");
    const forged = [userId, "1", endsAt, mac].join(".");
    expect((await secondStep(store, forged, authenticatorCode(secret, clock.now()))).status).toBe(401);
    expect((await secondStep(store, undefined, authenticatorCode(secret, clock.now()))).status).toBe(401);
    clock.advanceMinutes(6);
    const late = await secondStep(store, ticket, authenticatorCode(secret, clock.now()));
    expect(late.status).toBe(401);
    expect(late.body.message).toBe("That sign-in has timed out. Please sign in again.");
  });

  test("guessing codes is counted as guessing passwords: the address is locked out", async () => {
    const { store, admin } = await enrolledAdmin();
    const { ticket } = (await login(store, admin.email)).body.data;
    const statuses: number[] = [];
    for (let guess = 0; guess < 8; guess++) {
      statuses.push((await secondStep(store, ticket, String(100000 + guess))).status);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.at(-1)).toBe(423);
  });

  test("staff sign in with the password alone, until an admin requires two steps for them too", async () => {
    const { store, clock, admin } = await enrolledAdmin();
    const asAdmin = await bearerOf(store, admin.email, TEST_PASSWORD);
    const staff = await createAccount(store.db, { email: "cashier@shop.lk" });
    expect((await login(store, staff.email)).status).toBe(200);

    const policy = await store.api("/users/second-factor-policy", {
      method: "PUT",
      headers: asAdmin,
      json: { requiredForStaff: true },
    });
    expect(policy.status).toBe(200);
    const next = await login(store, staff.email);
    expect(next.status).toBe(202);
    expect(next.body.data.secondStep).toBe("enrol");
    const secret = next.body.data.enrolment?.secret as string;
    expect((await secondStep(store, next.body.data.ticket, authenticatorCode(secret, clock.now()))).status).toBe(200);
  });

  test("another admin resets a lost phone: sessions end, the next sign-in enrols again; never one's own", async () => {
    const { store, clock, admin } = await enrolledAdmin();
    const second = await createAccount(store.db, { email: "manager@shop.lk", role: "ADMIN" });
    const asSecond = await bearerOf(store, second.email, TEST_PASSWORD);
    const ownerSession = await bearerOf(store, admin.email, TEST_PASSWORD);
    clock.advanceMinutes(1);

    const own = await store.api(`/users/reset-second-factor/${second.id}`, { method: "PUT", headers: asSecond });
    expect(own.status).toBe(409);
    const reset = await store.api<{ secondFactor: boolean }>(`/users/reset-second-factor/${admin.id}`, {
      method: "PUT",
      headers: asSecond,
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.secondFactor).toBe(false);
    expect((await store.api("/auth/me", { headers: ownerSession })).status).toBe(401);
    const next = await login(store, admin.email);
    expect(next.body.data.secondStep).toBe("enrol");
    expect((await outbox(store)).map((mail) => mail.subject)).toContain(
      `${store.config.shopName}: an admin reset your two-step sign-in`,
    );
    const events = await store.api<{ data: { kind: string; actor: { id: number } | null }[] }>(
      "/security-events/admin/list?kind=SECOND_FACTOR_RESET",
      { headers: asSecond },
    );
    expect(events.body.data.data).toEqual([
      expect.objectContaining({ kind: "SECOND_FACTOR_RESET", actor: expect.objectContaining({ id: second.id }) }),
    ]);
  });
});

describe("two-step sign-in without JavaScript", () => {
  const form = (store: TestApp, path: string, fields: Record<string, string>, cookie = "") =>
    store.request(path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost",
        ...(cookie && { cookie }),
      },
      body: new URLSearchParams(fields).toString(),
    });

  test("the sign-in form leads to the code form, which signs in and goes to the remembered page", async () => {
    const { store, clock, admin, secret } = await enrolledAdmin();
    const posted = await form(store, "/sign-in", {
      username: admin.email,
      password: TEST_PASSWORD,
      redirectUrl: "/console/staff",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get("location")).toBe("/security/two-step?redirectUrl=%2Fconsole%2Fstaff");
    const ticket = setCookies(posted).get("second_step")?.value as string;
    expect(setCookies(posted).has("auth_token")).toBe(false);
    const cookie = cookieHeader({ second_step: ticket });

    const page = await (
      await store.request("/security/two-step?redirectUrl=%2Fconsole%2Fstaff", { headers: { cookie } })
    ).text();
    expect(page).toContain('action="/security/two-step"');
    expect(page).toContain('name="code"');

    const wrong = await form(store, "/security/two-step", { code: "000000", redirectUrl: "/console/staff" }, cookie);
    expect(wrong.headers.get("location")).toBe("/security/two-step?failed=401&redirectUrl=%2Fconsole%2Fstaff");
    const again = await (await store.request(wrong.headers.get("location") as string, { headers: { cookie } })).text();
    expect(again).toContain("That code is not right");

    const right = await form(
      store,
      "/security/two-step",
      { code: await unusedCode(store.db, admin.id, clock.now()), redirectUrl: "/console/staff" },
      cookie,
    );
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/console/staff");
    expect(setCookies(right).has("auth_token")).toBe(true);
    expect(setCookies(right).get("second_step")?.attributes).toContain("Max-Age=0");
    expect(secret).toBeTruthy();
  });

  test("enrolling without JavaScript: the page shows the QR code and the key to type", async () => {
    const store = makeTestApp();
    const admin = await createAccount(store.db, { email: "owner@shop.lk", role: "ADMIN" });
    const posted = await form(store, "/sign-in", { username: admin.email, password: TEST_PASSWORD });
    const cookie = cookieHeader({ second_step: setCookies(posted).get("second_step")?.value as string });
    const page = await (await store.request("/security/two-step", { headers: { cookie } })).text();
    expect(page).toContain("Set up two-step sign-in");
    expect(page).toContain("<svg");
    const secret = (await firstRow(store.db.select().from(users).where(eq(users.id, admin.id))))
      ?.totpPendingSecret as string;
    expect(page).toContain(secret.slice(0, 4));
    const done = await form(store, "/security/two-step", { code: authenticatorCode(secret, new Date()) }, cookie);
    expect(done.headers.get("location")).toBe("/console/two-step");
  });

  test("without a ticket the page says to sign in again; a form from another site signs nobody in", async () => {
    const { store, clock, admin } = await enrolledAdmin();
    const page = await (await store.request("/security/two-step")).text();
    expect(page).toContain("Sign in again");
    const posted = await form(store, "/sign-in", { username: admin.email, password: TEST_PASSWORD });
    const cookie = cookieHeader({ second_step: setCookies(posted).get("second_step")?.value as string });
    const foreign = await store.request("/security/two-step", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", cookie },
      body: new URLSearchParams({ code: await unusedCode(store.db, admin.id, clock.now()) }).toString(),
    });
    expect(setCookies(foreign).has("auth_token")).toBe(false);
  });
});
