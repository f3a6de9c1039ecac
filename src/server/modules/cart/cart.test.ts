import { beforeEach, describe, expect, test } from "bun:test";
import { cookieHeader, setCookies } from "../../../test/accounts";
import { addProduct } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import { type CartView, MAX_CART_LINES, MERGES_PER_ADDRESS_PER_HOUR } from "./model";
import { TOO_MANY_MERGES } from "./routes";

let store: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeEach(() => {
  clock = manualClock("2026-11-24T09:00:00Z");
  store = makeTestApp({ now: clock.now });
});

/** A visitor: their cart cookie, kept across calls as a browser would. */
function visitor() {
  let cookies: Record<string, string> = {};
  const keep = (response: { headers: Headers }) => {
    for (const [name, { value, attributes }] of setCookies(response)) {
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(attributes) || value === "") delete cookies[name];
      else cookies[name] = value;
    }
  };
  const headers = () => ({ cookie: cookieHeader(cookies) });
  return {
    cookies: () => cookies,
    forget: () => {
      cookies = {};
    },
    async api<T>(path: string, init: RequestInit & { json?: unknown } = {}) {
      const answer = await store.api<T>(path, { ...init, headers: { ...headers(), ...(init.headers ?? {}) } });
      keep(answer);
      return answer;
    },
    /** A form posted from the shop's own page, as a browser without JavaScript sends it. */
    async post(path: string, fields: Record<string, string | number>, origin = "http://localhost") {
      const response = await store.request(path, {
        method: "POST",
        body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
        headers: { ...headers(), "content-type": "application/x-www-form-urlencoded", origin },
        redirect: "manual",
      });
      keep(response);
      return response;
    },
    async page(path: string) {
      const response = await store.request(path, { headers: headers() });
      keep(response);
      return { status: response.status, html: await response.text() };
    },
  };
}

type Change = { cart: CartView; message: string };

