import type { Page } from "playwright-core";

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

/** An access token for API calls, from the real login. */
export async function apiToken(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: email, password }),
  });
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

/** Signs in on the sign-in page already open, and waits for the page it goes to. */
export async function signInOnPage(page: Page, email: string, password: string, { rememberMe = false } = {}) {
  await page.getByLabel("Email or Username").fill(email);
  await page.getByLabel("Current Password").fill(password);
  if (rememberMe) await page.getByLabel("Remember me!").check();
  await page.getByRole("button", { name: "Sign In Now" }).click();
}

/** The console's snack bar (its visible text, not the screen reader's copy). */
export const snackbar = (page: Page) => page.getByRole("region", { name: /Notifications/ });
