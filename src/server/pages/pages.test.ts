import { describe, expect, test } from "bun:test";
import { makeTestApp, type TestApp } from "../../test/test-app";

function withOneProduct(app: TestApp) {
  const sql = app.db.$client;
  sql.run("INSERT INTO brands (name) VALUES ('Toyota Genuine Parts')");
  sql.run("INSERT INTO categories (brand_id, name) VALUES (1, 'Brake System')");
  sql.run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'Brake Pads')");
  sql.run(
    "INSERT INTO products (sub_category_id, name, code, price_cents) VALUES (1, 'Front Brake Pad Set', '04465-0K090', 1250000)",
  );
  return app;
}

describe("route table on the server", () => {
  test.each([
    ["/", "/client"],
    ["/client", "/client/home"],
    ["/console", "/console/dashboard"],
    ["/product/7", "/client/product/7"],
    ["/shop?q=brake", "/client/store?q=brake"],
    ["/client/parts", "/client/store"],
    ["/about", "/client/about"],
    ["/orders/track", "/client/orders/track"],
    ["/security/sign-in", "/sign-in"],
    ["/nowhere", "/sign-in"],
    ["/some/deep/unknown/path", "/sign-in"],
  ])("%s answers 302 to %s", async (path, location) => {
    const { request } = makeTestApp();
    const response = await request(path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
  });

  test("/client/home is server-rendered HTML that already lists products", async () => {
    const app = withOneProduct(makeTestApp());
    const response = await app.request("/client/home");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toStartWith("<!doctype html>");
    expect(html).toContain("Front Brake Pad Set");
    expect(html).toContain("Rs. 12,500.00");
    expect(html).toContain('<script type="application/json" id="__INITIAL_STATE__">');
    expect(html).toMatch(/<script type="module" src="\/assets\/storefront\/entry-[\w]+\.js"><\/script>/);
    expect(html).toContain("<title>Genuine car parts for Toyota and Nissan | Lanka Auto Parts</title>");
  });

  test("embedded page data cannot close its script element", async () => {
    const app = makeTestApp();
    const sql = app.db.$client;
    sql.run("INSERT INTO brands (name) VALUES ('B')");
    sql.run("INSERT INTO categories (brand_id, name) VALUES (1, 'C')");
    sql.run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'S')");
    sql.run(
      "INSERT INTO products (sub_category_id, name, price_cents) VALUES (1, '</script><script>alert(1)</script>', 100)",
    );
    const html = await (await app.request("/client/home")).text();
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("\\u003c/script>");
  });

  test("an unknown /client path is the storefront's own 404 page", async () => {
    const { request } = makeTestApp();
    const response = await request("/client/nowhere");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('href="/client/store"');
  });

  test("/sign-in is the console app's server-rendered shell", async () => {
    const { request } = makeTestApp();
    const response = await request("/sign-in");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Welcome to Back!");
    expect(html).toMatch(/src="\/assets\/console\/entry-[\w]+\.js"/);
  });

  test("bundles are served with long cache headers, robots.txt keeps crawlers out of the console and API", async () => {
    const app = makeTestApp();
    const html = await (await app.request("/sign-in")).text();
    const script = html.match(/src="(\/assets\/console\/entry-[\w]+\.js)"/)?.[1] as string;
    const bundle = await app.request(script);
    expect(bundle.status).toBe(200);
    expect((await bundle.text()).length).toBeGreaterThan(100);
    expect(bundle.headers.get("cache-control")).toContain("max-age=31536000");
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1] as string);
    expect(preloads[0]).toBe(script);
    expect(preloads.length).toBeGreaterThan(1);
    for (const module of preloads) expect((await app.request(module)).status).toBe(200);
    const robots = await (await app.request("/robots.txt")).text();
    expect(robots).toContain("Disallow: /console");
    expect(robots).toContain("Disallow: /api");
  });
});
