import { expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { firstRow } from "../../../db/first-row";
import { emailOutbox, users } from "../../../db/schema";
import { createAccount, setCookies, TEST_PASSWORD } from "../../../test/accounts";
import { makeTestApp } from "../../../test/test-app";
import { waitFor } from "../../../test/wait-for";
import { createMailSender } from "../../mail/sender";

test("a full sign-in, refresh, reset and sign-out writes no password, token, hash or code to the log", async () => {
  const store = makeTestApp();
  const email = "secretive@shop.lk";
  const newPassword = "brand-new-secret-77";
  await createAccount(store.db, { email });
  const secrets: string[] = [TEST_PASSWORD, newPassword];

  const login = await store.api("/auth/login", {
    method: "POST",
    json: { username: email, password: TEST_PASSWORD, rememberMe: true },
  });
  expect(login.status).toBe(200);
  const cookies = setCookies(login);
  secrets.push(login.headers.get("authorization")?.slice(7) as string);
  for (const name of ["auth_token", "refresh_token", "XSRF-TOKEN"]) secrets.push(cookies.get(name)?.value as string);

  const refreshed = await store.api("/auth/refresh", {
    method: "POST",
    json: { refreshToken: cookies.get("refresh_token")?.value },
  });
  expect(refreshed.status).toBe(200);
  secrets.push(setCookies(refreshed).get("refresh_token")?.value as string);
  // A wrong password and a failed refresh are logged too: still nothing secret.
  await store.api("/auth/login", { method: "POST", json: { username: email, password: "wrong-password-typed" } });
  secrets.push("wrong-password-typed");

  await store.api(`/users/forgot-password-verify?email=${email}`, { method: "POST" });
  const code = (
    await firstRow(store.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email)))
  )?.textBody.match(/\b\d{6}\b/)?.[0] as string;
  secrets.push(code);
  expect((await store.api(`/users/verify-reset?email=${email}&code=${code}`, { method: "POST" })).status).toBe(200);
  expect(
    (
      await store.api(`/users/reset-password?email=${email}&code=${code}`, {
        method: "POST",
        json: { password: newPassword },
      })
    ).status,
  ).toBe(200);
  secrets.push((await firstRow(store.db.select().from(users).where(eq(users.email, email))))?.passwordHash as string);

  // The mail goes out (and one delivery fails), as in production with SMTP.
  let calls = 0;
  const sender = createMailSender({
    db: store.db,
    from: "shop@example.com",
    clock: () => new Date(),
    logger: {
      debug() {},
      info() {},
      error() {},
      warn: (message, fields) => store.logs.push(JSON.stringify({ message, ...fields })),
    },
    transport: {
      async sendMail() {
        calls++;
        throw new Error("connection refused");
      },
    },
  });
  await sender.deliverDue();
  expect(calls).toBe(2); // the code, and the notice that the password was reset

  const signOut = await store.api("/auth/logout", { method: "POST", json: {} });
  expect(signOut.status).toBe(200);

  // Request lines are written after the response is sent: wait for the last one.
  const paths = ["/auth/login", "/auth/refresh", "/users/verify-reset", "/users/reset-password", "/auth/logout"];
  const log = await waitFor("every request's log line", () => {
    const text = store.logs.join("\n");
    return paths.every((path) => text.includes(`"path":"/api/v1${path}"`)) && text;
  });
  expect(log).toContain("e-mail will be retried");
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThanOrEqual(6);
    expect(log).not.toContain(secret);
  }
});

test("the OpenAPI document gives no example value for a password, token or code", async () => {
  const store = makeTestApp();
  const document = await (await store.request("/api/v1/openapi/json")).json();
  const offenders: string[] = [];
  const walk = (node: unknown, key: string) => {
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (/password|token|code/i.test(key) && ("example" in record || "examples" in record || "default" in record)) {
      offenders.push(key);
    }
    for (const [child, value] of Object.entries(record)) walk(value, child === "properties" ? key : child);
  };
  walk(document, "");
  expect(document.paths["/api/v1/auth/login"]).toBeDefined();
  expect(offenders).toEqual([]);
});
