import { beforeAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { accessibilityProblems } from "./support/accessibility";
import { apiCall, apiToken, createStaff, snackbar } from "./support/console";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const ADMIN = { email: "working-day-e2e@example.com", password: "working-day-e2e-password" };
const running = storeAndBrowser({
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_REQUESTS_PER_MINUTE: "1000",
  ORDERS_PER_HOUR_PER_CLIENT: "1000",
  PROOFLESS_POSTS_PER_HOUR: "1000",
});
const { origin, withPage, open, signedIn } = consolePages(running, ADMIN);
let adminToken = "";
let staff: { email: string; password: string };
beforeAll(async () => {
  adminToken = await apiToken(origin(), ADMIN.email, ADMIN.password);
  staff = await createStaff(origin(), adminToken);
}, 60_000);

const SCREENSHOTS = process.env.SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
};

/** A courier order of one part in stock, placed as a customer would. */
async function placeOrder(name = `Working Day ${crypto.randomUUID().slice(0, 6)}`) {
  const products = await apiCall<{ data: { productId: number; qty: number; price: number }[] }>(
    origin(),
    "/products/visitor/get-all-products?size=50",
  );
  const product = products.data.find((row) => row.qty >= 3 && row.price < 20_000);
  if (!product) throw new Error("the demo catalog has no product with stock");
  return apiCall<{ orderId: string; propertyId: number }>(origin(), "/orders/visitor/make-order", {
    method: "POST",
    json: {
      customerFullName: name,
      customerPrimaryMobile: "077 321 4567",
      customerAddress: "No. 9, Hill Street, Kandy",
      orderItems: [{ productId: product.productId, quantity: 1 }],
    },
  });
}

/** The order's card or row, found by searching the dashboard for its number. */
async function findOrder(page: Page, orderId: string) {
  await page.getByLabel("Search orders").fill(orderId);
  await page.waitForURL((url) => url.searchParams.get("q") === orderId.toLowerCase());
  const row = page.locator("tbody tr").filter({ hasText: orderId });
  await row.waitFor();
  return row;
}

