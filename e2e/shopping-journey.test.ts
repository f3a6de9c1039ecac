import { describe, expect, test } from "bun:test";
import type { Page } from "playwright-core";
import { accessibilityProblems } from "./support/accessibility";
import { keptTabs, type TabOptions, type TabRun } from "./support/kept-tabs";
import { storeAndBrowser } from "./support/store-and-browser";
import { queryStore } from "./support/store-database";

const running = storeAndBrowser();

const query = <T>(sql: string) => queryStore<T>(running.store, sql);

const ordersCount = async () =>
  (await query<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM orders"))[0]?.n ?? 0;

const withTab = keptTabs(
  () => running.browser,
  () => running.store.url,
);

/** A private browser (own cart) with the page watched for errors; each test judges the problems itself. */
const withPage = (run: TabRun, options: TabOptions = {}) => withTab(run, { ...options, noProblems: false });

async function open(page: Page, path: string) {
  await page.goto(`${running.store.url}${path}`);
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 15_000 });
}

const cardTitles = (page: Page) => page.locator("article h3").allTextContents();
const showing = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+$/).textContent();

async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole("combobox", { name: label, exact: true });
  await input.click();
  await input.fill(typed);
  await page
    .getByRole("listbox", { name: label, exact: true })
    .getByRole("option", { name: new RegExp(`^${RegExp.escape(option)}( [\\d,]+ parts?)?$`) })
    .click();
}

/** The names a picker's list offers, without the count of parts shown beside each. */
const optionNames = (page: Page, label: string) =>
  page
    .getByRole("listbox", { name: label, exact: true })
    .getByRole("option")
    .locator("span:first-child")
    .allTextContents();

/** The names a store picker offers: its list opened with `button`, read, and closed again. */
async function pickerOptions(page: Page, button: string, label: string) {
  await page.getByRole("button", { name: button }).click();
  const names = await optionNames(page, label);
  await page.keyboard.press("Escape");
  return names;
}

/**
 * Reads again until `done` (or 15 s have passed: the caller's expectation then says what was read): a picker's
 * options follow the choice above it once their list has loaded, and asked too soon it still shows the previous ones.
 */
async function readUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (const ends = Date.now() + 15_000; !done(value) && Date.now() < ends; ) {
    await Bun.sleep(50);
    value = await read();
  }
  return value;
}

