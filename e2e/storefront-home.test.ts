import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./support/browser";
import { watchForProblems } from "./support/page-problems";
import { type RunningStore, startStore } from "./support/server";

let store: RunningStore;
let browser: Browser;

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await Promise.allSettled([browser?.close(), store?.stop()]);
}, 30_000);

describe("storefront home in a real browser", () => {
  test("the brands are in the server's HTML, and the page hydrates without an error", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems = watchForProblems(page, store.url);
    try {
      // The HTML as the server sent it, before any script ran.
      const response = await page.goto(`${store.url}/client/home`);
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
});
