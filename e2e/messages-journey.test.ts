import { afterAll, describe, expect, test } from "bun:test";
import { freePort } from "../src/test/listening-store";
import { notifyLkSettings, STAND_IN_CREDENTIALS, startSmsGatewayStandIn } from "../src/test/sms-gateway-stand-in";
import { checkoutInBrowser } from "./support/checkout";
import { apiCall, apiToken } from "./support/console";
import { consolePages } from "./support/console-pages";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const ADMIN = { email: "messages-e2e@example.com", password: "messages-e2e-password" };
const gateway = startSmsGatewayStandIn();
// The texts carry links to the store's PUBLIC_URL: the port is chosen before the store starts.
const port = freePort();
const running = storeAndBrowser({
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ...notifyLkSettings(gateway),
  SHOP_WHATSAPP: "077 900 1234",
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOGIN_REQUESTS_PER_MINUTE: "1000",
  ORDERS_PER_HOUR_PER_CLIENT: "1000",
});
afterAll(() => gateway.stop());
const { origin, withPage, open, signedIn } = consolePages(running, ADMIN);
const shots = process.env.SCREENSHOTS;

interface Part {
  productId: number;
  productName: string;
  qty: number;
  price: number;
}
const parts = async () =>
  (await apiCall<{ data: Part[] }>(origin(), "/products/visitor/get-all-products?size=50")).data;

