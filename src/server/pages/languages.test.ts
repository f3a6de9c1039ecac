import { beforeEach, describe, expect, test } from "bun:test";
import { setCookies } from "../../test/accounts";
import { addProduct } from "../../test/catalog";
import { makeTestApp, type TestApp } from "../../test/test-app";

let store: TestApp;
beforeEach(() => {
  store = makeTestApp();
});

const get = async (path: string, cookie = "") => {
  const response = await store.request(path, { headers: cookie ? { cookie } : {}, redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text(), response };
};

describe("the storefront in English, Sinhala and Tamil", () => {
  test("a Sinhala page says so: <html lang>, its title in Sinhala, its canonical and the other languages' addresses", async () => {
    const { status, html } = await get("/si/client/home");
    expect(status).toBe(200);
    expect(html).toStartWith('<!doctype html><html lang="si">');
    expect(html).toContain("<title>ටොයොටා සහ නිසාන් සඳහා අව්‍යාජ වාහන කොටස් | ");
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/si/client/home">');
    for (const [hreflang, path] of [
      ["en", "/client/home"],
      ["si", "/si/client/home"],
      ["ta", "/ta/client/home"],
      ["x-default", "/client/home"],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${hreflang}" href="http://localhost:3000${path}">`);
    }
    expect(html).toContain(">මුල් පිටුව</a>");
    expect(html).not.toContain(">Home</a>");
  });

  test("a Tamil page links the Tamil font and messages; an English page links neither and stays English", async () => {
    const tamil = await get("/ta/client/store");
    expect(tamil.html).toStartWith('<!doctype html><html lang="ta">');
    expect(tamil.html).toMatch(
      /<link rel="preload" href="\/assets\/fonts\/noto-sans-tamil-400-[0-9a-f]+\.woff2" as="font"/,
    );
    expect(tamil.html).toMatch(/<link rel="modulepreload" href="\/assets\/messages\/ta-[0-9a-f]+\.js">/);
    expect(tamil.html).toContain(">கடை</a>");
    const english = await get("/client/store");
    expect(english.html).toStartWith('<!doctype html><html lang="en">');
    expect(english.html).not.toContain("/assets/fonts/");
    expect(english.html).not.toContain("/assets/messages/");
    expect(english.html).toContain(">Store</a>");
    // The console is English, but shows customers' Sinhala and Tamil names: both fonts declared, fetched when used.
    const console = await get("/sign-in");
    expect(console.html).toStartWith('<!doctype html><html lang="en">');
    expect(console.html).toContain('font-family:"Noto Sans Sinhala"');
    expect(console.html).toContain('font-family:"Noto Sans Tamil"');
    expect(console.html).not.toContain('as="font"');
  });

  test("the language's prefix stays on redirects: /si goes to /si/client, then to /si/client/home", async () => {
    expect((await get("/si")).location).toBe("/si/client");
    expect((await get("/si/client")).location).toBe("/si/client/home");
    expect((await get("/ta/console")).location).toBe("/console");
  });

  test("the switch remembers the language and opens the same page in it; an English address then follows it", async () => {
    const switched = await get(`/language/ta?to=${encodeURIComponent("/si/client/store?q=brake")}`);
    expect(switched.status).toBe(303);
    expect(switched.location).toBe("/ta/client/store?q=brake");
    const remembered = setCookies(switched.response).get("lang");
    expect(remembered?.value).toBe("ta");
    const cookie = `lang=${remembered?.value}`;
    expect((await get("/client/orders/track?orderId=ORD-1", cookie)).location).toBe(
      "/ta/client/orders/track?orderId=ORD-1",
    );
    // Page data for the app's own navigation is never redirected.
    expect((await get("/_data/client/home", cookie)).status).toBe(200);
    const back = await get(`/language/en?to=${encodeURIComponent("/ta/client/store")}`);
    expect(back.location).toBe("/client/store");
    expect(setCookies(back.response).get("lang")?.value).toBe("en");
    expect((await get("/client/store", "lang=en")).status).toBe(200);
  });

  test("the switch goes only to this shop's storefront pages, in a language it has", async () => {
    expect((await get(`/language/si?to=${encodeURIComponent("//evil.example/x")}`)).location).toBe("/si/client/cart");
    expect((await get(`/language/si?to=${encodeURIComponent("/console/orders")}`)).location).toBe("/si/client/cart");
    expect((await get("/language/fr?to=%2Fclient%2Fstore")).location).toBe("/client/store");
  });

  test("a Sinhala page kept for every visitor still shows each visitor's own cart count", async () => {
    const part = await addProduct(store.db, { name: "Brake pads", priceCents: 450_000, qty: 5 });
    const empty = await get("/si/client/about");
    expect(empty.html).not.toContain('data-testid="cart-count"');
    const added = await store.request("/client/cart/add", {
      method: "POST",
      body: new URLSearchParams({ productId: String(part), quantity: "2", returnTo: "/si/client/about" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      redirect: "manual",
    });
    expect(added.headers.get("location")).toBe("/si/client/about");
    const cart = setCookies(added).get("cart")?.value;
    const withCart = await get("/si/client/about", `cart=${cart}`);
    expect(withCart.html).toMatch(/data-testid="cart-count"[^>]*>2</);
    expect((await get("/si/client/about")).html).not.toContain('data-testid="cart-count"');
  });

  test("a form posted from a Sinhala page is answered in Sinhala, and where it leads is Sinhala too", async () => {
    const refused = await store.request("/si/client/contact", {
      method: "POST",
      body: new URLSearchParams({ name: "", email: "", message: "" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
      redirect: "manual",
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).toStartWith('<!doctype html><html lang="si">');
  });

  test("checkout in Sinhala without JavaScript: the page, its refusals and the cart's notice are Sinhala", async () => {
    const part = await addProduct(store.db, { name: "Brake pads", priceCents: 450_000, qty: 5 });
    const form = { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" };
    const added = await store.request("/client/cart/add", {
      method: "POST",
      body: new URLSearchParams({ productId: String(part), quantity: "2", returnTo: "/si/client/cart" }).toString(),
      headers: form,
      redirect: "manual",
    });
    const cookies = setCookies(added);
    const cookie = [...cookies].map(([name, { value }]) => `${name}=${value}`).join("; ");
    const cart = await get("/si/client/cart", cookie);
    expect(cart.html).toContain("Brake pads ඔබේ කරත්තයට එක් කළා.");
    expect(cart.html).toContain("ගෙවීමට යන්න");
    const checkout = await get("/si/client/checkout", `cart=${cookies.get("cart")?.value}`);
    expect(checkout.html).toContain('<optgroup label="මධ්‍යම පළාත">');
    expect(checkout.html).toContain(">මහනුවර</option>");
    const attempt = /name="attempt" value="([^"]+)"/.exec(checkout.html)?.[1] ?? "";
    const refused = await store.request("/si/client/checkout", {
      method: "POST",
      body: new URLSearchParams({ attempt, method: "courier", intent: "place", smsAsked: "1" }).toString(),
      headers: { ...form, cookie: `cart=${cookies.get("cart")?.value}` },
      redirect: "manual",
    });
    const html = await refused.text();
    expect(html).toStartWith('<!doctype html><html lang="si">');
    expect(html).toContain("සම්පූර්ණ නම අවශ්‍යයි");
    expect(html).toContain("ඔබේ දිස්ත්‍රික්කය තෝරන්න");
    // What the page shows (the embedded state keeps the server's own words).
    const shown = html.slice(0, html.indexOf('<script type="application/json"'));
    expect(shown.includes("is required")).toBe(false);
  });

  test("the sitemap lists every page in the three languages; robots.txt keeps crawlers off the switch", async () => {
    const sitemap = await (await store.request("/sitemap.xml")).text();
    for (const path of ["/client/store", "/si/client/store", "/ta/client/store"]) {
      expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
    }
    expect(await (await store.request("/robots.txt")).text()).toContain("Disallow: /language\n");
  });
});
