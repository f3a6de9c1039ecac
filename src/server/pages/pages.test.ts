import { describe, expect, test } from "bun:test";
import { closeDatabase } from "../../db/database";
import type { PagePayload } from "../../shared/page-state";
import { cookieHeader } from "../../test/accounts";
import { addProduct } from "../../test/catalog";
import { orderBody } from "../../test/orders";
import { signIn } from "../../test/sign-in";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";
import { claimErrorLines } from "../../test/unexpected-errors";
import type { PageData } from "../api-types";

async function withOneProduct(app: TestApp) {
  await testSql(app.db).run("INSERT INTO brands (name) VALUES ('Toyota Genuine Parts')");
  await testSql(app.db).run("INSERT INTO categories (brand_id, name) VALUES (1, 'Brake System')");
  await testSql(app.db).run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'Brake Pads')");
  await testSql(app.db).run(
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
    const app = await withOneProduct(makeTestApp());
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
    await testSql(app.db).run("INSERT INTO brands (name) VALUES ('B')");
    await testSql(app.db).run("INSERT INTO categories (brand_id, name) VALUES (1, 'C')");
    await testSql(app.db).run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'S')");
    await testSql(app.db).run(
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
    // The app is one script, fetched from the page's head.
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1] as string);
    expect(preloads).toEqual([script]);
    const robots = await (await app.request("/robots.txt")).text();
    expect(robots).toContain("Disallow: /console");
    expect(robots).toContain("Disallow: /api");
  });
});

describe("a console page, guarded and loaded on the server", () => {
  const signedInCookie = async (app: TestApp) => cookieHeader({ auth_token: (await signIn(app)).accessToken });

  const embeddedState = (html: string) =>
    JSON.parse(html.match(/<script type="application\/json" id="__INITIAL_STATE__">(.*?)<\/script>/)?.[1] ?? "null");

  test("without a session, the dashboard (and its data) answer 302 to sign-in, remembering the URL", async () => {
    const { request } = makeTestApp();
    const page = await request("/console/dashboard?from=mail", { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/sign-in?redirectUrl=%2Fconsole%2Fdashboard%3Ffrom%3Dmail");
    const data = await request("/_data/console/dashboard");
    expect(data.status).toBe(401);
    const forged = await request("/console/dashboard", {
      headers: { cookie: "auth_token=forged" },
      redirect: "manual",
    });
    expect(forged.status).toBe(302);
  });

  test("signed in (cookie), the dashboard is rendered with its latest orders; client navigation gets the same data", async () => {
    const app = makeTestApp();
    const productId = await addProduct(app.db, { priceCents: 1_250_000, qty: 5 });
    const placed = await app.api<{ orderId: string }>("/orders/visitor/make-order", {
      method: "POST",
      json: orderBody([{ productId, quantity: 2 }]),
    });
    expect(placed.status).toBe(201);
    const cookie = await signedInCookie(app);

    const response = await app.request("/console/dashboard", { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Dashboard | Lanka Auto Parts</title>");
    expect(html).toContain(placed.body.data.orderId);
    expect(html).toContain("Rs. 25,000.00");
    expect(html).toMatch(/src="\/assets\/console\/entry-[\w]+\.js"/);

    const navigation = await app.request("/_data/console/dashboard", { headers: { cookie } });
    expect(navigation.status).toBe(200);
    const payload = (await navigation.json()) as PagePayload & { data: PageData<"dashboard"> };
    expect(payload).toEqual(embeddedState(html).page);
    expect(payload.data.orders.data[0]?.orderId).toBe(placed.body.data.orderId);
    expect(payload.title).toBe("Dashboard | Lanka Auto Parts");
  });

  test("a signed-in staff member opening /sign-in goes to the dashboard", async () => {
    const app = makeTestApp();
    const cookie = await signedInCookie(app);
    const response = await app.request("/sign-in", { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/console/dashboard");
  });

  test("storefront navigation data is the loader's answer, with the page's title and status", async () => {
    const app = await withOneProduct(makeTestApp());
    const found = await app.request("/_data/client/product/1");
    expect(found.status).toBe(200);
    const product = (await found.json()) as PagePayload & { data: PageData<"product"> };
    expect(product.data.product?.productName).toBe("Front Brake Pad Set");
    expect(product.title).toBe("Front Brake Pad Set | Lanka Auto Parts");
    const missing = (await (await app.request("/_data/client/product/999")).json()) as PagePayload;
    expect(missing.status).toBe(404);
    const redirect = await (await app.request("/_data/shop")).json();
    expect(redirect).toEqual({ redirect: "/client/store" });
  });

  test("a loader that fails is logged once, with the id the visitor sees, inside the app's layout", async () => {
    const { db, request, logs } = makeTestApp();
    await closeDatabase(db);
    const response = await request("/client/home");
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).toMatch(new RegExp(`Reference: (<!-- -->)?${requestId}`));
    expect(html).toContain('href="/client/home"');
    expect(html).not.toMatch(/sqlite|closed database|at .*\.ts/i);
    const errors = logs.map((line) => JSON.parse(line)).filter((entry) => entry.level === "error");
    expect(errors).toHaveLength(1);
    expect(errors[0].requestId).toBe(requestId);
    expect(claimErrorLines(requestId as string)).toHaveLength(1);
  });
});
