import { describe, expect, test } from "bun:test";
import { cookieHeader, createAccount, latestResetCode, setCookies, TEST_PASSWORD } from "../../../test/accounts";
import { manualClock } from "../../../test/manual-clock";
import { signInSteps } from "../../../test/second-factor";
import { makeTestApp } from "../../../test/test-app";
import type { StaffRow } from "./model";

/** A store behind one proxy (so a test can speak from many addresses), an admin, and a staff member to lock out. */
async function lockedOutStaff() {
  const clock = manualClock();
  const store = makeTestApp({ now: clock.now, env: { TRUST_PROXY: "true", ACCOUNT_LOCKOUT_FAILURES: "8" } });
  const admin = await createAccount(store.db, { email: "owner@shop.lk", role: "ADMIN" });
  const staff = await createAccount(store.db, { email: "cashier@shop.lk" });
  const signIn = (address: string, password: string, email = staff.email) =>
    store.api<unknown>("/auth/login", {
      method: "POST",
      json: { username: email, password },
      headers: { "x-forwarded-for": address },
    });
  const asAdmin = {
    authorization:
      (await signInSteps(store, admin.email, TEST_PASSWORD, { "x-forwarded-for": "198.51.100.200" })).headers.get(
        "authorization",
      ) ?? "",
  };
  // Five wrong passwords from the shop's counter lock that address out; three more from elsewhere slow the account
  // down for addresses it never signed in from.
  for (let i = 0; i < 5; i++) expect((await signIn("203.0.113.5", "wrong password")).status).toBe(401);
  clock.advanceMinutes(1);
  for (let i = 0; i < 3; i++) expect((await signIn(`198.51.100.${i}`, "wrong password")).status).toBe(401);
  expect((await signIn("203.0.113.5", TEST_PASSWORD)).status).toBe(423);
  expect((await signIn("192.0.2.77", TEST_PASSWORD)).status).toBe(429);
  const rowOf = async () => {
    const list = await store.api<{ data: StaffRow[] }>("/users/get-all-users?size=50", { headers: asAdmin });
    return list.body.data?.data.find((row) => row.id === staff.id);
  };
  return { store, clock, staff, signIn, asAdmin, rowOf };
}

describe("sign-in locks", () => {
  test("admins see a locked account with the time its last lock ends, and Unlock lifts every lock", async () => {
    const { store, staff, signIn, asAdmin, rowOf } = await lockedOutStaff();
    // The address's lock began at 09:00 and ends at 09:15 UTC, later than the account's slow-down.
    expect(await rowOf()).toMatchObject({ status: "ACTIVE", lockedUntil: "2026-11-23T09:15:00.000Z" });

    const staffToken = { authorization: (await signIn("192.0.2.1", "x")).headers.get("authorization") ?? "" };
    expect((await store.api(`/users/unlock-user/${staff.id}`, { method: "PUT", headers: staffToken })).status).toBe(
      401,
    );
    const unlocked = await store.api<StaffRow>(`/users/unlock-user/${staff.id}`, { method: "PUT", headers: asAdmin });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.data).toMatchObject({ id: staff.id, lockedUntil: null });
    expect((await rowOf())?.lockedUntil).toBeNull();
    expect((await signIn("203.0.113.5", TEST_PASSWORD)).status).toBe(200);
    expect((await store.api("/users/unlock-user/9999", { method: "PUT", headers: asAdmin })).status).toBe(404);
  });

  test("the lock shows until it ends, then the account signs in from that address again", async () => {
    const { clock, rowOf, signIn } = await lockedOutStaff();
    clock.advanceMinutes(13.5);
    expect((await rowOf())?.lockedUntil).toBe("2026-11-23T09:15:00.000Z");
    clock.advanceMinutes(1);
    expect((await rowOf())?.lockedUntil).toBeNull();
    expect((await signIn("203.0.113.5", TEST_PASSWORD)).status).toBe(200);
  });

  test("a password reset by e-mail code lifts every lock on the account", async () => {
    const { store, staff, signIn, rowOf } = await lockedOutStaff();
    const query = `?email=${encodeURIComponent(staff.email)}`;
    expect((await store.api(`/users/forgot-password-verify${query}`, { method: "POST" })).status).toBe(200);
    const { code } = await latestResetCode(store.db, staff.email);
    const reset = await store.api(`/users/reset-password${query}&code=${code}`, {
      method: "POST",
      json: { password: "a brand new passphrase" },
    });
    expect(reset.status).toBe(200);
    expect((await rowOf())?.lockedUntil).toBeNull();
    expect((await signIn("203.0.113.5", "a brand new passphrase")).status).toBe(200);
  });

  test("the browser that reset the password by e-mail code gets in from a new address while the attack goes on", async () => {
    const { store, staff, signIn } = await lockedOutStaff();
    const query = `?email=${encodeURIComponent(staff.email)}`;
    const fromPhone = { "x-forwarded-for": "192.0.2.88" };
    await store.api(`/users/forgot-password-verify${query}`, { method: "POST", headers: fromPhone });
    const { code } = await latestResetCode(store.db, staff.email);
    const reset = await store.request(`/api/v1/users/reset-password${query}&code=${code}`, {
      method: "POST",
      headers: fromPhone,
      json: { password: "a brand new passphrase" },
    });
    expect(reset.status).toBe(200);
    const device = setCookies(reset).get("device")?.value;
    expect(device).toBeTruthy();
    // The attacker keeps guessing from new addresses: the account is slowed again for strangers…
    for (let i = 10; i < 19; i++) await signIn(`198.51.100.${i}`, "still guessing");
    expect((await signIn("192.0.2.99", "a brand new passphrase")).status).toBe(429);
    // …but not for the owner's browser, on yet another address.
    const owner = await store.api("/auth/login", {
      method: "POST",
      json: { username: staff.email, password: "a brand new passphrase" },
      headers: { "x-forwarded-for": "192.0.2.150", cookie: cookieHeader({ device: device as string }) },
    });
    expect(owner.status).toBe(200);
  });

  test("an admin's Set password lifts every lock on the account", async () => {
    const { store, staff, signIn, asAdmin } = await lockedOutStaff();
    const set = await store.api<StaffRow>(`/users/set-user-password/${staff.id}`, {
      method: "PUT",
      headers: asAdmin,
      json: { password: "set by the owner 2026" },
    });
    expect(set.status).toBe(200);
    expect(set.body.data?.lockedUntil).toBeNull();
    expect((await signIn("203.0.113.5", "set by the owner 2026")).status).toBe(200);
  });
});
