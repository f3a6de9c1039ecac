import type { Page } from "playwright-core";
import { keepAuthenticator, nextCode } from "./authenticator";

/** Calls the store's API as a client outside the browser would; answers the envelope's data (throws on failure). */
export async function apiCall<T>(
  origin: string,
  path: string,
  init: RequestInit & { token?: string; json?: unknown } = {},
) {
  const { token, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  if (json !== undefined) headers.set("content-type", "application/json");
  const response = await fetch(`${origin}/api/v1${path}`, {
    ...rest,
    headers,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${response.status} ${path}: ${body.message}`);
  return body.data;
}

/**
 * An access token for API calls, from the real login: for an admin, its second step too (enrolling an authenticator
 * the first time, as the sign-in offers).
 */
export async function apiToken(origin: string, email: string, password: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/api/v1${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  let response = await post("/auth/login", { username: email, password });
  if (response.status === 202) {
    const { data } = (await response.json()) as { data: { ticket: string; enrolment?: { secret: string } } };
    if (data.enrolment) keepAuthenticator(email, data.enrolment.secret);
    response = await post("/auth/second-factor", { ticket: data.ticket, code: await nextCode(email) });
  }
  if (!response.ok) throw new Error(`sign-in as ${email}: ${response.status}`);
  return (response.headers.get("authorization") ?? "").replace(/^Bearer /, "");
}

/** A new staff account through sign-up (pending); activated by the admin unless `pending`. */
export async function createStaff(
  origin: string,
  adminToken: string,
  { pending = false, password = "staff-password-123" } = {},
) {
  const email = `staff-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await apiCall(origin, "/users/register", {
    method: "POST",
    json: { firstName: "Test", lastName: "Staff", email, password },
  });
  if (!pending) {
    const found = await apiCall<{ data: { id: number }[] }>(origin, `/users/get-all-users?searchText=${email}`, {
      token: adminToken,
    });
    await apiCall(origin, `/users/activate-user/${found.data[0]?.id}`, { method: "PUT", token: adminToken });
  }
  return { email, password };
}

/** Five wrong passwords for the account from this machine: the store locks this address out of it. */
export async function lockOut(origin: string, email: string) {
  for (let attempt = 0; attempt < 5; attempt++) {
    await fetch(`${origin}/api/v1/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: email, password: "a wrong password" }),
    });
  }
}

/**
 * Signs in on the sign-in page already open, and for an admin takes the second step too: the authenticator's code,
 * or the first time, enrolling one from the key the page shows (and going on past the recovery codes).
 */
export async function signInOnPage(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.getByLabel("Email or Username").fill(email);
  await page.getByLabel("Current Password").fill(password);
  if (rememberMe) await page.getByLabel("Remember me!").check();
  await page.getByRole("button", { name: "Sign In Now" }).click();
  // Wait until the page moves on, or says why not (a failure's notice).
  await page.waitForFunction(
    () => location.pathname !== "/sign-in" || document.querySelector("[role=region] li, [role=alert]") !== null,
  );
  if (new URL(page.url()).pathname === "/security/two-step") await secondStepOnPage(page, email);
}

/** The second step's page already open: enrols (reading the key it shows) or enters the next code. */
export async function secondStepOnPage(page: Page, email: string) {
  const enrol = page.getByRole("heading", { name: "Set up two-step sign-in" });
  const code = page.getByRole("heading", { name: "Two-step sign-in", exact: true });
  await enrol.or(code).waitFor();
  if (await enrol.isVisible()) {
    keepAuthenticator(email, (await page.locator("main code").textContent()) ?? "");
    await page.getByLabel("Code from the app").fill(await nextCode(email));
    await page.getByRole("button", { name: "Turn on and sign in" }).click();
    const saved = page.getByRole("button", { name: "I have saved them — continue" });
    // Without JavaScript the form goes straight to the two-step settings page instead.
    await saved
      .or(page.getByRole("heading", { name: "Two-step sign-in", exact: true }))
      .first()
      .waitFor();
    if (await saved.isVisible()) await saved.click();
    return;
  }
  await page.getByLabel("Code", { exact: true }).fill(await nextCode(email));
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The console's snack bar (its visible text, not the screen reader's copy). */
export const snackbar = (page: Page) => page.getByRole("region", { name: /Notifications/ });
