import { beforeEach, describe, expect, test } from "bun:test";
import { cookieHeader, setCookies } from "../../test/accounts";
import { addProduct } from "../../test/catalog";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";

let store: TestApp;
beforeEach(() => {
  store = makeTestApp();
});

/** A browser without JavaScript: its cookies, plain GETs and form posts. */
function browser() {
  const cookies: Record<string, string> = {};
  const keep = (response: Response) => {
    for (const [name, { value }] of setCookies(response)) {
      if (value) cookies[name] = value;
      else delete cookies[name];
    }
  };
  return {
    async get(path: string) {
      const response = await store.request(path, { headers: { cookie: cookieHeader(cookies) } });
      keep(response);
      return { status: response.status, html: await response.text() };
    },
    async post(path: string, fields: Record<string, string | number>) {
      const response = await store.request(path, {
        method: "POST",
        body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
        headers: {
          cookie: cookieHeader(cookies),
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://localhost",
        },
        redirect: "manual",
      });
      keep(response);
      return { status: response.status, location: response.headers.get("location"), html: await response.text() };
    },
  };
}

const attemptOf = (html: string) => /name="attempt" value="([^"]+)"/.exec(html)?.[1] ?? "";
const ordersCount = async () =>
  (await testSql(store.db).get<{ n: number }>("SELECT CAST(count(*) AS integer) AS n FROM orders"))?.n;

const contact = {
  customerFullName: "Nimal Perera",
  customerPrimaryMobile: "077 123 4567",
  method: "courier",
  district: "LK-21",
  city: "Kandy",
  customerAddress: "12 Temple Road",
};

async function shopperWithCart() {
  const shopper = browser();
  const part = await addProduct(store.db, { name: "Brake pads", priceCents: 450_000, weightGrams: 1500, qty: 5 });
  await shopper.post("/client/cart/add", { productId: part, quantity: 2, returnTo: "/client/cart" });
  const checkout = await shopper.get("/client/checkout");
  return { shopper, part, attempt: attemptOf(checkout.html), html: checkout.html };
}

