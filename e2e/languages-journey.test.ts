import { afterAll, describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { freePort } from "../src/test/listening-store";
import { notifyLkSettings, startSmsGatewayStandIn } from "../src/test/sms-gateway-stand-in";
import { accessibilityProblems } from "./support/accessibility";
import { apiCall } from "./support/console";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const ADMIN = { email: "languages-e2e@example.com", password: "languages-e2e-password" };
const gateway = startSmsGatewayStandIn();
const port = freePort();
const running = storeAndBrowser({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ...notifyLkSettings(gateway),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  ORDERS_PER_HOUR_PER_CLIENT: "1000",
});
afterAll(() => gateway.stop());
const { origin, withPage, open } = consolePages(running, ADMIN);
const shots = process.env.SCREENSHOTS;

/** A part of the demo catalog in stock and cheap enough for cash on delivery. */
async function partInStock(): Promise<number> {
  const products = await apiCall<{ data: { productId: number; qty: number; price: number }[] }>(
    origin(),
    "/products/visitor/get-all-products?size=50",
  );
  const part = products.data.find((row) => row.qty >= 5 && row.price < 10_000);
  if (!part) throw new Error("the demo catalog has no cheap part in stock");
  return part.productId;
}

/** The page, its fonts loaded, is no wider than the screen: nothing to scroll sideways. */
const fitsTheScreen = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollWidth <= window.innerWidth;
  });