describe("finding a part", () => {
  test("by name and by part code with or without dashes, as the customer types", async () => {
    await withPage(async (page, problems) => {
      await open(page, "/client/store");
      const search = page.getByRole("searchbox", { name: "Search products" });
      await search.fill("brake pad");
      await page.waitForURL(/q=brake\+pad/);
      await page.getByText("Loading products…").waitFor({ state: "detached" });
      const titles = await cardTitles(page);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title.toLowerCase()).toMatch(/brake|pad/);

      for (const code of ["04465-0K090", "044650K090"]) {
        await search.fill(code);
        await page.waitForURL((url) => url.searchParams.get("q") === code);
        await page
          .locator("article h3")
          .first()
          .getByText("Toyota Genuine Front Brake Pad Set 04465-0K090", { exact: true })
          .waitFor({ timeout: 5_000 });
      }
      await page.getByRole("link", { name: "Clear search" }).click();
      await page.waitForURL(/\/client\/store$/);
      // The box follows the page's query once the store without a search has rendered.
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>("input[name=q]")?.value === "");
      expect(await search.inputValue()).toBe("");
      expect(problems).toEqual([]);
    });
  }, 60_000);

  test("a brand narrows the categories and a category the sub-categories; sort and paging survive a reload and Back", async () => {
    await withPage(async (page, problems) => {
      await open(page, "/client/store");
      const categoryOptions = () => pickerOptions(page, "Show category list", "Category");
      const allCategories = await categoryOptions();

      await pick(page, "Brand", "den", "Denso");
      await page.waitForURL(/brand=3/);
      const densoCategories = await readUntil(categoryOptions, (names) => names.length < allCategories.length);
      expect(densoCategories.length).toBeGreaterThan(0);
      expect(densoCategories.length).toBeLessThan(allCategories.length);
      // Each name once, alphabetical: those of Denso's categories that have parts on sale.
      const withParts = `EXISTS (SELECT 1 FROM products p WHERE p.sub_category_id = s.id AND p.is_active = true)`;
      const expected = await query<{ name: string }>(
        `SELECT DISTINCT c.name FROM categories c JOIN sub_categories s ON s.category_id = c.id
         WHERE c.brand_id = 3 AND ${withParts} ORDER BY c.name`,
      );
      expect(densoCategories).toEqual(expected.map((c) => c.name));

      await pick(page, "Category", "", densoCategories[0] ?? "");
      await page.waitForURL(/category=\d+/);
      const categoryId = new URL(page.url()).searchParams.get("category");
      const expectedSubs = await query<{ name: string }>(
        `SELECT DISTINCT s.name FROM sub_categories s JOIN categories c ON c.id = s.category_id
         WHERE c.brand_id = 3 AND lower(c.name) = (SELECT lower(name) FROM categories WHERE id = ${Number(categoryId)})
           AND ${withParts}`,
      );
      const wanted = expectedSubs.map((s) => s.name).toSorted();
      const subs = await readUntil(
        async () => (await pickerOptions(page, "Show subcategory list", "Subcategory")).toSorted(),
        (names) => names.join() === wanted.join(),
      );
      expect(subs).toEqual(wanted);

      // Clearing the brand keeps everything else working; then sort and page the whole list.
      // Waits for the page's data too: leaving while it loads would cut its request.
      await Promise.all([
        page.waitForResponse((response) => response.url().includes("/_data/client/store")),
        page.getByRole("button", { name: "Clear brand" }).click(),
      ]);
      await page.waitForURL((url) => !url.searchParams.has("brand"));
      await page.goto(`${running.store.url}/client/store`);
      await page.waitForSelector("html[data-hydrated=true]");
      await page.getByLabel("Sort by").selectOption("price-asc");
      await page.waitForURL(/sort=price-asc/);
      await page.getByLabel("Per page").selectOption("8");
      await page.waitForURL(/size=8/);
      // The Next link of the 8-per-page list, not of the page still on screen while it loads.
      await page.getByText(/^Showing 1–8 of \d+$/).waitFor();
      await page.getByRole("link", { name: "Next page" }).click();
      await page.waitForURL(/page=2/);
      await page.getByText(/^Showing 9–16 of \d+$/).waitFor();
      const prices = await page.locator("article p > span.font-bold").allTextContents();
      const amounts = prices.map((price) => Number(price.replace(/[^\d.]/g, "")));
      expect(amounts).toEqual(amounts.toSorted((a, b) => a - b));

      const titles = await cardTitles(page);
      await page.reload();
      await page.waitForSelector("html[data-hydrated=true]");
      expect(await cardTitles(page)).toEqual(titles);
      expect(await page.getByLabel("Sort by").inputValue()).toBe("price-asc");
      expect(await showing(page)).toMatch(/^Showing 9–16 of/);

      await page.goBack();
      await page.getByText(/^Showing 1–8 of \d+$/).waitFor();
      expect(new URL(page.url()).searchParams.get("page")).toBeNull();
      expect(problems).toEqual([]);
    });
  }, 90_000);

  test("with JavaScript off the filters are a plain GET form and paging is plain links", async () => {
    await withPage(
      async (page) => {
        await page.goto(`${running.store.url}/client/store`);
        await page.getByRole("searchbox", { name: "Search products" }).fill("filter");
        await page.locator("select[name=brand]").selectOption({ label: "Toyota Genuine Parts" });
        await page.locator("select[name=size]").selectOption("8");
        await page.locator("button[type=submit]", { hasText: "Apply" }).click();
        await page.waitForURL(/q=filter/);
        const url = new URL(page.url());
        expect(url.searchParams.get("brand")).toBe("1");
        expect(url.searchParams.get("size")).toBe("8");
        const titles = await cardTitles(page);
        expect(titles.length).toBeGreaterThan(0);
        for (const title of titles) expect(title).toMatch(/^Toyota/);
        expect(await page.getByRole("searchbox", { name: "Search products" }).inputValue()).toBe("filter");

        await page.goto(`${running.store.url}/client/store?size=8`);
        await page.locator('a[aria-label="Next page"]').click();
        await page.waitForURL(/page=2/);
        expect(await showing(page)).toMatch(/^Showing 9–16 of/);
      },
      { javaScript: false },
    );
  }, 60_000);
});

