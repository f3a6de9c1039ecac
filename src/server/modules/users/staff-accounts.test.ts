import { describe, expect, test } from "bun:test";
import { createAccount, TEST_PASSWORD } from "../../../test/accounts";
import { signInSteps } from "../../../test/second-factor";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";

async function bearerOf(store: TestApp, email: string, password = TEST_PASSWORD) {
  const answer = await signInSteps(store, email, password);
  expect(answer.status).toBe(200);
  return { authorization: answer.headers.get("authorization") as string };
}

async function withAdmin() {
  const store = makeTestApp();
  const admin = await createAccount(store.db, { email: "admin@shop.lk", role: "ADMIN" });
  return { store, admin, asAdmin: await bearerOf(store, admin.email) };
}

describe("staff management", () => {
  test("only admins manage accounts: STAFF gets 403, no session 401", async () => {
    const { store } = await withAdmin();
    const staff = await createAccount(store.db, { email: "staff@shop.lk" });
    const asStaff = await bearerOf(store, staff.email);
    const refused = await store.api("/users/get-all-users", { headers: asStaff });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only an admin can do this.");
    expect(
      (
        await store.api(`/users/change-user-role/${staff.id}`, {
          method: "PUT",
          headers: asStaff,
          json: { role: "ADMIN" },
        })
      ).status,
    ).toBe(403);
    expect((await store.api("/users/get-all-users")).status).toBe(401);
  });

  test("list is paged and searchable, pending accounts first", async () => {
    const { store, asAdmin } = await withAdmin();
    await createAccount(store.db, { email: "kasun@shop.lk" });
    await createAccount(store.db, { email: "waiting@shop.lk", status: "PENDING" });
    const all = await store.api<{ data: { email: string; status: string }[]; count: number }>("/users/get-all-users", {
      headers: asAdmin,
    });
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(3);
    expect(all.body.data.data[0]).toMatchObject({ email: "waiting@shop.lk", status: "PENDING" });
    expect(JSON.stringify(all.body)).not.toMatch(/password|hash/i);

    const found = await store.api<{ data: { email: string }[]; count: number }>(
      "/users/get-all-users?searchText=KASUN",
      {
        headers: asAdmin,
      },
    );
    expect(found.body.data.data.map((row) => row.email)).toEqual(["kasun@shop.lk"]);
    const paged = await store.api<{ data: unknown[]; count: number }>("/users/get-all-users?size=1&page=1", {
      headers: asAdmin,
    });
    expect(paged.body.data.data).toHaveLength(1);
    expect(paged.body.data.count).toBe(3);
  });

  test("disabling ends the account's sessions at once; activating lets it back in", async () => {
    const { store, asAdmin } = await withAdmin();
    const staff = await createAccount(store.db, { email: "nuwan@shop.lk" });
    const login = await store.api("/auth/login", {
      method: "POST",
      json: { username: staff.email, password: TEST_PASSWORD },
    });
    const token = { authorization: login.headers.get("authorization") as string };
    const refreshToken = login.headers
      .getSetCookie()
      .find((line) => line.startsWith("refresh_token="))
      ?.split(/[=;]/)[1];

    const disabled = await store.api(`/users/disable-user/${staff.id}`, { method: "PUT", headers: asAdmin });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data).toMatchObject({ status: "DISABLED" });
    expect((await store.api("/brands/get-all", { headers: token })).status).toBe(401);
    expect((await store.api("/auth/refresh", { method: "POST", json: { refreshToken } })).status).toBe(401);
    expect(
      (await store.api("/auth/login", { method: "POST", json: { username: staff.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(403);

    expect((await store.api(`/users/activate-user/${staff.id}`, { method: "PUT", headers: asAdmin })).status).toBe(200);
    expect(
      (await store.api("/auth/login", { method: "POST", json: { username: staff.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  test("the last active admin cannot be disabled or demoted (409); with a second admin it can", async () => {
    const { store, admin, asAdmin } = await withAdmin();
    const demote = await store.api(`/users/change-user-role/${admin.id}`, {
      method: "PUT",
      headers: asAdmin,
      json: { role: "STAFF" },
    });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toContain("at least one active admin");
    expect((await store.api(`/users/disable-user/${admin.id}`, { method: "PUT", headers: asAdmin })).status).toBe(409);

    const second = await createAccount(store.db, { email: "second@shop.lk" });
    const promoted = await store.api(`/users/change-user-role/${second.id}`, {
      method: "PUT",
      headers: asAdmin,
      json: { role: "ADMIN" },
    });
    expect(promoted.body.data).toMatchObject({ role: "ADMIN" });
    expect(
      (
        await store.api(`/users/change-user-role/${admin.id}`, {
          method: "PUT",
          headers: asAdmin,
          json: { role: "STAFF" },
        })
      ).status,
    ).toBe(200);
    // The role is read from the database on every request: the old token no longer opens admin paths.
    expect((await store.api("/users/get-all-users", { headers: asAdmin })).status).toBe(403);
  });

  test("an admin sets someone's password: the old one stops working, the new one signs in", async () => {
    const { store, asAdmin } = await withAdmin();
    const staff = await createAccount(store.db, { email: "forgetful@shop.lk" });
    const weak = await store.api(`/users/set-user-password/${staff.id}`, {
      method: "PUT",
      headers: asAdmin,
      json: { password: "short" },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: "password", message: "Password must be at least 12 characters" }]);
    const set = await store.api(`/users/set-user-password/${staff.id}`, {
      method: "PUT",
      headers: asAdmin,
      json: { password: "new-password-123" },
    });
    expect(set.status).toBe(200);
    expect(
      (await store.api("/auth/login", { method: "POST", json: { username: staff.email, password: TEST_PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (
        await store.api("/auth/login", {
          method: "POST",
          json: { username: staff.email, password: "new-password-123" },
        })
      ).status,
    ).toBe(200);
    expect((await store.api("/users/activate-user/999", { method: "PUT", headers: asAdmin })).status).toBe(404);
  });
});

describe("staff management input", () => {
  test("a role change without a role, or with an unknown one, is refused (never defaults to ADMIN)", async () => {
    const { store, asAdmin } = await withAdmin();
    const staff = await createAccount(store.db, { email: "plain@shop.lk" });
    for (const json of [{}, { role: "OWNER" }]) {
      const answer = await store.api(`/users/change-user-role/${staff.id}`, { method: "PUT", headers: asAdmin, json });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.field).toBe("role");
    }
    const list = await store.api<{ data: { email: string; role: string }[] }>("/users/get-all-users?status=ACTIVE", {
      headers: asAdmin,
    });
    expect(list.body.data.data.find((row) => row.email === "plain@shop.lk")?.role).toBe("STAFF");
    expect((await store.api("/users/get-all-users?status=BOSS", { headers: asAdmin })).status).toBe(400);
  });
});

describe("the owner hears of changes to their account", () => {
  const mails = async (store: TestApp, recipient: string) =>
    await testSql(store.db).all<{ subject: string; kind: string; text_body: string }>(
      "SELECT subject, kind, text_body FROM email_outbox WHERE recipient = ? ORDER BY id",
      [recipient],
    );

  test("a password set by an admin, a role given or taken, each e-mail the account's owner once", async () => {
    const { store, asAdmin } = await withAdmin();
    const staff = await createAccount(store.db, { email: "cashier@shop.lk" });
    const put = (path: string, json: unknown) => store.api(path, { method: "PUT", headers: asAdmin, json });
    expect((await put(`/users/set-user-password/${staff.id}`, { password: "new-password-123" })).status).toBe(200);
    expect((await put(`/users/change-user-role/${staff.id}`, { role: "ADMIN" })).status).toBe(200);
    expect((await put(`/users/change-user-role/${staff.id}`, { role: "ADMIN" })).status).toBe(200); // no change
    expect((await put(`/users/change-user-role/${staff.id}`, { role: "STAFF" })).status).toBe(200);
    const sent = await mails(store, "cashier@shop.lk");
    expect(sent.map((mail) => mail.subject)).toEqual([
      "Lanka Auto Parts: an admin set a new password",
      "Lanka Auto Parts: you were made an admin",
      "Lanka Auto Parts: you are no longer an admin",
    ]);
    expect(sent.every((mail) => mail.kind === "account-changed")).toBe(true);
    expect(sent[0]?.text_body).toContain("tell the shop's admin at once");
    expect(sent.map((mail) => mail.text_body).join()).not.toContain("new-password-123");
  });
});