describe("the shop in Sinhala and Tamil", () => {
  test("without JavaScript on a phone: switch to Sinhala, buy, and the text comes in Sinhala", async () => {
    const productId = await partInStock();
    // Chromium's own switch: not even the module preloads are fetched.
    const context = await running.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 780 },
    });
    const page = await context.newPage();
    try {
      {
        await page.goto(`${origin()}/client/home`);
        // The footer's switch is a plain link: it remembers the language and opens the same page in it.
        await page.getByTestId("language-switch").last().getByRole("link", { name: "සිංහල" }).click();
        await page.waitForURL(`${origin()}/si/client/home`);
        expect(await page.getAttribute("html", "lang")).toBe("si");
        expect(await fitsTheScreen(page)).toBe(true);
        if (shots) await page.screenshot({ path: `${shots}/si-home-360.png` });

        // An English address (a shared link) now opens in Sinhala.
        await page.goto(`${origin()}/client/product/${productId}`);
        await page.waitForURL(`${origin()}/si/client/product/${productId}`);
        await page.getByRole("button", { name: /^කරත්තයට එක් කරන්න/ }).click();
        await page.getByTestId("cart-notice").filter({ hasText: "ඔබේ කරත්තයට එක් කළා" }).waitFor();
        expect(await fitsTheScreen(page)).toBe(true);
        if (shots) await page.screenshot({ path: `${shots}/si-product-360.png`, fullPage: true });

        await page.goto(`${origin()}/si/client/cart`);
        await page.getByRole("link", { name: "ගෙවීමට යන්න" }).click();
        await page.waitForURL(`${origin()}/si/client/checkout`);
        await page.getByLabel("සම්පූර්ණ නම").fill("නිමල් පෙරේරා");
        await page.getByLabel("ජංගම දුරකථන අංකය").fill("077 555 6789");
        await page.getByLabel("දිස්ත්‍රික්කය", { exact: true }).selectOption("LK-11");
        await page.getByLabel("නගරය").fill("කොළඹ 03");
        await page.getByLabel("ලිපිනය", { exact: true }).fill("ගාලු පාර 12");
        if (shots) await page.screenshot({ path: `${shots}/si-checkout-360.png`, fullPage: true });
        expect(await fitsTheScreen(page)).toBe(true);
        const before = gateway.received.length;
        await page.getByRole("button", { name: /^ඇණවුම කරන්න/ }).click();
        const heading = page.getByRole("heading", { name: /^ඇණවුම SO-/ });
        await heading.waitFor();
        expect(page.url()).toMatch(/\/si\/client\/orders\/SO-/);
        const orderId = (await heading.textContent())?.replace("ඇණවුම", "").trim() as string;
        expect(await page.getByText("ස්තූතියි! ඔබේ ඇණවුම යොමු කර ඇත.").isVisible()).toBe(true);
        expect(await fitsTheScreen(page)).toBe(true);
        if (shots) await page.screenshot({ path: `${shots}/si-order-placed-360.png`, fullPage: true });

        // The order keeps its language and its name as typed; its text goes in Sinhala.
        const [row] = await queryStore<{ locale: string; name: string }>(
          running.store,
          "SELECT locale, customer_full_name AS name FROM orders WHERE order_number = ?",
          orderId,
        );
        expect(row).toEqual({ locale: "si", name: "නිමල් පෙරේරා" });
        const texts = await gateway.waitFor(before + 1, 15_000);
        const text = texts.find((received) => received.message.includes(orderId));
        expect(text?.message).toStartWith(`ඇණවුම ${orderId} `);
        expect(text?.message).toContain("භාර දෙන විට ගෙවන්න.");
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  test("every storefront page in Sinhala and Tamil fits a 360 px phone, says its language and is axe-clean", async () => {
    const productId = await partInStock();
    const pages = [
      "/client/home",
      "/client/store?q=brake",
      `/client/product/${productId}`,
      "/client/cart",
      "/client/checkout",
      "/client/orders/track",
      "/client/about",
      "/client/contact",
      "/client/testimonials",
      "/client/vehicles",
      "/client/vehicles/toyota/axio",
      "/client/help",
      "/client/no-such-page",
    ];
    const problems: string[] = [];
    await withPage(
      async (page) => {
        for (const locale of ["si", "ta"]) {
          for (const path of pages) {
            await open(page, `/${locale}${path}`);
            if ((await page.getAttribute("html", "lang")) !== locale) problems.push(`${locale}${path}: <html lang>`);
            if (!(await fitsTheScreen(page))) problems.push(`${locale}${path}: wider than the screen`);
            problems.push(...(await accessibilityProblems(page, `${locale}${path}`)));
          }
        }
      },
      {
        width: 360,
        expected: [
          [404, "/si/client/no-such-page"],
          [404, "/ta/client/no-such-page"],
        ],
      },
    );
    expect(problems).toEqual([]);
  }, 180_000);

  test("with JavaScript at 1280 px: switch to Tamil and track an order; the pages are axe-clean", async () => {
    const productId = await partInStock();
    const placed = await apiCall<{ orderId: string }>(origin(), "/orders/visitor/make-order", {
      method: "POST",
      json: {
        customerFullName: "குமார் செல்வம்",
        customerPrimaryMobile: "077 444 5678",
        customerEmail: "kumar@example.lk",
        customerAddress: "12 கண்டி வீதி, யாழ்ப்பாணம்",
        orderItems: [{ productId, quantity: 1 }],
        locale: "ta",
      },
    });
    const orderId = placed.orderId;
    await withPage(async (page) => {
      await open(page, "/client/home");
      await page.getByTestId("language-switch").first().getByRole("link", { name: "தமிழ்" }).click();
      await page.waitForURL(`${origin()}/ta/client/home`);
      await page.waitForSelector("html[data-hydrated=true]");
      expect(await page.getAttribute("html", "lang")).toBe("ta");
      expect(await accessibilityProblems(page, "Tamil home")).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/ta-home-1280.png` });

      // The app's own navigation stays in Tamil.
      await page.getByRole("link", { name: "உங்கள் ஆர்டரைக் கண்காணிக்க" }).click();
      await page.waitForURL(`${origin()}/ta/client/orders/track`);
      await page.getByLabel("ஆர்டர் எண்").fill(orderId);
      await page.getByLabel("மின்னஞ்சல் அல்லது கைபேசி எண்").fill("077 444 5678");
      await page.getByRole("button", { name: "கண்காணி" }).click();
      await page.getByRole("heading", { name: `ஆர்டர் ${orderId}` }).waitFor();
      if (shots) await page.screenshot({ path: `${shots}/ta-track-1280.png`, fullPage: true });
      expect(await page.getByRole("listitem").filter({ hasText: "ஆர்டர் செய்யப்பட்டது" }).first().isVisible()).toBe(true);
      expect(await accessibilityProblems(page, "Tamil tracking")).toEqual([]);
      expect(await fitsTheScreen(page)).toBe(true);
      if (shots) await page.screenshot({ path: `${shots}/ta-track-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      if (shots) await page.screenshot({ path: `${shots}/ta-track-360.png`, fullPage: true });
      expect(await fitsTheScreen(page)).toBe(true);
    });
  }, 120_000);
});