describe("a store that cannot load", () => {
  test("a lost connection while filtering shows the spec's 'Failed to load products', and Try again recovers", async () => {
    await withPage(async (page, problems) => {
      await open(page, "/client/store");
      await page.route("**/_data/**", (route) => route.abort("internetdisconnected"));
      await page.getByLabel("Sort by").selectOption("name");
      await page.getByRole("heading", { name: "Failed to load products" }).waitFor();
      // Asked once, not again and again.
      expect(problems.filter((problem) => problem.startsWith("request failed"))).toHaveLength(1);
      await page.unroute("**/_data/**");
      await page.getByRole("link", { name: "Try again" }).click();
      await page.waitForURL(/sort=name/);
      await page.getByText(/^Showing 1–12 of \d+$/).waitFor();
      // Left open: the failed load also surfaces once as an unhandled rejection (not React's; source not found yet).
      const unexpected = /_data|ERR_INTERNET_DISCONNECTED|page error: The page could not be loaded/;
      expect(problems.filter((problem) => !unexpected.test(problem))).toEqual([]);
    });
  }, 60_000);
});

describe("a product page", () => {
  test("the gallery moves by buttons, thumbnails and arrow keys, wrapping round; a broken photo shows the placeholder", async () => {
    const [twoPhotos] = await query<{ id: number }>(
      "SELECT product_id AS id FROM product_images GROUP BY product_id HAVING count(*) >= 2 LIMIT 1",
    );
    await withPage(async (page, problems) => {
      await open(page, `/client/product/${twoPhotos?.id}`);
      const counter = page.getByText(/^\d \/ \d$/);
      expect(await counter.textContent()).toBe("1 / 2");
      await page.getByRole("button", { name: "Next photo" }).click();
      expect(await counter.textContent()).toBe("2 / 2");
      await page.getByRole("button", { name: "Next photo" }).click();
      expect(await counter.textContent()).toBe("1 / 2");
      await page.getByRole("button", { name: "Previous photo" }).click();
      expect(await counter.textContent()).toBe("2 / 2");
      await page.keyboard.press("ArrowRight");
      expect(await counter.textContent()).toBe("1 / 2");
      await page.getByRole("button", { name: "Show photo 2" }).click();
      expect(await counter.textContent()).toBe("2 / 2");

      await page.evaluate(() => {
        const image = document.querySelector<HTMLImageElement>("section[aria-label=Photos] img");
        if (image) image.src = "/uploads/products/missing.webp";
      });
      // The broken photo gives way to the placeholder.
      await page.waitForFunction(() =>
        document
          .querySelector<HTMLImageElement>("section[aria-label=Photos] img")
          ?.src.endsWith("/images/placeholder.svg"),
      );
      // Only the broken photo itself failed.
      expect(problems.filter((problem) => !/missing\.webp|404 \(Not Found\)/.test(problem))).toEqual([]);
    });
  }, 60_000);
});

/** The two parts the journeys buy: those with the most stock, so every test can order them. */
const plentiful = () =>
  query<{ id: number; code: string }>(
    "SELECT id, code FROM products WHERE is_active = true AND bulky = false AND code IS NOT NULL ORDER BY qty DESC, id LIMIT 2",
  );

