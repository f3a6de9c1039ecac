import { describe, expect, test } from "bun:test";
import { watchForProblems } from "./support/page-problems";
import { storeAndBrowser } from "./support/store-and-browser";

const ADMIN = { email: "console-e2e@example.com", password: "console-e2e-password" };
const running = storeAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

describe("a staff member in the console, in a real browser", () => {
  test("a signed-out visit to the dashboard goes to sign-in, and signing in comes back to the latest orders", async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = watchForProblems(page, running.store.url);
    try {
      await page.goto(`${running.store.url}/console/dashboard`);
      expect(new URL(page.url()).pathname).toBe("/sign-in");
      expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe("/console/dashboard");
      await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });

      await page.getByLabel("Email or Username").fill(ADMIN.email);
      await page.getByLabel("Current Password").fill("not the password");
      await page.getByRole("button", { name: "Sign In Now" }).click();
      await page
        .getByRole("region", { name: /Notifications/ })
        .getByText("Invalid username or password.")
        .waitFor();

      await page.getByLabel("Current Password").fill(ADMIN.password);
      await page.getByRole("button", { name: "Sign In Now" }).click();
      await page.waitForURL(/\/console\/dashboard$/);
      await page.getByRole("heading", { name: "Latest orders" }).waitFor();
      // The demo catalog comes with orders; the dashboard lists the newest with their status in words.
      expect(await page.locator("tbody tr").count()).toBeGreaterThan(0);
      expect(await page.locator("tbody tr").first().textContent()).toMatch(/SO-\d{4}-\d+/);

      // Signed in, a client-side visit to /sign-in (Back after signing in) is sent on to the dashboard.
      await page.evaluate(() => {
        history.pushState(null, "", "/sign-in");
        dispatchEvent(new PopStateEvent("popstate"));
      });
      await page.waitForURL(/\/console\/dashboard$/);
      await page.getByRole("heading", { name: "Latest orders" }).waitFor();

      await page.getByRole("button", { name: "Sign out" }).click();
      await page.waitForURL(/\/sign-in$/);
      await page.goto(`${running.store.url}/console/dashboard`);
      expect(new URL(page.url()).pathname).toBe("/sign-in");
      // The wrong password's 401 is the one failed request the journey expects.
      expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
