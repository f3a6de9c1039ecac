import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { supplierImages, supplierSheet } from "../src/test/catalog-import";
import { accessibilityProblems } from "./support/accessibility";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";

const ADMIN = { email: "import-e2e@example.com", password: "import-e2e-password" };
const running = storeAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const { withPage, open, signedIn } = consolePages(running, ADMIN);
const folder = mkdtempSync(join(tmpdir(), "catalog-import-e2e-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const SCREENSHOTS = process.env.SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** Steps 1 and 2 of the Import page: the file (and ZIP) read, the proposed columns accepted, the dry run shown. */
async function uploadAndCheck(page: Page, csv: string, zip?: string) {
  await page.getByLabel("CSV file").setInputFiles(csv);
  if (zip) await page.getByLabel("Images (optional ZIP)").setInputFiles(zip);
  await page.getByRole("button", { name: "Read the file" }).click();
  await page.getByRole("heading", { name: /^2\. Match the columns/ }).waitFor();
  await page.getByRole("button", { name: "Check the file" }).click();
  await page.getByRole("heading", { name: "3. Check what will happen" }).waitFor();
}

const figure = (page: Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");

describe("importing the catalog from a spreadsheet", () => {
  test("an admin imports 2,000 parts with their pictures, fixes the two refused rows, and a customer finds one by its OEM number", async () => {
    const sheet = supplierSheet(2000, { images: 5 });
    const csvPath = join(folder, "supplier.csv");
    const zipPath = join(folder, "pictures.zip");
    await Bun.write(csvPath, sheet.csv);
    await Bun.write(zipPath, await supplierImages(5));

    await withPage(async (page) => {
      await signedIn(page, "/console/products-list", "Products");
      await page.getByRole("link", { name: "Import" }).click();
      await page.getByRole("heading", { name: "Import products" }).waitFor();
      expect(await accessibilityProblems(page, "import: choose the file")).toEqual([]);

      await uploadAndCheck(page, csvPath, zipPath);
      expect(await figure(page, "to add").textContent()).toBe("1,998");
      expect(await figure(page, "refused").textContent()).toBe("2");
      const refused = page.getByRole("table").filter({ hasText: "Why" });
      await refused.getByText('Price "twelve hundred" is not a number.').waitFor();
      await refused.getByText("Unknown chassis code ZZZ999; add the vehicle first.").waitFor();
      expect(await accessibilityProblems(page, "import: the dry run")).toEqual([]);
      await shot(page, "import-preview-1280");

      const started = page.waitForResponse((response) =>
        /\/products\/imports\/\d+\/start$/.test(new URL(response.url()).pathname),
      );
      await page.getByRole("button", { name: "Import 1,998 products" }).click();
      await page.getByRole("progressbar").waitFor();
      // It runs on the server once the store has it: a reload then finds it running, or finished. (A reload before
      // the start reached the store would cancel the request, and nothing would run.)
      expect((await started).ok()).toBe(true);
      await page.reload();
      await page.waitForSelector("html[data-hydrated=true]");
      await page.getByRole("heading", { name: "Import finished" }).waitFor({ timeout: 60_000 });
      expect(await figure(page, "added").textContent()).toBe("1,998");
      await shot(page, "import-report-1280");

      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: /Download the refused rows/ }).click();
      const report = await Bun.file((await (await download).path()) as string).text();
      const fixedPath = join(folder, "fixed.csv");
      await Bun.write(fixedPath, report.replaceAll(",twelve hundred,", ",1200,").replaceAll(",ZZZ999,", ",NZE161,"));

      await page.getByRole("button", { name: "Import another file" }).click();
      await uploadAndCheck(page, fixedPath);
      expect(await figure(page, "to add").textContent()).toBe("2");
      expect(await figure(page, "refused").textContent()).toBe("0");
      await page.getByRole("button", { name: "Import 2 products" }).click();
      await page.getByRole("heading", { name: "Import finished" }).waitFor({ timeout: 30_000 });
      expect(await figure(page, "added").textContent()).toBe("2");
    });

    await withPage(
      async (page) => {
        const fixed = sheet.row(8);
        await open(page, `/client/store?q=${encodeURIComponent(fixed.oem.replace("-", ""))}`);
        await page.getByRole("heading", { name: fixed.name }).waitFor();
        await page.getByRole("link", { name: fixed.name }).first().click();
        await page.getByText("Rs. 1,200.00").first().waitFor();
        await shot(page, "imported-part-360");
      },
      { width: 360 },
    );
  }, 180_000);
});