describe("the cart API", () => {
  test("adding starts a cart in an httpOnly, SameSite=Lax cookie; adding again adds one; the cart is read from the catalog", async () => {
    const pads = await addProduct(store.db, {
      name: "Brake pads",
      displayName: "Front brake pads NZE161",
      priceCents: 450_000,
    });
    const shopper = visitor();
    const first = await shopper.api<Change>("/cart/items", { method: "POST", json: { productId: pads } });
    expect(first.status).toBe(200);
    expect(first.body.data.message).toBe("Added Front brake pads NZE161 to your cart.");
    const cookie = setCookies(first).get("cart");
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.attributes).toMatch(/HttpOnly/i);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/i);
    // The database keeps only the token's hash.
    const stored = await testSql(store.db).all<{ token_hash: string }>("SELECT token_hash FROM carts");
    expect(stored.map((row) => row.token_hash)).not.toContain(cookie?.value);

    await shopper.api("/cart/items", { method: "POST", json: { productId: pads } });
    await testSql(store.db).run("UPDATE products SET price_cents = 500000 WHERE id = ?", [pads]);
    const read = await shopper.api<CartView>("/cart");
    expect(read.body.data.lines).toMatchObject([
      { productId: pads, productName: "Front brake pads NZE161", quantity: 2, price: 5_000, lineTotal: 10_000 },
    ]);
    expect(read.body.data).toMatchObject({ count: 2, itemsTotal: 10_000, canOrder: true });
  });

  test("quantities stay between 1 and the stock on hand, and a message says when one was capped", async () => {
    const belt = await addProduct(store.db, { name: "Fan belt", qty: 3 });
    const shopper = visitor();
    const added = await shopper.api<Change>("/cart/items", { method: "POST", json: { productId: belt, quantity: 5 } });
    expect(added.body.data.message).toBe("Only 3 of Fan belt in stock: your cart holds all 3.");
    expect(added.body.data.cart.lines[0]?.quantity).toBe(3);
    const set = await shopper.api<Change>(`/cart/items/${belt}`, { method: "PUT", json: { quantity: 9 } });
    expect(set.body.data.cart.lines[0]?.quantity).toBe(3);
    const down = await shopper.api<Change>(`/cart/items/${belt}`, { method: "PUT", json: { quantity: 1 } });
    expect(down.body.data.cart.count).toBe(1);
    const zero = await shopper.api(`/cart/items/${belt}`, { method: "PUT", json: { quantity: 0 } });
    expect(zero.status).toBe(400);
  });

  test("a part sold out, no longer sold or not in the cart is refused with why", async () => {
    const shopper = visitor();
    const soldOut = await addProduct(store.db, { name: "Horn", qty: 0 });
    const retired = await addProduct(store.db, { isActive: false });
    expect((await shopper.api("/cart/items", { method: "POST", json: { productId: soldOut } })).status).toBe(409);
    expect((await shopper.api("/cart/items", { method: "POST", json: { productId: retired } })).status).toBe(404);
    expect((await shopper.api(`/cart/items/${soldOut}`, { method: "DELETE" })).status).toBe(404);
  });

  test("a line whose stock fell is lowered to what is left and says so; one no longer sold blocks checkout", async () => {
    const shopper = visitor();
    const filter = await addProduct(store.db, { name: "Oil filter", qty: 5 });
    const plug = await addProduct(store.db, { name: "Spark plug", qty: 5 });
    await shopper.api("/cart/items", { method: "POST", json: { productId: filter, quantity: 4 } });
    await shopper.api("/cart/items", { method: "POST", json: { productId: plug, quantity: 1 } });
    await testSql(store.db).run("UPDATE products SET qty = 2 WHERE id = ?", [filter]);
    const lowered = await shopper.api<CartView>("/cart");
    expect(lowered.body.data.lines[0]).toMatchObject({
      quantity: 2,
      problem: "Only 2 left: the quantity was lowered.",
    });
    expect((await shopper.api<CartView>("/cart")).body.data.lines[0]?.problem).toBeNull();
    await testSql(store.db).run("UPDATE products SET is_active = false WHERE id = ?", [plug]);
    const blocked = await shopper.api<CartView>("/cart");
    expect(blocked.body.data.lines[1]?.problem).toBe("No longer sold: please remove it.");
    expect(blocked.body.data.canOrder).toBe(false);
    const removed = await shopper.api<Change>(`/cart/items/${plug}`, { method: "DELETE" });
    expect(removed.body.data.cart.canOrder).toBe(true);
  });

  test("a cart the browser kept in localStorage moves in once: parts still sold, up to their stock", async () => {
    const shopper = visitor();
    const kept = await addProduct(store.db, { qty: 2 });
    const retired = await addProduct(store.db, { isActive: false });
    await shopper.api("/cart/items", { method: "POST", json: { productId: kept, quantity: 1 } });
    const merged = await shopper.api<Change>("/cart/merge", {
      method: "POST",
      json: {
        items: [
          { productId: kept, quantity: 5 },
          { productId: retired, quantity: 1 },
          { productId: 999_999, quantity: 1 },
        ],
      },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.data.cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[kept, 2]]);
    expect(merged.body.data.message).toBe("Your saved cart is back; 2 parts are no longer available.");
  });

  test("a merge takes at most a cart's lines, and an address at most its merges an hour (429 with Retry-After)", async () => {
    const part = await addProduct(store.db, { qty: 5 });
    const tooLong = Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => ({ productId: part + i, quantity: 1 }));
    const refused = await visitor().api("/cart/merge", { method: "POST", json: { items: tooLong } });
    expect(refused.status).toBe(400);
    expect(await testSql(store.db).all("SELECT id FROM carts")).toEqual([]);

    const merge = () =>
      visitor().api("/cart/merge", { method: "POST", json: { items: [{ productId: part, quantity: 1 }] } });
    for (let i = 0; i < MERGES_PER_ADDRESS_PER_HOUR; i++) expect((await merge()).status).toBe(200);
    const over = await merge();
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(TOO_MANY_MERGES);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    const carts = await testSql(store.db).get<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM carts");
    expect(carts?.n).toBe(MERGES_PER_ADDRESS_PER_HOUR);
    clock.advanceMinutes(61);
    expect((await merge()).status).toBe(200);
  });

  test("a write from another site is refused and changes nothing", async () => {
    const shopper = visitor();
    const part = await addProduct(store.db);
    const refused = await shopper.api("/cart/items", {
      method: "POST",
      json: { productId: part },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(refused.status).toBe(403);
    expect(shopper.cookies().cart).toBeUndefined();
  });

  test("the delivery quote prices the visitor's cart; an empty cart has nothing to price", async () => {
    const shopper = visitor();
    expect((await shopper.api("/cart/delivery-quote?method=courier&district=LK-11")).status).toBe(409);
    const part = await addProduct(store.db, { priceCents: 200_000, weightGrams: 2500 });
    await shopper.api("/cart/items", { method: "POST", json: { productId: part } });
    const quote = await shopper.api<{ delivery: { fee: number; zone: string }; total: number }>(
      "/cart/delivery-quote?method=courier&district=LK-11",
    );
    expect(quote.body.data.delivery).toMatchObject({ fee: 350 + 2 * 80, zone: "Colombo district" });
    expect(quote.body.data.total).toBe(2_000 + 510);
    const noDistrict = await shopper.api("/cart/delivery-quote?method=courier");
    expect(noDistrict.status).toBe(400);
  });

  test("carts untouched for 30 days are removed; younger ones stay", async () => {
    const part = await addProduct(store.db);
    const old = visitor();
    await old.api("/cart/items", { method: "POST", json: { productId: part } });
    clock.advanceMinutes(20 * 24 * 60);
    const recent = visitor();
    await recent.api("/cart/items", { method: "POST", json: { productId: part } });
    clock.advanceMinutes(11 * 24 * 60);
    const { createCartService } = await import("./service");
    const carts = createCartService({ db: store.db, clock: clock.now, maxLineQuantity: 50 });
    expect(await carts.prune()).toBe(1);
    expect((await old.api<CartView>("/cart")).body.data.count).toBe(0);
    expect((await recent.api<CartView>("/cart")).body.data.count).toBe(1);
  });
});