describe("checkout as a page, without JavaScript", () => {
  test("the page lists every line, the 25 districts by province, the branches, and asks for a district", async () => {
    const { html } = await shopperWithCart();
    expect(html).toContain("2 × </span>Brake pads");
    expect(html.match(/<option value="LK-\d\d"/g)).toHaveLength(25);
    expect(html).toContain('<optgroup label="Northern Province">');
    expect(html).toContain("Kandy");
    expect(html).toMatch(/data-testid="delivery-fee"[^>]*>Choose your district</);
  });

  test("'Update delivery fee' shows the fee and total for the district chosen, keeping what was typed", async () => {
    const { shopper, attempt } = await shopperWithCart();
    const quoted = await shopper.post("/client/checkout", { ...contact, attempt, intent: "quote" });
    expect(quoted.status).toBe(200);
    // Kandy is a main town: Rs. 450 for the first kg, Rs. 120 for the next two of 3 kg.
    expect(quoted.html).toMatch(/data-testid="delivery-fee"[^>]*>Rs\. 690\.00</);
    expect(quoted.html).toMatch(/data-testid="checkout-total">Rs\. 9,690\.00</);
    expect(quoted.html).toContain("Place order · Rs. 9,690.00");
    expect(quoted.html).toContain('value="Nimal Perera"');
    expect(await ordersCount()).toBe(0);
  });

  test("a refused order shows each error beside its field, keeps what was typed, and places nothing", async () => {
    const { shopper, attempt } = await shopperWithCart();
    const refused = await shopper.post("/client/checkout", {
      ...contact,
      customerPrimaryMobile: "011 281 3344",
      city: "",
      attempt,
      intent: "place",
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/id="checkout-customerPrimaryMobile-error"[^>]*>That is a landline/);
    expect(refused.html).toMatch(/id="checkout-city-error"[^>]*>City or town is required/);
    expect(refused.html).toContain('value="011 281 3344"');
    expect(refused.html).toContain("12 Temple Road");
    expect(await ordersCount()).toBe(0);
  });

  test("Place order places the cart's order (no e-mail needed), empties the cart, and a second submit finds it", async () => {
    const { shopper, attempt } = await shopperWithCart();
    const placed = await shopper.post("/client/checkout", { ...contact, attempt, intent: "place" });
    expect(placed.status).toBe(303);
    const orderNumber = placed.location?.split("/").pop() ?? "";
    expect(orderNumber).toMatch(/^SO-2026-\d{6}$/);
    const again = await shopper.post("/client/checkout", { ...contact, attempt, intent: "place" });
    expect(again.location).toBe(placed.location);
    expect(await ordersCount()).toBe(1);

    const row = await testSql(store.db).get<Record<string, unknown>>(
      // Money as integer: PostgreSQL's driver gives a bigint as text.
      "SELECT customer_email, customer_primary_mobile, CAST(items_cents AS integer) AS items_cents, CAST(delivery_fee_cents AS integer) AS delivery_fee_cents, CAST(total_cents AS integer) AS total_cents, delivery_method, delivery_district, delivery_city FROM orders",
    );
    expect(row).toEqual({
      customer_email: "",
      customer_primary_mobile: "+94771234567",
      items_cents: 900_000,
      delivery_fee_cents: 69_000,
      total_cents: 969_000,
      delivery_method: "COURIER",
      delivery_district: "LK-21",
      delivery_city: "Kandy",
    });
    expect((await shopper.get("/client/cart")).html).toContain("Your cart is empty");

    const confirmation = await shopper.get(`/client/orders/${orderNumber}`);
    expect(confirmation.html).toContain("Thank you! Your order is placed.");
    expect(confirmation.html).toContain("We will call you on 077 123 4567");
    expect(confirmation.html).toMatch(/data-testid="order-total"[^>]*>Rs\. 9,690\.00</);
    // Another browser with the link sees no details, only the way to track it.
    const other = await browser().get(`/client/orders/${orderNumber}`);
    expect(other.html).toContain("To see this order");
    expect(other.html).not.toContain("Temple Road");
  });

  test("pickup needs no address and costs nothing", async () => {
    const { shopper, attempt, html } = await shopperWithCart();
    const branchId = /name="branchId" value="(\d+)"/.exec(html)?.[1] ?? "";
    const placed = await shopper.post("/client/checkout", {
      customerFullName: "Kamala",
      customerPrimaryMobile: "0712345678",
      method: "pickup",
      branchId,
      attempt,
      intent: "place",
    });
    expect(placed.status).toBe(303);
    const confirmation = await shopper.get(placed.location ?? "");
    expect(confirmation.html).toContain("Collect it at");
    expect(confirmation.html).toMatch(/data-testid="delivery-fee"[^>]*>Free</);
  });

  test("the SMS box comes ticked; unticked, the order gets no texts; ticked, its texts are queued", async () => {
    const { shopper, attempt, html } = await shopperWithCart();
    expect(/<input[^>]*name="smsUpdates"[^>]*>/.exec(html)?.[0]).toContain('checked=""');
    const declined = await shopper.post("/client/checkout", { ...contact, smsAsked: 1, attempt, intent: "place" });
    expect(declined.status).toBe(303);
    const ordersTexts = async () =>
      await testSql(store.db).all<{ sms: number; texts: number }>(
        "SELECT CASE WHEN o.sms_updates THEN 1 ELSE 0 END AS sms, CAST((SELECT count(*) FROM sms_outbox t WHERE t.order_id = o.id) AS integer) AS texts FROM orders o ORDER BY o.id",
      );
    const again = await shopperWithCart();
    await again.shopper.post("/client/checkout", {
      ...contact,
      smsAsked: 1,
      smsUpdates: "on",
      attempt: again.attempt,
      intent: "place",
    });
    expect(await ordersTexts()).toEqual([
      { sms: 0, texts: 0 },
      { sms: 1, texts: 1 },
    ]);
  });

  test("tracking takes the order number with the e-mail or the mobile in the body, and shows the delivery", async () => {
    const { shopper, attempt } = await shopperWithCart();
    const placed = await shopper.post("/client/checkout", {
      ...contact,
      customerEmail: "nimal@example.lk",
      attempt,
      intent: "place",
    });
    const orderNumber = placed.location?.split("/").pop() ?? "";
    const stranger = browser();
    for (const typed of ["+94 77 123 4567", "0771234567", "NIMAL@example.lk"]) {
      const found = await stranger.post("/client/orders/track", { orderId: orderNumber.toLowerCase(), contact: typed });
      expect(found.status).toBe(200);
      expect(found.html).toContain(`Order ${orderNumber}`);
      expect(found.html).toMatch(/data-testid="delivery-fee"[^>]*>Rs\. 690\.00</);
    }
    const wrong = await stranger.post("/client/orders/track", { orderId: orderNumber, contact: "0779999999" });
    expect(wrong.status).toBe(404);
    expect(wrong.html).toContain("We found no order with this order number and e-mail or mobile number.");
    const api = await store.api<{ orderId: string }>("/orders/visitor/track", {
      method: "POST",
      json: { orderId: orderNumber, contact: "077-123-4567" },
    });
    expect(api.body.data.orderId).toBe(orderNumber);
  });
});
