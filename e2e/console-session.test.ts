import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { signInOnPage } from "./support/console";
import { watchForProblems } from "./support/page-problems";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const ADMIN = { email: "session-e2e@example.com", password: "session-e2e-password" };
// Access tokens of 5 seconds: a few seconds of work outlive several of them.
const running = storeAndBrowser({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ACCESS_TOKEN_SECONDS: "5",
  LOGIN_REQUESTS_PER_MINUTE: "1000",
});

/**
 * The 401 each tab meets once its access token is gone, before it renews the session and asks again: a page's data,
 * or the console's poll for new orders (with 5-second tokens on a busy machine, the token a page was rendered with can
 * end before its first poll).
 */
const REFUSED_PAGE_DATA: [number, string][] = [
  [401, "/_data/"],
  [401, "/api/v1/messages/alerts"],
];

/** Sessions ended by the server (a reused refresh token ends its whole family). */
async function revokedSessions(): Promise<number> {
  const [row] = await queryStore<{ n: number }>(
    running.store,
    "SELECT CAST(count(*) AS integer) AS n FROM refresh_tokens WHERE revoked_at IS NOT NULL",
  );
  return row?.n ?? 0;
}

async function nextPageWorks(page: Page) {
  await page.getByRole("button", { name: "Next page" }).click();
  await page.waitForURL((url) => url.searchParams.get("page") === "2");
  await page.getByText(/^6 – \d+ of \d+$/).waitFor();
  await page.getByRole("button", { name: "First page" }).click();
  await page.waitForURL((url) => !url.searchParams.has("page"));
  expect(new URL(page.url()).pathname).toBe("/console/dashboard");
}

describe("a staff session with short-lived access tokens", () => {
  test("is renewed silently in two tabs at once, and a reload after the token ended keeps it", async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const first = await context.newPage();
      const problems = watchForProblems(first, running.store.url, REFUSED_PAGE_DATA);
      await first.goto(`${running.store.url}/sign-in`);
      await first.waitForSelector("html[data-hydrated=true]");
      await signInOnPage(first, ADMIN.email, ADMIN.password);
      await first.getByRole("heading", { name: "Orders Management" }).waitFor();
      const second = await context.newPage();
      problems.push(...watchForProblems(second, running.store.url, REFUSED_PAGE_DATA));
      await second.goto(`${running.store.url}/console/dashboard`);
      await second.getByRole("heading", { name: "Orders Management" }).waitFor();
      const expiry = async () => (await context.cookies()).find((cookie) => cookie.name === "auth_expires")?.value;
      /** Waits for the tabs' timers to renew the token (the expiry cookie changes) `times` times over. */
      const renewals = async (times: number) => {
        const seen = [await expiry()];
        const deadline = Date.now() + 30_000;
        while (seen.length <= times && Date.now() < deadline) {
          await Bun.sleep(100);
          const now = await expiry();
          if (now !== seen.at(-1)) seen.push(now);
        }
        expect(seen).toHaveLength(times + 1);
      };

      // Both tabs' timers come due together, twice over.
      await renewals(2);
      await nextPageWorks(first);
      await nextPageWorks(second);
      expect(await revokedSessions()).toBe(0);

      // The race itself: both tabs find the token gone at the same instant (a 401 each) and renew at once.
      await context.clearCookies({ name: "auth_token" });
      await Promise.all([nextPageWorks(first), nextPageWorks(second)]);
      expect(await revokedSessions()).toBe(0);

      // A tab closed past its token's end, opened again: the server renews the session for the page.
      const ends = Date.parse(decodeURIComponent((await expiry()) ?? ""));
      expect(ends).toBeGreaterThan(Date.now());
      await second.close();
      await first.close();
      await Bun.sleep(ends - Date.now() + 200);
      const again = await context.newPage();
      problems.push(...watchForProblems(again, running.store.url, REFUSED_PAGE_DATA));
      await again.goto(`${running.store.url}/console/dashboard`);
      expect(new URL(again.url()).pathname).toBe("/console/dashboard");
      await again.getByRole("heading", { name: "Orders Management" }).waitFor();
      expect(await revokedSessions()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
