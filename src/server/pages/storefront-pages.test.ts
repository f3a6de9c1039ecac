import { beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "../../db/seed/seed-demo";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";

let store: TestApp;
beforeAll(async () => {
  store = makeTestApp();
  await seedDemo(store.db);
});

const page = async (path: string) => {
  const response = await store.request(path);
  return { status: response.status, html: await response.text() };
};

describe("storefront pages, rendered on the server over the demo catalog", () => {
  test("/client/store lists the first 12 active products, newest first, with links to every page", async () => {
    const active =
      (
        await testSql(store.db).get<{ n: number }>(
          "SELECT CAST(count(*) AS integer) AS n FROM products WHERE is_active = true",
        )
      )?.n ?? 0;
    const newest = await testSql(store.db).get<{ name: string }>(
      "SELECT name FROM products WHERE is_active = true ORDER BY created_at DESC, id DESC LIMIT 1",
    );
    const { status, html } = await page("/client/store");
    expect(status).toBe(200);
    expect(html).toContain(`Showing 1–12 of ${active}`);
    expect(html).toContain(newest?.name as string);
    expect(html).toContain(`href="/client/store?page=${Math.ceil(active / 12)}"`);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/client/store">');
  });

  test("the canonical link and robots.txt use PUBLIC_URL, whatever Host the client sends", async () => {
    const store = makeTestApp({ env: { PUBLIC_URL: "https://parts.example.lk/" } });
    const headers = { host: "evil.example" };
    const html = await (await store.app.handle(new Request("http://evil.example/client/about", { headers }))).text();
    expect(html).toContain('<link rel="canonical" href="https://parts.example.lk/client/about">');
    expect(html).not.toContain("evil.example");
    const robots = await (await store.app.handle(new Request("http://evil.example/robots.txt", { headers }))).text();
    expect(robots).toContain("Sitemap: https://parts.example.lk/sitemap.xml");
  });

  test("/client/store?page=2 shows the next twelve; a page past the end is empty, not an error", async () => {
    const second = await page("/client/store?page=2");
    expect(second.status).toBe(200);
    expect(second.html).toContain("Showing 13–24 of");
    const beyond = await page("/client/store?page=999");
    expect(beyond.status).toBe(200);
    expect(beyond.html).toContain("No products found.");
    const odd = await page("/client/store?page=-3");
    expect(odd.html).toContain("Showing 1–12 of");
  });

  test("/client/store?q= finds a part code typed with or without dashes, and keeps the search in the form", async () => {
    const part = await testSql(store.db).get<{ name: string; code: string }>(
      "SELECT coalesce(display_name, name) AS name, code FROM products WHERE is_active = true AND code LIKE '%-%' LIMIT 1",
    );
    const code = part?.code ?? "";
    for (const typed of [code, code.replaceAll("-", ""), code.replaceAll("-", " ")]) {
      const { status, html } = await page(`/client/store?q=${encodeURIComponent(typed)}`);
      expect(status).toBe(200);
      expect(html).toContain(part?.name ?? "");
      expect(html).toContain(`value="${typed}"`);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
    const none = await page("/client/store?q=zzzqqqxxx");
    expect(none.html).toContain("No parts found for “zzzqqqxxx”.");
  });

  test("/client/store filters by brand, sorts, sizes and pages from the URL; odd values fall back to defaults", async () => {
    const brand = await testSql(store.db).get<{
      id: number;
      name: string;
      n: number;
    }>(`SELECT b.id, b.name, CAST(count(*) AS integer) AS n FROM products p JOIN sub_categories s ON s.id = p.sub_category_id
         JOIN categories c ON c.id = s.category_id JOIN brands b ON b.id = c.brand_id
         WHERE p.is_active = true GROUP BY b.id ORDER BY n DESC LIMIT 1`);
    const cheapest = await testSql(store.db).get<{ name: string }>(
      "SELECT coalesce(display_name, name) AS name FROM products WHERE is_active = true ORDER BY coalesce(discount_price_cents, price_cents), id LIMIT 1",
    );
    const filtered = await page(`/client/store?brand=${brand?.id}&size=8`);
    expect(filtered.html).toContain(`Showing 1–${Math.min(8, brand?.n ?? 0)} of ${brand?.n}`);
    // Paging links keep the filters.
    if ((brand?.n ?? 0) > 8)
      expect(filtered.html).toContain(`href="/client/store?brand=${brand?.id}&amp;page=2&amp;size=8"`);

    const sorted = await page("/client/store?sort=price-asc");
    const firstCard = sorted.html.indexOf("<article");
    expect(sorted.html.indexOf(cheapest?.name ?? "", firstCard)).toBeLessThan(
      sorted.html.indexOf("</article>", firstCard),
    );

    const odd = await page("/client/store?size=7&sort=cheapest&page=x&brand=-1");
    expect(odd.status).toBe(200);
    expect(odd.html).toContain("Showing 1–12 of");
  });

  test("/client/product/:id shows the part with its price, stock and structured data", async () => {
    const product = await testSql(store.db).get<{ id: number; name: string; code: string }>(
      "SELECT id, coalesce(display_name, name) AS name, code FROM products WHERE is_active = true AND discount_price_cents IS NOT NULL LIMIT 1",
    );
    const { status, html } = await page(`/client/product/${product?.id}`);
    expect(status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product?.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(html).toContain(product?.code as string);
    expect(html).toContain("<s ");
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"priceCurrency":"LKR"');
  });

  test("a missing, inactive or malformed product id is the 'Product not found' page with status 404", async () => {
    const inactive = await testSql(store.db).get<{ id: number }>("SELECT id FROM products WHERE is_active = false");
    for (const id of [String(inactive?.id), "999999", "abc", "0", "99999999999999999999"]) {
      const { status, html } = await page(`/client/product/${id}`);
      expect(status).toBe(404);
      expect(html).toContain("Product not found");
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  test("contact, cart, confirmation and tracking pages render", async () => {
    const contact = await page("/client/contact");
    expect(contact.status).toBe(200);
    expect(contact.html).toContain("mailto:sales@lankaautoparts.lk");
    const cart = await page("/client/cart");
    expect(cart.status).toBe(200);
    // The cart lives on the server: a visitor without one sees the empty cart, rendered whole.
    expect(cart.html).toContain("Your cart is empty");
    expect(cart.html).toContain("Shop Now");
    for (const [path, status, text] of [
      ["/client/orders/track", 200, "Track your order"],
      ["/client/checkout", 200, "Your cart is empty"],
      // An order is shown whole only to the browser whose cart placed it; anyone else is offered tracking.
      ["/client/orders/SO-2026-000001", 200, "To see this order"],
      ["/client/orders/not-an-order", 404, "Page not found"],
    ] as const) {
      const answer = await page(path);
      expect(answer.status).toBe(status);
      expect(answer.html).toContain(text);
    }
  });
});
