import { describe, expect, test } from "bun:test";
import { createAccount, TEST_PASSWORD } from "../../../test/accounts";
import { signInSteps } from "../../../test/second-factor";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import { EMAIL_PER_RECIPIENT } from "../../mail/outbox";

const register = (store: TestApp, json: Record<string, unknown>) =>
  store.api<{ email: string; status: string }>("/users/register", { method: "POST", json });

const accountRow = async (store: TestApp, email: string) =>
  await testSql(store.db).get<{
    id: number;
    first_name: string;
    last_name: string;
    role: string;
    status: string;
    register_date: string;
  }>("SELECT id, first_name, last_name, role, status, register_date FROM users WHERE email = ?", [email]);

const outbox = async (store: TestApp) =>
  await testSql(store.db).all<{ recipient: string; kind: string; text_body: string }>(
    "SELECT recipient, kind, text_body FROM email_outbox ORDER BY id",
  );

const signIn = (store: TestApp, username: string, password: string) =>
  store.api("/auth/login", { method: "POST", json: { username, password } });

const valid = {
  firstName: " Chamari ",
  lastName: "Perera",
  email: "Chamari@Example.com",
  password: "brake-pads-2026",
  registerDate: "1999-01-01",
};

describe("sign-up", () => {
  test("register → pending (403 at sign-in) → an admin activates → signs in", async () => {
    const store = makeTestApp({ now: () => new Date("2026-11-23T10:00:00Z") });
    const created = await register(store, valid);
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual({ email: "chamari@example.com", status: "PENDING" });
    expect(JSON.stringify(created.body)).not.toContain("password");
    const row = await accountRow(store, "chamari@example.com");
    expect(row).toMatchObject({
      first_name: "Chamari",
      last_name: "Perera",
      role: "STAFF",
      status: "PENDING",
      register_date: "2026-11-23",
    });
    expect(await outbox(store)).toEqual([
      expect.objectContaining({ recipient: "chamari@example.com", kind: "sign-up" }),
    ]);

    expect((await signIn(store, "chamari@example.com", valid.password)).status).toBe(403);

    const admin = await createAccount(store.db, { role: "ADMIN" });
    const adminToken = (await signInSteps(store, admin.email, TEST_PASSWORD)).headers.get("authorization") as string;
    const activated = await store.api(`/users/activate-user/${row?.id}`, {
      method: "PUT",
      headers: { authorization: adminToken },
    });
    expect(activated.status).toBe(200);
    expect(activated.body.data).toMatchObject({ status: "ACTIVE" });

    expect((await signIn(store, "chamari@example.com", valid.password)).status).toBe(200);
  });

  test("a taken e-mail, in any case, is answered exactly like a free one; its owner is told, the account unchanged", async () => {
    const store = makeTestApp();
    const first = await register(store, valid);
    const again = await register(store, { ...valid, email: "CHAMARI@example.COM", password: "another-password-99" });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect((await outbox(store)).map((mail) => mail.kind)).toEqual(["sign-up", "sign-up-taken"]);
    expect((await outbox(store))[1]?.recipient).toBe("chamari@example.com");
    expect((await signIn(store, "chamari@example.com", "another-password-99")).status).toBe(401);
  });

  test("eight sign-ups with a taken e-mail from eight addresses tell its owner twice an hour, answering all alike", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
    expect((await register(store, valid)).status).toBe(201);
    for (let i = 1; i <= 8; i++) {
      const again = await store.api("/users/register", {
        method: "POST",
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        json: { ...valid, password: `another-password-${i}0` },
      });
      expect(again.status).toBe(201);
    }
    const taken = (await outbox(store)).filter((mail) => mail.kind === "sign-up-taken");
    expect(taken).toHaveLength(EMAIL_PER_RECIPIENT["sign-up-taken"]?.perHour ?? 0);
    expect(taken.length).toBeGreaterThan(0);
  });

  test("bad e-mails and weak passwords: 400 naming the field", async () => {
    const store = makeTestApp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "not-an-email" }, "email", "Enter a valid e-mail address"],
      [{ email: `${"a".repeat(65)}@example.com` }, "email", "The part before @ must be at most 64 characters"],
      [{ email: `a@${"b".repeat(250)}.com` }, "email", "E-mail must be at most 254 characters"],
      [{ password: "short" }, "password", "Password must be at least 12 characters"],
      [
        { email: "samesame@example.com", password: "SameSame@example.com" },
        "password",
        "Password must not be your e-mail",
      ],
      [{ firstName: "   " }, "firstName", "First name is required"],
      [
        { password: "QwertyUiop123" },
        "password",
        "This password is one of the most common ones, which attackers try first: choose another",
      ],
      [{ password: "I love Chamari 2026" }, "password", "Password must not contain your e-mail's name"],
      [{ password: "lanka-auto-parts-99" }, "password", "Password must not contain the shop's name (Lanka Auto Parts)"],
    ];
    for (const [change, field, message] of cases) {
      const answer = await register(store, { ...valid, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual({ field, message });
    }
    const missing = await register(store, { firstName: "A" });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((error) => error.field)).toEqual(expect.arrayContaining(["email", "password"]));
  });
});

describe("look-alike e-mails", () => {
  test("full-width letters are the same address as plain ones, so they are taken (the owner is told)", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "admin@shop.lk" });
    const fullWidth = await register(store, { ...valid, email: "ａｄｍｉｎ@shop.lk" });
    expect(fullWidth.status).toBe(201);
    expect(await outbox(store)).toEqual([
      expect.objectContaining({ recipient: "admin@shop.lk", kind: "sign-up-taken" }),
    ]);
    expect(await testSql(store.db).get("SELECT CAST(count(*) AS integer) AS n FROM users")).toEqual({ n: 1 });
  });

  test("control characters, a dotless ı or Cyrillic letters are refused (400) with a reason", async () => {
    const store = makeTestApp();
    await createAccount(store.db, { email: "admin@shop.lk" });
    for (const email of ["admin\u0000@shop.lk", "adm\u0131n@shop.lk", "\u0430dmin@shop.lk", "admin@shop.lk\u0085"]) {
      const { status, body } = await register(store, { ...valid, email });
      expect(status).toBe(400);
      expect(body.errors?.[0]?.field).toBe("email");
    }
  });

  test("signing in with the full-width form of an address finds the account", async () => {
    const store = makeTestApp();
    const account = await createAccount(store.db, { email: "staff@shop.lk" });
    expect((await signIn(store, "ｓｔａｆｆ@shop.lk", TEST_PASSWORD)).status).toBe(200);
    expect(account.email).toBe("staff@shop.lk");
  });
});
