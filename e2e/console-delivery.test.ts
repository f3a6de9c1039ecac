import { beforeAll, describe, expect, test } from "bun:test";
import { accessibilityProblems } from "./support/accessibility";
import { apiCall, apiToken, createStaff, snackbar } from "./support/console";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";

const ADMIN = { email: "delivery-e2e@example.com", password: "delivery-e2e-password" };
const running = storeAndBrowser({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_REQUESTS_PER_MINUTE: "1000",
});
const { origin, withPage, signedIn } = consolePages(running, ADMIN);
let token = "";
beforeAll(async () => {
  token = await apiToken(origin(), ADMIN.email, ADMIN.password);
}, 60_000);

interface Settings {
  zones: { zoneId: number; name: string; firstKg: number; districts: string[] }[];
  freeAbove: number | null;
}
const settings = () => apiCall<Settings>(origin(), "/delivery/settings", { token });

describe("the console's Delivery screen", () => {
  for (const width of [1280, 360]) {
    test(`at ${width} px an admin changes a zone's fee and districts, the free amount and a branch; the shop follows`, async () => {
      await withPage(
        async (page) => {
          await signedIn(page, "/console/delivery", "Delivery");
          expect(await page.getByTestId("delivery-zone").count()).toBe((await settings()).zones.length);

          // The Colombo zone costs more for the first kg, and takes Gampaha from the Western Province zone.
          await page.getByRole("button", { name: "Edit zone Colombo district" }).click();
          const dialog = page.getByRole("dialog", { name: "Edit Zone" });
          await dialog.getByLabel("First kg (Rs.)").fill("400");
          await dialog.getByRole("checkbox", { name: /^Gampaha/ }).check();
          await dialog.getByRole("button", { name: "Save" }).click();
          await snackbar(page).getByText("Zone Colombo district saved.").waitFor();
          const colombo = (await settings()).zones.find((zone) => zone.name === "Colombo district");
          expect(colombo?.firstKg).toBe(400);
          expect(colombo?.districts).toEqual(["LK-11", "LK-12"]);
          await page
            .getByTestId("delivery-zone")
            .filter({ hasText: "Colombo district" })
            .getByText("Rs. 400.00 first kg · Rs. 80.00 each extra kg", { exact: false })
            .waitFor();

          // A zone that still has districts is not deleted, and says why.
          await page.getByRole("button", { name: "Delete zone Colombo district" }).click();
          await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
          await snackbar(page)
            .getByText(/move them to another zone first/)
            .waitFor();

          await page.getByLabel(/Free courier delivery/).fill("20000");
          await page.getByRole("button", { name: "Save", exact: true }).click();
          await snackbar(page).getByText("Delivery is free from Rs. 20,000.00.").waitFor();
          expect((await settings()).freeAbove).toBe(20_000);

          const branch = `Matara ${width}`;
          await page.getByRole("button", { name: "Add branch" }).click();
          const add = page.getByRole("dialog", { name: "Add Branch" });
          await add.getByLabel("Name").fill(branch);
          await add.getByLabel("Address").fill("No. 3, Anagarika Dharmapala Mawatha, Matara");
          await add.getByLabel("District").selectOption("LK-32");
          await add.getByLabel("Phone").fill("+94 41 222 1100");
          await add.getByRole("button", { name: "Save" }).click();
          await snackbar(page).getByText(`Branch ${branch} added.`).waitFor();
          await page.getByTestId("branch").filter({ hasText: branch }).waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

          const stores = await fetch(`${origin()}/client/stores`).then((answer) => answer.text());
          expect(stores).toContain(branch);
          expect(await accessibilityProblems(page, "delivery")).toEqual([]);
        },
        { width, expected: [[409, "/api/v1/delivery/zones/"]] },
      );
    }, 90_000);
  }

  test("staff see delivery but cannot change it", async () => {
    const staff = await createStaff(origin(), token);
    await withPage(async (page) => {
      await signedIn(page, "/console/delivery", "Delivery", staff);
      await page.getByText("Only an admin can change delivery.").waitFor();
      expect(await page.getByRole("button", { name: /^Edit zone/ }).count()).toBe(0);
      expect(await page.getByRole("button", { name: "Add branch" }).count()).toBe(0);
      expect(await page.getByLabel(/Free courier delivery/).isDisabled()).toBe(true);
    });
  }, 60_000);
});