/** Adds two products, one from the store and one from its page, changes quantities, checks totals and a reload. */
async function fillCart(page: Page) {
  const [onPage, onCard] = await plentiful();
  await open(page, `/client/store?q=${encodeURIComponent(onCard?.code ?? "")}`);
  await page
    .getByRole("button", { name: /^Add: / })
    .first()
    .click();
  await page.getByTestId("cart-count").getByText("1").waitFor();
  await page
    .getByTestId("cart-notice")
    .getByText(/^Added /)
    .waitFor();
  await open(page, `/client/product/${onPage?.id}`);
  await page.getByRole("button", { name: /^One more: / }).click();
  await page.getByRole("button", { name: /^Add to Cart: / }).click();
  await page.getByTestId("cart-count").getByText("3").waitFor();

  await page.getByRole("link", { name: /^Cart/ }).click();
  await page.waitForURL(/\/client\/cart$/);
  await page.getByRole("link", { name: "Proceed to Checkout" }).waitFor();
  expect(await page.getByTestId("cart-line").count()).toBe(2);
  // Minus is disabled at one; plus adds one.
  const firstLine = page.getByTestId("cart-line").first();
  expect(await firstLine.getByRole("button", { name: /^One less/ }).isDisabled()).toBe(true);
  await firstLine.getByRole("button", { name: /^One more/ }).click();
  await page.getByTestId("cart-count").getByText("4").waitFor();

  const total = await page.getByTestId("cart-total").textContent();
  // The cart is the server's: a reload shows the same lines and total.
  await page.reload();
  await page.waitForSelector("html[data-hydrated=true]");
  await page.getByRole("link", { name: "Proceed to Checkout" }).waitFor();
  expect(await page.getByTestId("cart-total").textContent()).toBe(total);
  expect(await page.getByTestId("cart-line").count()).toBe(2);
  return total ?? "";
}

async function fillCheckout(page: Page, { phone = "077 123 4567", district = "LK-11" } = {}) {
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await page.waitForURL(/\/client\/checkout$/);
  await page.getByRole("heading", { name: "Checkout" }).waitFor();
  await page.getByLabel("Full name").fill("Nimal Perera");
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByLabel("E-mail").fill("nimal.perera@example.lk");
  await page.getByLabel("District", { exact: true }).selectOption(district);
  await page.getByLabel("City or town").fill("Colombo 03");
  await page.getByLabel("Address", { exact: true }).fill("12 Galle Road");
}

/** The fee and total the summary shows once the server has priced the choice. */
async function pricedSummary(page: Page) {
  await page.waitForFunction(() => !document.querySelector("[data-testid=delivery-fee]")?.textContent?.includes("…"));
  return {
    fee: (await page.getByTestId("delivery-fee").textContent()) ?? "",
    total: (await page.getByTestId("checkout-total").textContent()) ?? "",
  };
}

/** Runs `run` with courier delivery never free (the demo shop's carts often pass its free-delivery amount). */
async function withoutFreeDelivery(run: () => Promise<void>) {
  const [saved] = await query<{ value: string }>(
    "SELECT value FROM shop_settings WHERE key = 'free_delivery_above_cents'",
  );
  await query("DELETE FROM shop_settings WHERE key = 'free_delivery_above_cents'");
  try {
    await run();
  } finally {
    if (saved)
      await queryStore(
        running.store,
        "INSERT INTO shop_settings (key, value) VALUES ('free_delivery_above_cents', ?)",
        saved.value,
      );
  }
}

const rupees = (text: string) => Number(text.replace(/^Rs\.\s*/, "").replaceAll(",", ""));

