import { beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "../../db/seed/seed-demo";
import { CONTENT_PAGES } from "../../shared/content-pages";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";

let store: TestApp;
beforeAll(async () => {
  store = makeTestApp();
  await seedDemo(store.db);
});

const ORIGIN = "http://localhost";
/** The same-site addresses a page's server HTML links to: links, images, stylesheets, scripts and form targets. */
function linksOf(html: string): string[] {
  // A form that posts is an action, not a page to visit (cart and checkout forms): its address is not followed.
  const pages = html.replace(/<form[^>]*method="post"[^>]*>/g, "<form>");
  const found = [...pages.matchAll(/\s(?:href|src|action)="([^"]+)"/g)].map((match) =>
    (match[1] as string).replaceAll("&amp;", "&"),
  );
  return found
    .filter((link) => !/^(https?:|mailto:|tel:|data:|#)/.test(link) || link.startsWith("http://localhost:3000/"))
    .map((link) => {
      const url = new URL(link.replace("http://localhost:3000", ""), ORIGIN);
      return url.pathname + url.search;
    });
}

describe("every link of every storefront page", () => {
  test("answers 2xx (or a redirect to a page that does) from the home page outward, and each page has its own title", async () => {
    const seen = new Map<string, number>();
    const titles = new Map<string, string>();
    const queue = ["/client/home"];
    const broken: string[] = [];
    const unlabelled: string[] = [];
    let crawledPages = 0;
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      let response = await store.request(path);
      for (let hops = 0; response.status >= 300 && response.status < 400 && hops < 5; hops++) {
        response = await store.request(response.headers.get("location") as string);
      }
      seen.set(path, response.status);
      if (response.status >= 400) broken.push(`${response.status} ${path}`);
      const storefrontPage =
        path.startsWith("/client/") && response.headers.get("content-type")?.startsWith("text/html");
      if (!storefrontPage) continue;
      crawledPages++;
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      // Paged and filtered store lists share a title pattern; every other page has a title of its own.
      const key = path.replace(/\?.*$/, "");
      if (key !== "/client/store") titles.set(title, [titles.get(title), key].filter(Boolean).join(" and "));
      // A page search engines may index says what it is and which address is its own.
      const indexable = !html.includes('<meta name="robots" content="noindex">');
      if (indexable && !(html.includes('<meta name="description"') && html.includes('<link rel="canonical"'))) {
        unlabelled.push(path);
      }
      // The store's query variants are many; one level of them is enough to prove their links.
      if (path.startsWith("/client/store?") && path.includes("page=")) continue;
      for (const link of linksOf(html)) if (!seen.has(link)) queue.push(link);
    }
    expect(broken).toEqual([]);
    expect(unlabelled).toEqual([]);
    expect(crawledPages).toBeGreaterThan(40);
    for (const slug of Object.keys(CONTENT_PAGES)) expect(seen.get(`/client/${slug}`)).toBe(200);
    expect(seen.get("/client/testimonials")).toBe(200);
    expect([...titles.values()].filter((pages) => pages.includes(" and "))).toEqual([]);
  }, 60_000);

  test("the spec's footer and legacy links all lead to a real page", async () => {
    for (const path of [
      "/account",
      "/help",
      "/orders/track",
      "/shipping-returns",
      "/stores",
      "/about",
      "/legal",
      "/reviews",
      "/guides",
      "/coupons",
      "/products",
      "/brands",
      "/offers",
      "/contact",
      "/testimonials",
      "/shop",
      "/client/parts",
      "/product/1",
      "/admin",
    ]) {
      const response = await store.request(path);
      expect([301, 302, 303]).toContain(response.status);
      const target = response.headers.get("location") as string;
      expect(target).not.toBe("/sign-in");
      const landed = await store.request(target);
      expect(`${path} → ${target}: ${landed.status}`).toMatch(/: (200|302)$/);
    }
  });

  test("sitemap.xml lists every active product, the store and the content pages; robots.txt keeps crawlers out", async () => {
    const sitemap = await (await store.request("/sitemap.xml")).text();
    const active = await testSql(store.db).all<{ id: number }>("SELECT id FROM products WHERE is_active = true");
    const inactive = await testSql(store.db).all<{ id: number }>("SELECT id FROM products WHERE is_active = false");
    for (const { id } of active) expect(sitemap).toContain(`<loc>http://localhost:3000/client/product/${id}</loc>`);
    for (const { id } of inactive) expect(sitemap).not.toContain(`/client/product/${id}</loc>`);
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/client\/store<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(sitemap).toContain("<loc>http://localhost:3000/client/shipping-returns</loc>");
    const robots = await (await store.request("/robots.txt")).text();
    for (const path of ["/console", "/sign-in", "/api"]) expect(robots).toContain(`Disallow: ${path}\n`);
  });
});
