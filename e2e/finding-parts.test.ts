import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { accessibilityProblems } from "./support/accessibility";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const ADMIN = { email: "finding-e2e@example.com", password: "finding-e2e-password" };
const running = storeAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
// The console's page helpers (a fresh, watched browser per test); these journeys need no sign-in.
const { withPage, open } = consolePages(running, ADMIN);
const shots = process.env.SCREENSHOTS;

const productId = async (code: string) =>
  (await queryStore<{ id: number }>(running.store, "SELECT id FROM products WHERE code = ?", code))[0]?.id;

/** The header's search field in view: beside the links on a wide screen, behind the search icon on a phone. */
async function headerSearch(page: Page, width: number) {
  if (width < 1280) await page.getByRole("banner").locator("summary[aria-label=Search]").click();
  return page.getByRole("combobox", { name: "Search parts" }).filter({ visible: true });
}

describe("finding a part from the header", () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px: suggestions as one types on a product page, one picked by keyboard`, async () => {
      await withPage(
        async (page, problems) => {
          await open(page, `/client/product/${await productId("04465-52260")}`);
          const field = await headerSearch(page, width);
          await field.pressSequentially("c-113");
          const listbox = page.getByRole("listbox", { name: "Search parts" }).filter({ visible: true });
          const option = listbox.getByRole("option", { name: /Toyota Genuine Oil Filter 90915-YZZE1/ });
          await option.waitFor();
          // The number the text matched is shown with the part: a Sakura number on the old filter's box.
          expect(await option.textContent()).toContain("C-1139");
          expect(await listbox.getByRole("group", { name: "Parts" }).count()).toBe(1);
          if (shots) await page.screenshot({ path: `${shots}/header-suggestions-${width}.png` });
          expect(await accessibilityProblems(page, `suggestions at ${width} px`)).toEqual([]);
          await field.press("ArrowDown");
          await expect(field.getAttribute("aria-activedescendant")).resolves.toBeTruthy();
          await field.press("Enter");
          await page.waitForURL(new RegExp(`/client/product/${await productId("90915-YZZE1")}$`));
          await page.getByRole("heading", { level: 1, name: /Oil Filter 90915-YZZE1/ }).waitFor();
          await page.getByRole("heading", { name: "Also known as" }).waitFor();
          expect(problems).toEqual([]);
        },
        { width },
      );
    }, 60_000);
  }

  test("a misspelling is corrected, and the customer can search for what they typed instead", async () => {
    await withPage(
      async (page, problems) => {
        await open(page, "/client/home");
        const field = await headerSearch(page, 360);
        await field.fill("brkae pad");
        await field.press("Enter");
        await page.waitForURL(/\/client\/store\?q=brkae\+pad$/);
        const note = page.getByText(/^Showing results for brake pad — search instead for brkae pad$/);
        await note.waitFor();
        expect(await page.locator("article h3").count()).toBeGreaterThan(0);
        if (shots) await page.screenshot({ path: `${shots}/corrected-search-360.png`, fullPage: true });
        expect(await accessibilityProblems(page, "corrected search")).toEqual([]);
        await page.getByRole("link", { name: "brkae pad", exact: true }).click();
        await page.waitForURL(/exact=1/);
        await page.getByText("No parts found for “brkae pad”.").waitFor();
        await page.getByRole("link", { name: "Brake Pads" }).waitFor();
        if (shots) await page.screenshot({ path: `${shots}/nothing-found-360.png`, fullPage: true });
        expect(await accessibilityProblems(page, "nothing found")).toEqual([]);
        expect(problems).toEqual([]);
      },
      { width: 360 },
    );
  }, 60_000);

  test("without JavaScript the header's search is a plain form to the store", async () => {
    const context = await running.browser.newContext({ viewport: { width: 360, height: 900 } });
    try {
      await context.route("**/*.js", (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`${running.store.url}/client/about`);
      await page.getByRole("banner").locator("summary[aria-label=Search]").click();
      const field = page.getByRole("searchbox", { name: "Search parts" }).filter({ visible: true });
      await field.fill("shok absorber");
      await field.press("Enter");
      await page.waitForURL(/\/client\/store\?q=shok\+absorber$/);
      await page.getByText(/^Showing results for shock absorber/).waitFor();
    } finally {
      await context.close();
    }
  }, 60_000);
});

describe("the car picker", () => {
  test("takes the frame number printed on the papers", async () => {
    await withPage(
      async (page, problems) => {
        await open(page, "/client/home");
        await page.getByTestId("my-car").click();
        const dialog = page.getByRole("dialog", { name: "My car" });
        await dialog.getByLabel("Chassis code or frame number").fill("DBA-NZE161-7012345");
        if (shots) await page.screenshot({ path: `${shots}/frame-number-1280.png` });
        await dialog.getByRole("button", { name: "Find" }).click();
        await dialog.waitFor({ state: "detached" });
        // Leaving while the chosen car's page still loads would cut its requests: not a fault of the page.
        await page.waitForLoadState("networkidle");
        await open(page, "/client/store");
        await page.waitForURL(/\/client\/store\?vehicle=nze161$/);
        await page.getByTestId("fit-badge").first().waitFor();
        expect(await page.getByTestId("fit-badge").first().textContent()).toContain("NZE161");
        // The product page's related parts are those for the customer's own car.
        await open(page, `/client/product/${await productId("04465-52260")}`);
        await page.getByRole("heading", { name: "Also fits your Axio (NZE161)" }).waitFor();
        expect(problems).toEqual([]);
      },
      { width: 1280 },
    );
  }, 60_000);
});