describe("a working day in the console", () => {
  test("a STAFF member confirms an order, dispatches it with a tracking number and prints its packing slip; the customer sees it", async () => {
    const order = await placeOrder();
    await withPage(
      async (page) => {
        await signedIn(page, "/console/dashboard", "Orders Management", staff);
        const row = await findOrder(page, order.orderId);
        await row.getByLabel(`Status of order ${order.orderId}`).selectOption("RECEIVED");
        await page.getByRole("alertdialog").getByText(`status to Received?`).waitFor();
        await page.getByRole("alertdialog").getByRole("button", { name: "Update" }).click();
        await snackbar(page).getByText(`Order ${order.orderId} is now Received.`).waitFor();

        // To dispatch: the confirmed courier orders not yet handed over.
        await page.getByRole("button", { name: "To dispatch" }).click();
        await page.waitForURL((url) => url.searchParams.get("view") === "to-dispatch");
        await row.getByRole("button", { name: `View order ${order.orderId}` }).click();
        const dialog = page.getByRole("dialog", { name: `Order ${order.orderId}` });
        const dispatch = dialog.getByRole("form", { name: "Dispatch the order" });
        await dispatch.getByRole("button", { name: "Dispatch" }).click();
        await dispatch.getByText("Choose or type the courier").waitFor();
        await dispatch.getByLabel("Courier").fill("Domex");
        await dispatch.getByLabel("Tracking number").fill("dx 4455 6677");
        await dispatch.getByLabel("Tracking link (optional)").fill("https://track.example.lk/DX44556677");
        await dispatch.getByRole("button", { name: "Dispatch" }).click();
        await dialog.getByTestId("order-dispatch").getByText("DX 4455 6677").waitFor();
        await dialog.getByLabel("Add a note (staff only)").fill("Customer asked for a morning delivery.");
        await dialog.getByRole("button", { name: "Add note" }).click();
        await dialog.getByText("Customer asked for a morning delivery.").waitFor();
        expect(await dialog.getByRole("button", { name: "Edit contact and delivery" }).count()).toBe(0);
        await shot(page, "order-dispatched-1280");

        const [slip] = await Promise.all([
          page.context().waitForEvent("page"),
          dialog.getByRole("link", { name: "Packing slip" }).click(),
        ]);
        await slip.getByTestId("slip-order").getByText(order.orderId).waitFor();
        await slip.getByText(/^Collect LKR [\d,.]+ in cash$/).waitFor();
        await slip.getByText("No. 9, Hill Street, Kandy").waitFor();
        await slip.emulateMedia({ media: "print" });
        expect(await slip.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
        expect(await slip.getByRole("navigation", { name: "Console" }).isVisible()).toBe(false);
        await shot(slip, "packing-slip-print");
        await slip.close();
      },
      { expected: [[400, "/api/v1/orders/"]] },
    );

    const texts = await queryStore<{ body: string }>(
      running.store,
      "SELECT body FROM sms_outbox WHERE kind = 'order-dispatched' AND order_id = ?",
      order.propertyId,
    );
    expect(texts[0]?.body).toContain("Domex, tracking no. DX 4455 6677");

    await withPage(async (page) => {
      await open(page, `/client/orders/track?orderId=${order.orderId}`);
      await page.getByLabel("E-mail or mobile number").fill("0773214567");
      await page.getByRole("button", { name: "Track" }).click();
      const shown = page.getByTestId("dispatch");
      await shown.getByText("On its way with Domex").waitFor();
      await shown.getByText("DX 4455 6677").waitFor();
      expect(await shown.getByRole("link", { name: "Follow it on Domex's site" }).getAttribute("href")).toBe(
        "https://track.example.lk/DX44556677",
      );
    });
  }, 90_000);

  test("an admin finds who changed a price, before → after, on the Activity page and in the product dialog", async () => {
    const products = await apiCall<{ data: { productId: number; productName: string; price: number }[] }>(
      origin(),
      "/products/get-all-products?size=5",
      { token: adminToken },
    );
    const product = products.data[0];
    if (!product) throw new Error("no product");
    await withPage(async (page) => {
      await signedIn(page, `/console/products-list?q=${encodeURIComponent(product.productName)}`, "Products");
      await page.getByRole("button", { name: `Edit product ${product.productName}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Product" });
      await dialog.getByRole("spinbutton", { name: "Price (Rs.)", exact: true }).fill(String(product.price + 250));
      await dialog.getByRole("button", { name: "Save" }).click();
      await snackbar(page).getByText(`Product "${product.productName}" saved.`).waitFor();

      await page.getByRole("link", { name: "Activity" }).click();
      await page.getByRole("heading", { name: "Activity" }).waitFor();
      await page.getByLabel("What").selectOption("PRICE_CHANGED");
      await page.waitForURL((url) => url.searchParams.get("kind") === "PRICE_CHANGED");
      const entry = page.locator("tbody tr").filter({ hasText: product.productName }).first();
      await entry.getByText(/^by /).waitFor();
      await entry.getByText(product.price.toLocaleString("en-US")).waitFor();
      await entry.getByText((product.price + 250).toLocaleString("en-US")).waitFor();
      // The item's name narrows the log to that product.
      await entry.getByRole("button", { name: product.productName }).click();
      await page.waitForURL((url) => url.searchParams.get("item") === `product:${product.productId}`);
      await shot(page, "activity-price-1280");
      expect(await accessibilityProblems(page, "activity")).toEqual([]);

      await page.getByRole("link", { name: "Products", exact: true }).click();
      await page.getByRole("heading", { name: "Products" }).waitFor();
      await page.getByLabel("Search Here").fill(product.productName);
      await page.getByRole("button", { name: `Edit product ${product.productName}` }).click();
      const again = page.getByRole("dialog", { name: "Edit Product" });
      await again.getByRole("list", { name: "Changes" }).getByText("Price changed").waitFor();
    });
  }, 60_000);

  test("at 360 px an admin adds a product with a photo, and a STAFF member changes an order's status", async () => {
    const order = await placeOrder();
    const name = `Phone part ${crypto.randomUUID().slice(0, 6)}`;
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    await withPage(
      async (page) => {
        await signedIn(page, "/console/products-list", "Products");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await page.getByRole("button", { name: "Add product" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Product" });
        await dialog.getByRole("combobox", { name: "Sub Category" }).click();
        await page.getByRole("option").first().click();
        await dialog.getByLabel("Product Name").fill(name);
        await dialog.getByRole("spinbutton", { name: "Price (Rs.)", exact: true }).fill("3200");
        await dialog.getByLabel("Quantity").fill("4");
        await dialog
          .locator("input[type=file]")
          .setInputFiles({ name: "part.png", mimeType: "image/png", buffer: photo });
        // Full screen on a phone: Save and Close are in sight without scrolling the page.
        const save = dialog.getByRole("button", { name: "Save" });
        const box = await save.boundingBox();
        expect(box && box.y + box.height <= 900 && box.x + box.width <= 360).toBe(true);
        await shot(page, "product-dialog-360");
        await save.click();
        await snackbar(page).getByText(`Product "${name}" added.`).waitFor();
        const snack = await snackbar(page).boundingBox();
        expect(snack && snack.x >= 0 && snack.x + snack.width <= 360).toBe(true);
      },
      { width: 360 },
    );
    const added = await apiCall<{ data: { images: string[] }[] }>(
      origin(),
      `/products/get-all-products?searchText=${encodeURIComponent(name)}`,
      { token: adminToken },
    );
    expect(added.data[0]?.images).toHaveLength(1);

    await withPage(
      async (page) => {
        await signedIn(page, "/console/dashboard", "Orders Management", staff);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const card = await findOrder(page, order.orderId);
        await card.getByLabel(`Status of order ${order.orderId}`).selectOption("RECEIVED");
        await page.getByRole("alertdialog").getByRole("button", { name: "Update" }).click();
        await snackbar(page).getByText(`Order ${order.orderId} is now Received.`).waitFor();
        await shot(page, "dashboard-staff-360");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      },
      { width: 360 },
    );
    const [row] = await queryStore<{ status: string }>(
      running.store,
      "SELECT status FROM orders WHERE id = ?",
      order.propertyId,
    );
    expect(row?.status).toBe("RECEIVED");
  }, 90_000);

  test("hiding the product on row 30 keeps the list where it was, and Undo shows it again", async () => {
    await withPage(async (page) => {
      await signedIn(page, "/console/products-list?size=100", "Products");
      const row = page.locator("tbody tr").nth(29);
      const toggle = row.getByRole("switch");
      await toggle.scrollIntoViewIfNeeded();
      const name = ((await toggle.textContent()) ?? "").replace(/: (Active|Inactive)$/, "");
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      expect(await toggle.getAttribute("aria-checked")).toBe("true");
      await toggle.click();
      await snackbar(page).getByText(`"${name}" is now hidden from the shop.`).waitFor();
      await page.waitForFunction(
        () =>
          document.querySelectorAll("tbody tr")[29]?.querySelector("[role=switch]")?.getAttribute("aria-checked") ===
          "false",
      );
      expect(await page.getByText("Loading…").count()).toBe(0);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
      await snackbar(page).getByRole("button", { name: "Undo" }).click();
      await snackbar(page).getByText(`"${name}" is now shown in the shop.`).waitFor();
      await page.waitForFunction(
        () =>
          document.querySelectorAll("tbody tr")[29]?.querySelector("[role=switch]")?.getAttribute("aria-checked") ===
          "true",
      );
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    });
  }, 60_000);

  test("the toolbar's search finds an order by the customer's phone and opens it by keyboard", async () => {
    const order = await placeOrder("Search Journey Customer");
    await withPage(async (page) => {
      await signedIn(page, "/console/low-stock", "Low stock", staff);
      const box = page.getByRole("combobox", { name: "Find orders, parts and customers" });
      await box.fill("077 321 4567");
      const results = page.getByRole("listbox");
      await results.getByText("Orders", { exact: true }).waitFor();
      await results.getByText("Customers", { exact: true }).waitFor();
      await results.getByRole("option", { name: new RegExp(order.orderId) }).waitFor();
      await box.press("ArrowDown");
      await box.press("Enter");
      await page.getByRole("heading", { name: "Orders Management" }).waitFor();
      await page.locator("tbody tr").filter({ hasText: order.orderId }).waitFor();
      expect(await accessibilityProblems(page, "search")).toEqual([]);
    });
  }, 60_000);

  test("the low-stock list, the dashboard chart and an order's desk have no serious or critical axe findings", async () => {
    const order = await placeOrder();
    for (const width of [360, 1280]) {
      await withPage(
        async (page) => {
          const found: string[] = [];
          await signedIn(page, "/console/dashboard", "Orders Management");
          await page.getByTestId("sales-chart").first().waitFor({ state: "attached" });
          found.push(...(await accessibilityProblems(page, `dashboard ${width}`)));
          await shot(page, `dashboard-${width}`);
          await page
            .getByRole("link", { name: /^Low stock/ })
            .first()
            .click();
          await page.getByRole("heading", { name: "Low stock" }).waitFor();
          found.push(...(await accessibilityProblems(page, `low stock ${width}`)));
          await shot(page, `low-stock-${width}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if (width < 1280) await page.getByRole("button", { name: "Menu" }).click();
          await page.getByRole("link", { name: "Dashboard" }).click();
          const row = await findOrder(page, order.orderId);
          await row.getByRole("button", { name: `View order ${order.orderId}` }).click();
          const dialog = page.getByRole("dialog", { name: `Order ${order.orderId}` });
          await dialog.getByRole("button", { name: "Edit contact and delivery" }).click();
          await dialog.getByLabel("Mobile", { exact: true }).fill("071 222 3344");
          await dialog.getByRole("button", { name: "Save details" }).click();
          // The snack bar sits outside the open dialog, which hides the rest of the page from the accessibility tree.
          await page.getByText(`Order ${order.orderId}: details saved.`).first().waitFor();
          await dialog.getByText("071 222 3344").waitFor();
          await dialog.getByText("Order contact or delivery edited").waitFor();
          found.push(...(await accessibilityProblems(page, `order dialog ${width}`)));
          await shot(page, `order-dialog-${width}`);
          expect(found).toEqual([]);
        },
        { width },
      );
    }
  }, 90_000);
});