describe("the cart without JavaScript", () => {
  test("Add posts a form: 303 back to the page, whose header shows the count and, once, what happened", async () => {
    const shopper = visitor();
    const part = await addProduct(store.db, { name: "Wiper blade", qty: 4 });
    const added = await shopper.post("/client/cart/add", {
      productId: part,
      quantity: 2,
      returnTo: "/client/store?q=wiper",
    });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/client/store?q=wiper");
    const page = await shopper.page("/client/store?q=wiper");
    expect(page.html).toContain("Added Wiper blade to your cart.");
    expect(page.html).toMatch(/data-testid="cart-count"[^>]*>2</);
    const again = await shopper.page("/client/store?q=wiper");
    expect(again.html).not.toContain("Added Wiper blade");
    expect(again.html).toMatch(/data-testid="cart-count"[^>]*>2</);
    // Someone without a cart gets the same page without a count (kept per count, never shared).
    const stranger = await store.request("/client/store?q=wiper");
    expect(await stranger.text()).not.toContain('data-testid="cart-count"');
  });

  test("−, + and a typed quantity change a line; Remove removes it; all come back to the cart", async () => {
    const shopper = visitor();
    const part = await addProduct(store.db, { name: "Air filter", qty: 5 });
    await shopper.post("/client/cart/add", { productId: part, returnTo: "/client/cart" });
    await shopper.post("/client/cart/update", { productId: part, set: 2, quantity: 1, returnTo: "/client/cart" });
    expect((await shopper.api<CartView>("/cart")).body.data.count).toBe(2);
    const typed = await shopper.post("/client/cart/update", { productId: part, quantity: 4, returnTo: "/client/cart" });
    expect(typed.headers.get("location")).toBe("/client/cart");
    expect((await shopper.api<CartView>("/cart")).body.data.count).toBe(4);
    await shopper.post("/client/cart/update", { productId: part, quantity: 0, returnTo: "/client/cart" });
    const cart = await shopper.page("/client/cart");
    expect(cart.html).toContain("Enter a quantity of 1 or more.");
    expect(cart.html).toMatch(
      /aria-label="Quantity of Air filter"[^>]*value="4"|value="4"[^>]*aria-label="Quantity of Air filter"/,
    );
    await shopper.post("/client/cart/remove", { productId: part, returnTo: "/client/cart" });
    const empty = await shopper.page("/client/cart");
    expect(empty.html).toContain("Removed Air filter from your cart.");
    expect(empty.html).toContain("Your cart is empty");
  });

  test("a form from another site changes nothing, and a return address off the storefront goes to the cart", async () => {
    const shopper = visitor();
    const part = await addProduct(store.db);
    const foreign = await shopper.post(
      "/client/cart/add",
      { productId: part, returnTo: "/client/home" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(303);
    expect(shopper.cookies().cart).toBeUndefined();
    for (const returnTo of ["https://evil.example/", "//evil.example", "/console/dashboard"]) {
      const answer = await shopper.post("/client/cart/add", { productId: part, returnTo });
      expect(answer.headers.get("location")).toBe("/client/cart");
    }
  });
});