describe("messages that reach people", () => {
  test("an order placed in the shop is texted to the customer, and a console open elsewhere shows it within 5 s", async () => {
    await withPage(async (staffPage) => {
      await signedIn(staffPage, "/console/products-list", "Products");
      await withPage(async (customerPage) => {
        const before = gateway.received.length;
        const orderId = await checkoutInBrowser(customerPage, origin(), open, {
          payment: /Cash on delivery/,
          mobile: "077 555 1234",
        });
        const texts = await gateway.waitFor(before + 1, 15_000);
        const text = texts.find((received) => received.message.includes(orderId));
        expect(text).toMatchObject({ to: "94775551234", senderId: STAND_IN_CREDENTIALS.senderId });
        expect(text?.message).toContain(`order ${orderId} placed`);
        expect(text?.message).toContain("Pay cash on delivery.");
        // The text's link opens the tracking page with the number filled in, and the key its invoice needs.
        const link = text?.message.match(/Track: (\S+)/)?.[1] as string;
        const key = new RegExp(`^${origin()}/track/${orderId}/([0-9a-f]{12})$`).exec(link)?.[1];
        expect(key).toBeTruthy();
        const followed = await fetch(link, { redirect: "manual" });
        expect(followed.headers.get("location")).toBe(`/client/orders/track?orderId=${orderId}&key=${key}`);
        const ask = customerPage.getByRole("link", { name: "Ask about this order" });
        expect(await ask.getAttribute("href")).toBe(
          `https://wa.me/94779001234?text=${encodeURIComponent(`Hello, about order ${orderId}: `)}`,
        );

        // The console, never reloaded: the toast, the menu's badge and the title count it.
        await staffPage
          .getByTestId("live-alert")
          .filter({ hasText: `New order ${orderId}` })
          .waitFor({ timeout: 5_000 });
        expect(await staffPage.getByTestId("alert-badge").textContent()).toContain("1");
        expect(await staffPage.title()).toStartWith("(1) ");
        if (shots) await staffPage.screenshot({ path: `${shots}/console-new-order-badge-1280.png` });
        // The dashboard marks it, and looking at it clears the count.
        await staffPage.getByRole("link", { name: /^Dashboard/ }).click();
        const row = staffPage.getByRole("row").filter({ hasText: orderId });
        await row.getByText("New", { exact: true }).waitFor();
        expect(await staffPage.getByTestId("alert-badge").count()).toBe(0);
        if (shots) await staffPage.screenshot({ path: `${shots}/console-new-order-row-1280.png` });
      });
    });
  }, 60_000);

  test("a customer waiting for an out-of-stock part is texted once when staff restock it", async () => {
    const token = await apiToken(origin(), ADMIN.email, ADMIN.password);
    const part = (await parts()).find((row) => row.qty >= 1) as Part;
    await apiCall(origin(), `/products/change-existing-qty/${part.productId}/0`, { method: "PUT", token });
    await withPage(
      async (page) => {
        await open(page, `/client/product/${part.productId}`);
        if (shots) await page.screenshot({ path: `${shots}/product-out-of-stock-360.png`, fullPage: true });
        const sentBefore = gateway.received.length;
        await page.getByLabel("Tell me when it's back").fill("071 222 3344");
        await page.getByRole("button", { name: "Notify me" }).click();
        await page.getByText("We sent a 6-digit code to your mobile.").waitFor();
        const sent = await gateway.waitFor(sentBefore + 1, 15_000);
        const codeText = sent.filter((text) => text.to === "94712223344").at(-1)?.message ?? "";
        const code = /code is (\d{6})/.exec(codeText)?.[1] ?? "";
        expect(code).toMatch(/^\d{6}$/);
        if (shots) await page.locator("#back-in-stock").screenshot({ path: `${shots}/back-in-stock-code-360.png` });
        await page.getByLabel("Enter your code").fill(code);
        await page.getByRole("button", { name: "Confirm" }).click();
        await page.getByText("We will tell you once, as soon as it is back in stock.").waitFor();
      },
      { width: 360 },
    );
    const before = gateway.received.length;
    await apiCall(origin(), `/products/change-existing-qty/${part.productId}/6`, { method: "PUT", token });
    const texts = await gateway.waitFor(before + 1, 15_000);
    const backInStock = texts.filter((text) => text.to === "94712223344" && text.message.includes("is back in stock"));
    expect(backInStock).toHaveLength(1);
    expect(backInStock[0]?.message).toContain("is back in stock. Order it here:");
    expect(backInStock[0]?.message).toContain(`/client/product/${part.productId}`);
    // Told once: the wait is marked ended with its one text queued, so no later sweep texts again (the sweeps
    // themselves: back-in-stock.test.ts).
    const waits = await queryStore<{ told: number }>(
      running.store,
      "SELECT CAST(count(notified_at) AS integer) AS told FROM stock_alerts WHERE product_id = ? AND contact = ?",
      part.productId,
      "+94712223344",
    );
    expect(waits).toEqual([{ told: 1 }]);
    const queued = await queryStore<{ n: number }>(
      running.store,
      "SELECT CAST(count(*) AS integer) AS n FROM sms_outbox WHERE recipient = ? AND kind = 'back-in-stock'",
      "+94712223344",
    );
    expect(queued).toEqual([{ n: 1 }]);
  }, 60_000);

  test("with JavaScript off, a customer asks for a part's return and confirms with the code texted to them", async () => {
    const token = await apiToken(origin(), ADMIN.email, ADMIN.password);
    const part = (await parts()).filter((row) => row.qty >= 1)[1] as Part;
    await apiCall(origin(), `/products/change-existing-qty/${part.productId}/0`, { method: "PUT", token });
    const context = await running.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = await context.newPage();
      await page.goto(`${origin()}/client/product/${part.productId}`);
      const form = page.locator("#back-in-stock");
      const sentBefore = gateway.received.length;
      await page.getByLabel("Tell me when it's back").fill("076 333 4455");
      await page.getByRole("button", { name: "Notify me" }).click();
      await page.getByText("We sent a 6-digit code to your mobile.").waitFor();
      const sent = await gateway.waitFor(sentBefore + 1, 15_000);
      const code = /code is (\d{6})/.exec(sent.filter((text) => text.to === "94763334455").at(-1)?.message ?? "")?.[1];
      expect(code).toMatch(/^\d{6}$/);
      await page.getByLabel("Enter your code").fill(code === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByText("This code is not valid.").waitFor();
      if (shots) await form.screenshot({ path: `${shots}/back-in-stock-wrong-code-360.png` });
      await page.getByLabel("Enter your code").fill(code as string);
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.waitForURL(/\?done=1#back-in-stock$/);
      await page.getByText("We will tell you once, as soon as it is back in stock.").waitFor();
      if (shots) await form.screenshot({ path: `${shots}/back-in-stock-saved-360.png` });
      const waiting = await queryStore<{ n: number }>(
        running.store,
        "SELECT CAST(count(*) AS integer) AS n FROM stock_alerts WHERE product_id = ? AND confirmed_at IS NOT NULL",
        part.productId,
      );
      expect(waiting).toEqual([{ n: 1 }]);
    } finally {
      await context.close();
    }
  }, 60_000);

  test("at 360 px the product page's WhatsApp link carries the part, and no floating button covers a buy button", async () => {
    const part = (await parts()).find((row) => row.qty >= 1) as Part;
    await withPage(
      async (page) => {
        await open(page, `/client/product/${part.productId}`);
        const ask = page.getByRole("link", { name: "Ask on WhatsApp" });
        const href = decodeURIComponent((await ask.getAttribute("href")) ?? "");
        expect(href).toStartWith("https://wa.me/94779001234?text=Hello, I would like to ask about ");
        expect(await page.getByRole("link", { name: "Chat with us on WhatsApp" }).count()).toBe(0);
        if (shots) await page.screenshot({ path: `${shots}/product-whatsapp-360.png`, fullPage: true });
        // Pages with product cards keep their buttons clear; a page without them has the floating button.
        await open(page, "/client/store");
        expect(await page.getByRole("link", { name: "Chat with us on WhatsApp" }).count()).toBe(0);
        await open(page, "/client/contact");
        await page.getByRole("link", { name: "Chat with us on WhatsApp" }).waitFor();
        if (shots) await page.screenshot({ path: `${shots}/contact-whatsapp-360.png` });
      },
      { width: 360 },
    );
  }, 60_000);

  test("an admin rewords a text on the Messages screen with its SMS count, and sees what was sent", async () => {
    const part = (await parts()).find((row) => row.qty >= 5) as Part;
    const before = gateway.received.length;
    await apiCall(origin(), "/orders/visitor/make-order", {
      method: "POST",
      json: {
        customerFullName: "Kamal Silva",
        customerPrimaryMobile: "076 111 2233",
        customerAddress: "5 Hill Street, Kandy",
        orderItems: [{ productId: part.productId, quantity: 1 }],
      },
    });
    await gateway.waitFor(before + 1, 15_000);
    for (const width of [360, 1280]) {
      await withPage(
        async (page) => {
          await signedIn(page, "/console/messages", "Messages");
          expect(await page.getByTestId("sms-gateway").textContent()).toContain("Texts go out through Notify.lk.");
          await page.getByTestId("outbox-text").filter({ hasText: "Sent" }).first().waitFor();
          const paid = page.getByLabel("The payment is received", { exact: true });
          await paid.fill("{shop}: ස්තුතියි! {total} for {order}");
          const card = page.getByTestId("message-template").filter({ has: paid });
          await card.getByText("1 SMS · Unicode").waitFor();
          expect(await card.getByLabel("Preview: The payment is received").textContent()).toBe(
            "Lanka Auto Parts: ස්තුතියි! Rs. 12,500.00 for SO-2026-000123",
          );
          if (width === 1280) {
            await card.getByRole("button", { name: "Save" }).click();
            await page.getByText("Text saved.", { exact: true }).waitFor();
            await card.getByText("(edited)").waitFor();
          }
          if (shots) {
            await page.screenshot({ path: `${shots}/console-messages-${width}.png` });
            await page.getByRole("heading", { name: "Sent and waiting" }).scrollIntoViewIfNeeded();
            await page.screenshot({ path: `${shots}/console-messages-outbox-${width}.png` });
          }
          const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
          expect(scrolls).toBe(false);
        },
        { width },
      );
    }
  }, 60_000);
});
