import { afterAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { freePort } from "../src/test/listening-store";
import { startPayHereStandIn } from "../src/test/payhere-stand-in";
import { PNG_BYTES, TEST_PAYHERE } from "../src/test/payments";
import { accessibilityProblems } from "./support/accessibility";
import { checkoutInBrowser } from "./support/checkout";
import { apiCall, apiToken, snackbar } from "./support/console";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";

const ADMIN = { email: "payments-e2e@example.com", password: "payments-e2e-password" };
// PayHere's notify comes back to the store's PUBLIC_URL: the port is chosen before the store starts.
const port = freePort();
const payhere = startPayHereStandIn({ port: freePort() });
const running = storeAndBrowser({
  ...TEST_PAYHERE,
  PAYHERE_CHECKOUT_URL: payhere.checkoutUrl,
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_REQUESTS_PER_MINUTE: "1000",
  ORDERS_PER_HOUR_PER_CLIENT: "1000",
});
afterAll(() => payhere.stop());
const { origin, withPage, open, signedIn } = consolePages(running, ADMIN);

interface Summary {
  today: { revenue: number };
  paid: number;
}
// One API sign-in for the file: each takes an authenticator code, and a code is accepted once (the next may be 30 s off).
let token: Promise<string> | undefined;
const summary = async () => {
  token ??= apiToken(origin(), ADMIN.email, ADMIN.password);
  return apiCall<Summary>(origin(), "/orders/summary", { token: await token });
};

const checkout = (page: Page, payment: RegExp) => checkoutInBrowser(page, origin(), open, { payment });

/** Opens the order in the console's dashboard and returns its dialog. */
async function openInConsole(page: Page, orderId: string) {
  await signedIn(page);
  await page.getByLabel("Search orders").fill(orderId);
  await page.getByRole("button", { name: `View order ${orderId}` }).click();
  return page.getByRole("dialog", { name: `Order ${orderId}` });
}

describe("paying for an order", () => {
  test("by card: checkout sends the browser to PayHere, paying there brings it back to a paid order", async () => {
    const before = await summary();
    await withPage(async (page) => {
      await checkout(page, /PayHere/);
      await page.waitForURL(/\/pay\/checkout$/);
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await page.getByText("Paid: thank you. Invoice INV-").waitFor();
      expect(await page.getByTestId("payment-status").textContent()).toBe("Paid");
    });
    const after = await summary();
    expect(after.paid).toBeGreaterThan(before.paid);
  }, 60_000);

  for (const width of [360, 1280]) {
    test(`at ${width} px by bank transfer: the customer sends a slip, staff open it and verify it; revenue follows`, async () => {
      let orderId = "";
      await withPage(
        async (page) => {
          orderId = await checkout(page, /^Bank transfer/);
          await page.getByText("8001 2345 6789").waitFor();
          expect(await accessibilityProblems(page, "order page awaiting a transfer")).toEqual([]);
          await page
            .getByLabel(/Your bank slip/)
            .setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: Buffer.from(PNG_BYTES) });
          await page.getByRole("button", { name: "Send slip" }).click();
          await page.getByText("we have your slip", { exact: false }).first().waitFor();
          expect(await page.getByTestId("payment-status").textContent()).toBe("Slip received, being checked");
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        },
        { width },
      );
      const before = await summary();
      await withPage(
        async (page) => {
          const dialog = await openInConsole(page, orderId);
          const slip = dialog.getByRole("link", { name: /^Slip sent/ });
          const opened = await page.request.get(new URL((await slip.getAttribute("href")) as string, origin()).href);
          expect(opened.status()).toBe(200);
          expect(opened.headers()["cache-control"]).toBe("private, no-store");
          await dialog.getByRole("button", { name: "Verify: money is in" }).click();
          await page.getByRole("alertdialog").getByRole("button", { name: "Record payment" }).click();
          // The dialog is modal (the page behind it is hidden from assistive tech): its history shows the move.
          await dialog.getByText(/^Slip received, being checked → Paid by /).waitFor();
        },
        { width },
      );
      const after = await summary();
      expect(after.today.revenue).toBeGreaterThan(before.today.revenue);
    }, 90_000);
  }

  test("cash on delivery: staff record the cash and the dashboard's revenue follows", async () => {
    let orderId = "";
    await withPage(async (page) => {
      orderId = await checkout(page, /^Cash on delivery/);
      await page.getByText("in cash when the parts reach you", { exact: false }).waitFor();
    });
    await withPage(async (page) => {
      const dialog = await openInConsole(page, orderId);
      const revenue = await page.getByTestId("revenue-today").textContent();
      await dialog.getByRole("button", { name: "Cash received" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Record payment" }).click();
      await dialog.getByText(/^Cash due on delivery → Paid by /).waitFor();
      await page.keyboard.press("Escape");
      await page.waitForFunction(
        (before) => document.querySelector("[data-testid=revenue-today]")?.textContent !== before,
        revenue,
      );
    });
  }, 60_000);

  test("the Payments screen shows PayHere's notify URL and the demo account; an admin adds an account", async () => {
    await withPage(async (page) => {
      await signedIn(page, "/console/payments", "Payments");
      expect(await page.getByTestId("payhere-state").textContent()).toContain("Merchant set.");
      await page.getByText(`${origin()}/api/v1/payments/payhere/notify`, { exact: false }).waitFor();
      await page.getByRole("button", { name: "Add account" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Bank Account" });
      await dialog.getByLabel("Bank").fill("Sampath Bank");
      await dialog.getByLabel("Branch").fill("Colombo 03");
      await dialog.getByLabel("Account name").fill("Lanka Auto Parts (Pvt) Ltd");
      await dialog.getByLabel("Account number").fill("0012 3456 7890");
      await dialog.getByRole("button", { name: "Save" }).click();
      await snackbar(page).getByText("Sampath Bank account added.").waitFor();
      // The list reloads behind the scenes, keeping its place: the new account joins it when the answer is in.
      await page.getByTestId("bank-account").nth(1).waitFor();
      expect(await page.getByTestId("bank-account").count()).toBe(2);
      expect(await accessibilityProblems(page, "payments screen")).toEqual([]);
    });
  }, 60_000);
});
