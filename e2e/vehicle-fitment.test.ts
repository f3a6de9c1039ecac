import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { accessibilityProblems } from "./support/accessibility";
import { snackbar } from "./support/console";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const ADMIN = { email: "fitment-e2e@example.com", password: "fitment-e2e-password" };
const running = storeAndBrowser({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const consolePage = consolePages(running, ADMIN);

/** A chassis code the shop does not know is a 404 of the lookup, which the picker answers in words. */
const UNKNOWN_CODE: [number, string] = [404, "/api/v1/vehicles/visitor/by-code/zzz999"];
const { withPage, open } = consolePage;

/** The badges as shown (a phone's card shows the short form). */
const badges = async (page: Page) =>
  (await page.getByTestId("fit-badge").allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
/** The store page is on screen with its products loaded (not the last page's, kept during the navigation). */
async function loaded(page: Page) {
  await page.getByRole("heading", { name: "Search Any Products You Want" }).waitFor();
  await page.getByText("Loading products…").waitFor({ state: "detached" });
}

/** How many active products fit the vehicle with this code, read from the store's own database. */
const fittingCount = async (code: string) =>
  (
    await queryStore<{ n: number }>(
      running.store,
      `SELECT CAST(count(*) AS integer) AS n FROM product_fitments f JOIN vehicles v ON v.id = f.vehicle_id
     JOIN products p ON p.id = f.product_id WHERE v.code = '${code}' AND p.is_active = true`,
    )
  )[0]?.n ?? 0;

describe("which parts fit my car", () => {
  test("choose a car on home → the store shows only parts that fit, badged → a product lists its vehicles → change the car → the badges change", async () => {
    await withPage(
      async (page, problems) => {
        await open(page, "/client/home");
        const finder = page.getByRole("region", { name: "Which parts fit my car?" });
        await finder.getByLabel("Make").selectOption("Toyota");
        await finder.getByLabel("Model").selectOption("Axio");
        await finder.getByLabel("Year").selectOption("2015");
        // 2015 Axios came as NZE161, NRE161 and the NKE165 hybrid: the customer says which.
        await finder
          .getByLabel("Engine and chassis code")
          .selectOption({ label: "NZE161 · 1.5 petrol (1NZ-FE) · 2012–2019" });
        await finder.getByRole("button", { name: "Choose this car" }).click();

        await page.waitForURL(/\/client\/store\?vehicle=nze161$/);
        await loaded(page);
        expect(await page.getByText(/^Showing \d+–\d+ of \d+$/).textContent()).toBe(
          `Showing 1–12 of ${await fittingCount("NZE161")}`,
        );
        expect(await page.getByRole("checkbox", { name: /Fits my car/ }).isChecked()).toBe(true);
        const fits = await badges(page);
        expect(fits).toHaveLength(12);
        expect(new Set(fits)).toEqual(new Set(["✓ Fits your Axio (NZE161)"]));
        expect(await page.getByTestId("my-car").textContent()).toContain("Axio (NZE161)");

        await page.locator("article h3 a").first().click();
        await page.waitForURL(/\/client\/product\/\d+$/);
        const fitsList = page.getByRole("region", { name: "Fits these vehicles" });
        await fitsList.getByText("NZE161", { exact: true }).waitFor();
        expect((await badges(page))[0]).toBe("✓ Fits your Axio (NZE161)");

        // A new car, by its chassis code typed in lower case, from the header.
        await page.getByTestId("my-car").click();
        const dialog = page.getByRole("dialog", { name: "My car" });
        await dialog.getByLabel("Chassis code or frame number").fill("zzz999");
        await dialog.getByRole("button", { name: "Find" }).click();
        await dialog.getByText(/No car has the code ZZZ999/).waitFor();
        await dialog.getByLabel("Chassis code or frame number").fill("gun125");
        await dialog.getByRole("button", { name: "Find" }).click();
        await dialog.waitFor({ state: "detached" });
        // On a product page the badge answers in place: the Axio pads do not fit a Hilux.
        expect((await badges(page))[0]).toBe("✕ Does not fit your car");

        await open(page, "/client/store");
        await page.waitForURL(/\/client\/store\?vehicle=gun125$/);
        await loaded(page);
        expect(new Set(await badges(page))).toEqual(new Set(["✓ Fits your Hilux (GUN125)"]));
        // The switch follows the URL: it turns off once the list for every part has come.
        await page.getByRole("checkbox", { name: /Fits my car/ }).click();
        await page.waitForURL(/\/client\/store\?fits=all$/);
        await loaded(page);
        const mixed = await badges(page);
        expect(mixed).toContain("✕ Does not fit your car");
        expect(mixed).toContain("✓ Fits your Hilux (GUN125)");
        expect(await page.getByText(/^Showing 1–12 of \d+$/).textContent()).not.toBe(
          `Showing 1–12 of ${await fittingCount("GUN125")}`,
        );
        expect(await accessibilityProblems(page, "store with a car")).toEqual([]);
        expect(problems).toEqual([]);
      },
      { expected: [UNKNOWN_CODE] },
    );
  }, 90_000);

  test("free text understands chassis codes, and a vehicle page lists what fits, server-rendered", async () => {
    await withPage(
      async (page, problems) => {
        await open(page, "/client/store?q=nze161%20brake%20pads");
        await loaded(page);
        const titles = await page.locator("article h3").allTextContents();
        expect(titles).toContain("Toyota Genuine Front Brake Pad Set 04465-52260");

        const response = await page.goto(`${running.store.url}/client/vehicles/toyota/axio`);
        expect(response?.status()).toBe(200);
        const html = (await response?.text()) ?? "";
        expect(html).toContain("Parts for the Toyota Axio");
        expect(html).toContain("Toyota Genuine Front Brake Pad Set 04465-52260");
        await page.waitForSelector("html[data-hydrated=true]");
        await page
          .getByRole("listitem")
          .filter({ hasText: "NZE141" })
          .getByRole("button", { name: "This is my car" })
          .click();
        await page.waitForURL(/\/client\/store\?vehicle=nze141$/);
        await loaded(page);
        expect(new Set(await badges(page))).toEqual(new Set(["✓ Fits NZE141"]));
        expect((await fetch(`${running.store.url}/client/vehicles/toyota/nothing`)).status).toBe(404);
        expect(problems).toEqual([]);
      },
      { width: 360 },
    );
  }, 60_000);

  test("staff add a vehicle, give a product that fitment in the console, and the storefront shows it", async () => {
    await withPage(
      async (page) => {
        await consolePage.signedIn(page, "/console/vehicle-list", "Vehicles");
        await page.getByRole("button", { name: "Add vehicle" }).click();
        const add = page.getByRole("dialog", { name: "Add Vehicle" });
        await add.getByLabel("Make").fill("Suzuki");
        await add.getByLabel("Model").fill("Swift");
        await add.getByLabel("Chassis code").fill("zc83s");
        await add.getByLabel("First year").fill("2020");
        await add.getByLabel("Last year").fill("2017");
        await add.getByLabel("Last year").blur();
        await add.getByText("Cannot be before the first year.").waitFor();
        await add.getByLabel("First year").fill("2017");
        await add.getByLabel("Last year").fill("");
        await add.getByLabel("Engine").fill("1.2 petrol (K12C)");
        await add.getByRole("button", { name: "Save" }).click();
        await snackbar(page).getByText("Suzuki Swift (ZC83S) added.").waitFor();
        await page.getByLabel("Search Here").fill("zc83");
        await page.getByRole("cell", { name: "ZC83S", exact: true }).waitFor();

        // A second vehicle with the same code, in another case, is refused with the reason.
        await page.getByRole("button", { name: "Add vehicle" }).click();
        const again = page.getByRole("dialog", { name: "Add Vehicle" });
        await again.getByLabel("Make").fill("Suzuki");
        await again.getByLabel("Model").fill("Swift Sport");
        await again.getByLabel("Chassis code").fill("Zc83S");
        await again.getByLabel("First year").fill("2018");
        await again.getByRole("button", { name: "Save" }).click();
        await again
          .getByRole("alert")
          .getByText(/Chassis code ZC83S is already the Suzuki Swift\./)
          .waitFor();
        await again.getByRole("button", { name: "Close", exact: true }).click();
        await page
          .getByRole("alertdialog", { name: "Discard changes?" })
          .getByRole("button", { name: "Discard" })
          .click();

        await open(page, "/console/products-list?q=3%20397%20004%20670");
        await page
          .getByRole("button", { name: /^Edit product/ })
          .first()
          .click();
        const edit = page.getByRole("dialog", { name: "Edit Product" });
        const fitted = edit.getByRole("list", { name: "Vehicles this part fits" });
        await fitted.getByText("NZE161").waitFor();
        const before = await fitted.getByRole("listitem").count();
        await edit.getByRole("combobox", { name: "Add a vehicle" }).fill("zc83");
        await edit.getByRole("option", { name: /Suzuki Swift ZC83S/ }).click();
        await fitted.getByText("ZC83S").waitFor();
        expect(await fitted.getByRole("listitem").count()).toBe(before + 1);
        await edit.getByRole("button", { name: "Save" }).click();
        await snackbar(page)
          .getByText(/^Product ".*" saved\.$/)
          .waitFor();
        await edit.waitFor({ state: "detached" });

        await open(page, "/client/vehicles/suzuki/swift");
        await page.getByRole("heading", { name: "Parts for the Suzuki Swift" }).waitFor();
        await page.getByText("ZC83S", { exact: true }).waitFor();
        // The new Swift fits the one part given it, and the store's "fits my car" finds it.
        await open(page, "/client/store?vehicle=zc83s");
        await page.getByText("Showing 1–1 of 1", { exact: true }).waitFor();
        expect(await page.locator("article h3").allTextContents()).toEqual(["Bosch Eco Framed Wiper Blade 450 mm"]);

        // A vehicle that parts fit cannot be deleted: the console says how many.
        await open(page, "/console/vehicle-list?q=zc83s");
        await page.getByRole("button", { name: "Delete vehicle Suzuki Swift ZC83S" }).click();
        await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
        await snackbar(page)
          .getByText("Suzuki Swift (ZC83S) still fits 1 product. Remove it from them first.")
          .waitFor();
      },
      { expected: [[409, "/api/v1/vehicles/"]] },
    );
  }, 90_000);
});