describe("buying", () => {
  for (const width of [1280, 360]) {
    test(`at ${width} px: cart, the fee by district, a field error, confirmation, an empty cart, and tracking by mobile`, async () => {
      await withoutFreeDelivery(() =>
        withPage(
          async (page, problems) => {
            const itemsTotal = await fillCart(page);
            await fillCheckout(page, { phone: "011 234 5678", district: "LK-11" });
            const colombo = await pricedSummary(page);
            await page.getByLabel("District", { exact: true }).selectOption("LK-41");
            const jaffna = await pricedSummary(page);
            expect(colombo.fee).toMatch(/^Rs\. /);
            expect(jaffna.fee).toMatch(/^Rs\. /);
            expect(rupees(jaffna.fee)).toBeGreaterThan(rupees(colombo.fee));
            expect(rupees(jaffna.total)).toBeCloseTo(rupees(itemsTotal) + rupees(jaffna.fee), 2);
            expect(await page.getByRole("button", { name: /^Place order · / }).textContent()).toBe(
              `Place order · ${jaffna.total}`,
            );

            const before = await ordersCount();
            await page.getByRole("button", { name: /^Place order/ }).click();
            await page.locator("#checkout-customerPrimaryMobile-error").waitFor();
            expect(await page.locator("#checkout-customerPrimaryMobile-error").textContent()).toMatch(/landline/);
            expect(await page.getByLabel("Mobile number").getAttribute("aria-invalid")).toBe("true");
            expect(await page.getByLabel("E-mail").inputValue()).toBe("nimal.perera@example.lk");
            expect(await page.getByLabel("District", { exact: true }).inputValue()).toBe("LK-41");
            expect(await ordersCount()).toBe(before);

            await page.waitForSelector("html[data-hydrated=true]");
            await page.getByLabel("Mobile number").fill("077-123 4567");
            await pricedSummary(page);
            // The page works out its proof of work while the form is filled in, and sends it with the order.
            await page.waitForFunction(
              () => (document.querySelector("input[name=altcha]") as HTMLInputElement | null)?.value !== "",
            );
            const proofs = async () =>
              (await query<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM spent_proofs"))[0]?.n ?? 0;
            const proofsBefore = await proofs();
            await page.getByRole("button", { name: /^Place order/ }).click();
            await page.waitForURL(/\/client\/orders\/SO-\d{4}-\d{6}$/);
            expect(await proofs()).toBe(proofsBefore + 1);
            const orderId = page.url().split("/").pop() ?? "";
            await page.getByRole("heading", { name: `Order ${orderId}` }).waitFor();
            await page.getByText("Thank you! Your order is placed.").waitFor();
            expect(await page.getByTestId("delivery-fee").textContent()).toBe(jaffna.fee);
            expect(await page.getByTestId("order-total").textContent()).toBe(jaffna.total);
            expect(await ordersCount()).toBe(before + 1);
            expect(
              (
                await query<{ m: string }>(
                  `SELECT customer_primary_mobile AS m FROM orders WHERE order_number = '${orderId}'`,
                )
              )[0]?.m,
            ).toBe("+94771234567");
            expect(await page.getByTestId("cart-count").count()).toBe(0);

            // The confirmation survives a reload; the cart stays empty.
            await page.reload();
            await page.getByRole("heading", { name: `Order ${orderId}` }).waitFor();
            await open(page, "/client/cart");
            await page.getByText("Your cart is empty").waitFor();
            await page.goBack();

            await page.getByRole("link", { name: "Track this order" }).click();
            await page.waitForURL(/\/client\/orders\/track\?orderId=/);
            await page.waitForFunction(
              (id) => document.querySelector<HTMLInputElement>("input[name=orderId]")?.value === id,
              orderId,
            );
            await page.getByLabel("E-mail or mobile number").fill("+94 77 123 4567");
            await page.getByRole("button", { name: "Track" }).click();
            await page.getByRole("heading", { name: `Order ${orderId}` }).waitFor();
            await page.getByText("Order placed").first().waitFor();
            expect(page.url()).not.toContain("4567");

            await page.getByLabel("E-mail or mobile number").fill("someone.else@example.lk");
            await page.getByRole("button", { name: "Track" }).click();
            await page.getByRole("alert").waitFor();
            expect(await page.getByRole("alert").textContent()).toMatch(/\S/);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
            expect(problems).toEqual([]);
          },
          {
            width,
            expected: [
              [400, "/client/checkout"],
              [404, "/api/v1/orders/visitor/track"],
            ],
          },
        ),
      );
    }, 90_000);

    test(`at ${width} px with JavaScript off: add, change the cart, price the delivery, order and track`, async () => {
      await withPage(
        async (page) => {
          const [onPage, onCard] = await plentiful();
          const goto = (path: string) => page.goto(`${running.store.url}${path}`);
          await goto(`/client/store?q=${encodeURIComponent(onCard?.code ?? "")}`);
          await page
            .getByRole("button", { name: /^Add: / })
            .first()
            .click();
          await page.waitForLoadState("load");
          expect(new URL(page.url()).pathname).toBe("/client/store");
          await page
            .getByTestId("cart-notice")
            .getByText(/^Added /)
            .waitFor();
          expect(await page.getByTestId("cart-count").textContent()).toBe("1");

          await goto(`/client/product/${onPage?.id}`);
          await page.getByLabel(/^Quantity of /).fill("2");
          await page.getByRole("button", { name: /^Add to Cart: / }).click();
          await page.waitForLoadState("load");
          expect(await page.getByTestId("cart-count").textContent()).toBe("3");

          await page.getByRole("link", { name: /^Cart/ }).click();
          await page.waitForURL(/\/client\/cart$/);
          expect(await page.getByTestId("cart-line").count()).toBe(2);
          const cardLine = page.getByTestId("cart-line").filter({ hasText: onCard?.code ?? "" });
          expect(await cardLine.getByRole("button", { name: /^One less/ }).isDisabled()).toBe(true);
          await cardLine.getByRole("button", { name: /^One more/ }).click();
          await page.waitForLoadState("load");
          expect(await page.getByTestId("cart-count").textContent()).toBe("4");
          await page.getByTestId("cart-notice").waitFor();
          // Typing a quantity and pressing Enter updates the line to it.
          const pageLine = page.getByTestId("cart-line").filter({ hasText: onPage?.code ?? "" });
          await pageLine.getByLabel(/^Quantity of /).fill("1");
          await pageLine.getByLabel(/^Quantity of /).press("Enter");
          await page.waitForLoadState("load");
          expect(await page.getByTestId("cart-count").textContent()).toBe("3");

          await page.getByRole("link", { name: "Proceed to Checkout" }).click();
          await page.waitForURL(/\/client\/checkout$/);
          expect(await page.getByTestId("delivery-fee").textContent()).toBe("Choose your district");
          await page.getByLabel("Full name").fill("Kamala Silva");
          await page.getByLabel("Mobile number").fill("0094 71 234 5678");
          await page.getByLabel("District", { exact: true }).selectOption("LK-31");
          await page.getByRole("button", { name: "Update delivery fee" }).click();
          await page.waitForLoadState("load");
          expect(await page.getByTestId("delivery-fee").textContent()).toMatch(/^(Rs\. |Free)/);
          expect(await page.getByLabel("Full name").inputValue()).toBe("Kamala Silva");
          const total = (await page.getByTestId("checkout-total").textContent()) ?? "";
          expect(await page.getByRole("button", { name: /^Place order/ }).textContent()).toBe(`Place order · ${total}`);
          await page.getByLabel("City or town").fill("Galle");
          await page.getByLabel("Address", { exact: true }).fill("9 Matara Road");
          const before = await ordersCount();
          await page.getByRole("button", { name: /^Place order/ }).click();
          await page.waitForURL(/\/client\/orders\/SO-\d{4}-\d{6}$/);
          const orderId = page.url().split("/").pop() ?? "";
          await page.getByText("Thank you! Your order is placed.").waitFor();
          expect(await page.getByTestId("order-total").textContent()).toBe(total);
          expect(await ordersCount()).toBe(before + 1);
          expect(await page.getByTestId("cart-count").count()).toBe(0);

          await goto("/client/orders/track");
          await page.getByLabel("Order number").fill(orderId);
          await page.getByLabel("E-mail or mobile number").fill("071 234 5678");
          await page.getByRole("button", { name: "Track" }).click();
          await page.waitForLoadState("load");
          await page.getByRole("heading", { name: `Order ${orderId}` }).waitFor();
          expect(page.url()).toBe(`${running.store.url}/client/orders/track`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        },
        { width, javaScript: false },
      );
    }, 90_000);
  }

  test("a double-clicked Place order makes exactly one order", async () => {
    await withPage(async (page, problems) => {
      await fillCart(page);
      await fillCheckout(page);
      await pricedSummary(page);
      const before = await ordersCount();
      await page.getByRole("button", { name: /^Place order/ }).dblclick();
      await page.waitForURL(/\/client\/orders\/SO-/);
      await page.getByText("Thank you! Your order is placed.").waitFor();
      expect(await ordersCount()).toBe(before + 1);
      expect(problems).toEqual([]);
    });
  }, 90_000);

  test("a part that sold out meanwhile refuses the order with what is left, and the cart holds what is left", async () => {
    await withPage(
      async (page, problems) => {
        await fillCart(page);
        await fillCheckout(page);
        await pricedSummary(page);
        // Someone else buys all but one of the product that has two in the cart, meanwhile.
        const setStock = (qty: number) =>
          queryStore(running.store, "UPDATE products SET qty = ? WHERE id = ?", qty, product);
        const [bought] = await plentiful();
        const product = bought?.id ?? 0;
        const [{ qty } = { qty: 0 }] = await query<{ qty: number }>(`SELECT qty FROM products WHERE id = ${product}`);
        await setStock(1);
        try {
          await page.getByRole("button", { name: /^Place order/ }).click();
          await page
            .getByRole("alert")
            .getByText(/Only 1 left/)
            .waitFor();
          const before = await ordersCount();
          await page.getByRole("link", { name: "Change your cart" }).click();
          await page.waitForURL(/\/client\/cart$/);
          const line = page.getByTestId("cart-line").filter({ hasText: bought?.code ?? "" });
          expect(await line.getByLabel(/^Quantity of /).inputValue()).toBe("1");
          expect(await ordersCount()).toBe(before);
          expect(problems).toEqual([]);
        } finally {
          await setStock(qty);
        }
      },
      { expected: [[409, "/client/checkout"]] },
    );
  }, 60_000);

  test("a cart this browser kept before carts lived on the server moves there once", async () => {
    await withPage(
      async (page, problems, context) => {
        const [first, second] = await plentiful();
        await context.addInitScript(
          ([key, lines]) => {
            if (!sessionStorage.getItem("seeded")) {
              localStorage.setItem(key, JSON.stringify(lines));
              sessionStorage.setItem("seeded", "1");
            }
          },
          [
            "lanka-auto-parts.cart.v1",
            [
              { productId: first?.id, productName: "old copy", price: 1, quantity: 2 },
              { productId: second?.id, productName: "old copy", price: 1, quantity: 1 },
            ],
          ] as const,
        );
        await open(page, "/client/home");
        await page.getByTestId("cart-count").getByText("3").waitFor();
        expect(await page.evaluate(() => localStorage.getItem("lanka-auto-parts.cart.v1"))).toBeNull();
        await open(page, "/client/cart");
        expect(await page.getByTestId("cart-line").count()).toBe(2);
        // A page with a cart reads it once hydrated (storefront-layout.tsx): a reload before that read ends cancels it
        // (seen once in the PostgreSQL suite).
        await page.waitForLoadState("networkidle");
        await page.reload();
        await page.getByTestId("cart-count").getByText("3").waitFor();
        expect(problems).toEqual([]);
      },
      // The init script stays with the browser: a browser of its own.
      { fresh: true },
    );
  }, 60_000);
});

/** Serious and critical WCAG 2.1 A/AA findings on the page as it is now. */
describe("accessibility", () => {
  test("store, product, cart, checkout with a field error, confirmation and tracking have no serious or critical axe findings", async () => {
    await withPage(
      async (page, problems) => {
        const found: string[] = [];
        await open(page, "/client/store?q=filter");
        await page.getByRole("button", { name: "Show brand list" }).click();
        found.push(...(await accessibilityProblems(page, "store with a picker open")));
        await page.keyboard.press("Escape");
        await open(page, `/client/product/${(await plentiful())[0]?.id}`);
        found.push(...(await accessibilityProblems(page, "product")));
        await fillCart(page);
        found.push(...(await accessibilityProblems(page, "cart")));
        await fillCheckout(page, { phone: "12345" });
        await pricedSummary(page);
        found.push(...(await accessibilityProblems(page, "checkout")));
        await page.getByRole("button", { name: /^Place order/ }).click();
        await page.locator("#checkout-customerPrimaryMobile-error").waitFor();
        found.push(...(await accessibilityProblems(page, "checkout with a field error")));
        await page.waitForSelector("html[data-hydrated=true]");
        await page.getByLabel("Mobile number").fill("077 123 4567");
        await page.getByRole("button", { name: /^Place order/ }).click();
        await page.waitForURL(/\/client\/orders\/SO-/);
        await page.getByText("Thank you! Your order is placed.").waitFor();
        found.push(...(await accessibilityProblems(page, "confirmation")));
        await page.getByRole("link", { name: "Track this order" }).click();
        await page.waitForFunction(() => document.querySelector<HTMLInputElement>("input[name=orderId]")?.value);
        await page.getByLabel("E-mail or mobile number").fill("nimal.perera@example.lk");
        await page.getByRole("button", { name: "Track" }).click();
        await page.getByRole("list", { name: "Order progress" }).waitFor();
        found.push(...(await accessibilityProblems(page, "tracking")));
        expect(found).toEqual([]);
        expect(problems).toEqual([]);
      },
      { expected: [[400, "/client/checkout"]] },
    );
  }, 90_000);
});
