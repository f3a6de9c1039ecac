import { describe, expect, test } from "bun:test";
import { watchForProblems } from "./support/page-problems";
import { storeAndBrowser } from "./support/store-and-browser";

const running = storeAndBrowser();

describe("a customer browsing the storefront in a real browser", () => {
  test("the brands are in the server's HTML, and the page hydrates without an error", async () => {
    const context = await running.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page, running.store.url);
    try {
      // The HTML as the server sent it, before any script ran.
      const response = await page.goto(`${running.store.url}/client/home`);
      expect(response?.status()).toBe(200);
      const html = await response?.text();
      for (const brand of ["Toyota Genuine Parts", "Nissan Genuine Parts"]) expect(html).toContain(brand);

      await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });
      await page.getByText("Slide 1 of 3").waitFor({ timeout: 5_000 });
      await page.getByRole("button", { name: "Next slide" }).click();
      await page.getByText("Slide 2 of 3").waitFor({ timeout: 5_000 });
      await page.getByRole("button", { name: "Previous slide" }).click();
      await page.getByRole("button", { name: "Previous slide" }).click();
      await page.getByText("Slide 3 of 3").waitFor({ timeout: 5_000 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("follows links from home to a product, the store and its next page without a reload or a single error", async () => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const problems = watchForProblems(page, running.store.url);
    try {
      await page.goto(`${running.store.url}/client/home`);
      await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });
      // A marker that a full page load would wipe: navigation inside the app must keep it.
      await page.evaluate(() => Object.assign(window, { stayedInApp: true }));

      const firstProduct = page.locator("section[aria-labelledby=new-arrivals] article h3 a").first();
      const name = (await firstProduct.textContent()) ?? "";
      await firstProduct.click();
      await page.waitForURL(/\/client\/product\/\d+$/);
      // The home page stays on screen (with the progress bar) until the product's data has arrived.
      await page.getByText("Part code:", { exact: true }).waitFor();
      expect(await page.title()).toContain(" | Lanka Auto Parts");
      expect(name.length).toBeGreaterThan(0);

      await page.getByRole("link", { name: "Back to results" }).click();
      await page.waitForURL(/\/client\/store$/);
      await page.getByText(/^Showing 1–12 of \d+$/).waitFor();
      await page.getByRole("link", { name: "Next" }).click();
      await page.waitForURL(/\/client\/store\?page=2$/);
      await page.getByText(/^Showing 13–24 of \d+$/).waitFor();

      // A phone's header folds its links into the menu.
      await page.getByLabel("Menu").click();
      await page.getByRole("link", { name: "Contacts" }).click();
      await page.getByRole("heading", { level: 1, name: "Contact us", exact: true }).waitFor();
      expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  test("each storefront page and the console's sign-in hydrate without a warning when opened directly, and a missing product is a 404", async () => {
    const context = await running.browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page, running.store.url);
    try {
      for (const path of [
        "/client/store?page=2",
        "/client/store?searchText=brake+pad",
        "/client/product/1",
        "/client/contact",
        "/client/cart",
        "/client/about",
        "/sign-in",
      ]) {
        const response = await page.goto(`${running.store.url}${path}`);
        expect(response?.status()).toBe(200);
        await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });
      }
      expect(problems).toEqual([]);

      const missing = await page.goto(`${running.store.url}/client/product/999999`);
      expect(missing?.status()).toBe(404);
      await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });
      expect(await page.getByRole("heading", { name: "Product not found" }).isVisible()).toBe(true);
      // Chromium reports the page's own 404 status on the console; that one is expected.
      expect(problems).toEqual([
        "console error: Failed to load resource: the server responded with a status of 404 (Not Found)",
      ]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
