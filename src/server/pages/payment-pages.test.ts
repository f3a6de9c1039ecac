import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { cookieHeader, setCookies } from "../../test/accounts";
import { addProduct } from "../../test/catalog";
import { freePort, type ListeningStore, listeningStore } from "../../test/listening-store";
import { type PayHereStandIn, startPayHereStandIn } from "../../test/payhere-stand-in";
import { addBankAccount, PNG_BYTES, TEST_PAYHERE } from "../../test/payments";
import { testSql } from "../../test/test-sql";
import { createOrderLinks } from "../modules/order-link";

let payhere: PayHereStandIn;
let running: ListeningStore;
beforeAll(async () => {
  payhere = startPayHereStandIn();
  const port = freePort();
  running = listeningStore({
    port,
    env: {
      ...TEST_PAYHERE,
      PAYHERE_CHECKOUT_URL: payhere.checkoutUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ORDERS_PER_HOUR_PER_CLIENT: "1000",
    },
  });
  await addBankAccount(running.store);
});
afterAll(async () => {
  await running.stop();
  payhere.stop();
});

/** A browser without JavaScript: its cookies, GETs and form posts (urlencoded or multipart), redirects by hand. */
function browser() {
  const cookies: Record<string, string> = {};
  const send = async (url: string, init: RequestInit = {}) => {
    const absolute = url.startsWith("http") ? url : `${running.url}${url}`;
    const headers = new Headers(init.headers);
    if (absolute.startsWith(running.url)) headers.set("cookie", cookieHeader(cookies));
    const response = await fetch(absolute, { ...init, headers, redirect: "manual" });
    for (const [name, { value }] of setCookies(response)) {
      if (value) cookies[name] = value;
      else delete cookies[name];
    }
    return {
      status: response.status,
      location: response.headers.get("location"),
      html: await response.text(),
      response,
    };
  };
  return {
    get: (url: string) => send(url),
    post: (url: string, fields: Record<string, string | number> | FormData) =>
      send(url, {
        method: "POST",
        body:
          fields instanceof FormData
            ? fields
            : new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])),
        headers: { origin: running.url },
      }),
  };
}

const attemptOf = (html: string) => /name="attempt" value="([^"]+)"/.exec(html)?.[1] ?? "";
const decode = (text: string) => text.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

async function checkout(paymentMethod: string) {
  const shopper = browser();
  const part = await addProduct(running.store.db, {
    name: "Brake pads",
    priceCents: 450_000,
    weightGrams: 1500,
    qty: 50,
  });
  await shopper.post("/client/cart/add", { productId: part, quantity: 2, returnTo: "/client/cart" });
  const page = await shopper.get("/client/checkout");
  expect(page.html).toContain("Bank transfer");
  const placed = await shopper.post("/client/checkout", {
    customerFullName: "Nimal Perera",
    customerPrimaryMobile: "077 123 4567",
    method: "courier",
    district: "LK-21",
    city: "Kandy",
    customerAddress: "12 Temple Road",
    paymentMethod,
    attempt: attemptOf(page.html),
    intent: "place",
  });
  expect(placed.status).toBe(303);
  return {
    shopper,
    location: placed.location as string,
    orderId: /SO-\d{4}-\d{6}/.exec(placed.location ?? "")?.[0] as string,
  };
}

describe("paying by bank transfer without JavaScript", () => {
  test("the order page shows the account and the reference; the slip goes up as a multipart form", async () => {
    const { shopper, location, orderId } = await checkout("BANK_TRANSFER");
    const page = await shopper.get(location);
    expect(page.html).toContain("Awaiting bank transfer");
    expect(page.html).toContain("1000 2345 6789");
    expect(page.html).toContain(`${orderId}</span> as the reference`);
    expect(page.html).toMatch(/enctype="multipart\/form-data"/i);

    const form = new FormData();
    form.set("orderId", orderId);
    form.set("intent", "slip");
    form.set("slip", new Blob(["not a slip"], { type: "image/png" }), "slip.png");
    const wrong = await shopper.post("/client/orders/payment", form);
    expect(wrong.status).toBe(303);
    expect(await shopper.get(location).then((p) => p.html)).toContain(
      "The slip must be a JPEG, PNG or WebP photo or a PDF.",
    );

    form.set("slip", new Blob([PNG_BYTES], { type: "image/png" }), "slip.png");
    const sent = await shopper.post("/client/orders/payment", form);
    expect(sent.location).toBe(`/client/orders/${orderId}`);
    const after = await shopper.get(location);
    expect(after.html).toContain("we have your slip");
    expect(after.html).toContain("Slip received, being checked");
    expect(after.html).not.toMatch(/enctype="multipart\/form-data"/i);

    // A stranger without the cart or the contact cannot send one.
    const stranger = browser();
    const refused = await stranger.post("/client/orders/payment", form);
    expect(refused.status).toBe(303);
  });

  test("from tracking, the contact typed there proves the order is theirs", async () => {
    const { orderId } = await checkout("BANK_TRANSFER");
    const other = browser();
    const tracked = await other.post("/client/orders/track", { orderId, contact: "0771234567" });
    expect(tracked.html).toContain("Awaiting bank transfer");
    expect(tracked.html).toContain('name="contact" value="0771234567"');
    const form = new FormData();
    form.set("orderId", orderId);
    form.set("contact", "0771234567");
    form.set("intent", "slip");
    form.set("slip", new Blob([PNG_BYTES]), "slip.png");
    const sent = await other.post("/client/orders/payment", form);
    expect(sent.location).toBe(`/client/orders/track?orderId=${orderId}`);
    const order = await testSql(running.store.db).get<{ payment_status: string }>(
      "SELECT payment_status FROM orders WHERE order_number = ?",
      [orderId],
    );
    expect(order?.payment_status).toBe("SLIP_RECEIVED");
  });
});

describe("the invoice from tracking", () => {
  test("needs the order's own link: the number and mobile alone show the order, not the name and address", async () => {
    const { orderId } = await checkout("COD");
    const links = createOrderLinks({ jwtSecret: running.store.config.jwtSecret, publicUrl: running.url });
    const key = links.keyOf(orderId);
    const stranger = browser();
    const tracked = await stranger.post("/client/orders/track", { orderId, contact: "0771234567" });
    expect(tracked.html).toContain("Cash on delivery");
    expect(tracked.html).toContain("opens from the link in your order");
    expect(tracked.html).not.toContain("Download invoice (PDF)");
    for (const guess of [undefined, "0123456789ab", key.toUpperCase().slice(1)]) {
      const fields = { orderId, contact: "0771234567", format: "html", ...(guess ? { key: guess } : {}) };
      const refused = await stranger.post("/client/orders/invoice", fields);
      expect(refused.status).toBe(303);
      expect(refused.html).not.toContain("Nimal Perera");
    }

    const customer = browser();
    const opened = await customer.get(new URL(links.linkOf(orderId)).pathname);
    expect(opened.location).toBe(`/client/orders/track?orderId=${orderId}&key=${key}`);
    const page = await customer.get(opened.location as string);
    expect(page.html).toContain(`name="key" value="${key}"`);
    const withLink = await customer.post("/client/orders/track", { orderId, contact: "077 123 4567", key });
    expect(withLink.html).toContain("Download invoice (PDF)");
    const invoice = await customer.post("/client/orders/invoice", {
      orderId,
      contact: "0771234567",
      key,
      format: "html",
    });
    expect(invoice.status).toBe(200);
    expect(invoice.html).toContain("Nimal Perera");
    expect(invoice.html).toContain("12 Temple Road");
  });
});

describe("paying by card through the PayHere stand-in", () => {
  test("checkout leads to PayHere's form; paying there notifies the store, and the order page shows it paid", async () => {
    const { shopper, location, orderId } = await checkout("PAYHERE");
    expect(location).toBe(`/client/orders/${orderId}?pay=1`);
    const page = await shopper.get(location);
    expect(page.response.headers.get("content-security-policy")).toContain(
      `form-action 'self' ${new URL(payhere.checkoutUrl).origin}`,
    );
    expect(page.html).toContain(`action="${payhere.checkoutUrl}"`);
    expect(page.html).toContain("Continue to PayHere");
    const fields = Object.fromEntries(
      [...page.html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2] ?? ""),
      ]),
    );
    expect(fields).toMatchObject({
      merchant_id: TEST_PAYHERE.PAYHERE_MERCHANT_ID,
      order_id: orderId,
      currency: "LKR",
      amount: "9690.00",
    });

    const atPayHere = await shopper.post(payhere.checkoutUrl, fields as Record<string, string>);
    expect(atPayHere.status).toBe(200);
    const token = /name="token" value="([^"]+)"/.exec(atPayHere.html)?.[1] as string;
    const paid = await shopper.post(new URL("/pay/complete", payhere.checkoutUrl).href, { token, action: "pay" });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${running.url}/client/orders/${orderId}`);
    expect(payhere.sent.at(-1)?.status).toBe(200);

    const back = await shopper.get(paid.location as string);
    expect(back.html).toContain("Paid: thank you. Invoice INV-");
    expect(back.html).not.toContain("Continue to PayHere");
    expect(back.html).toContain("Download receipt (PDF)");

    const receipt = await shopper.post("/client/orders/invoice", { orderId, format: "pdf" });
    expect(receipt.status).toBe(200);
    expect(receipt.response.headers.get("content-type")).toBe("application/pdf");
    const printable = await shopper.post("/client/orders/invoice", { orderId, format: "html" });
    expect(printable.html).toContain("Receipt INV-");
    expect(printable.html).toContain("Paid with thanks.");
    const stranger = await browser().post("/client/orders/invoice", { orderId, format: "pdf" });
    expect(stranger.status).toBe(303);
  });

  test("a tampered checkout is refused by PayHere; canceling there lets the customer pay another way", async () => {
    const { shopper, location, orderId } = await checkout("PAYHERE");
    const page = await shopper.get(location);
    const fields = Object.fromEntries(
      [...page.html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        decode(m[2] ?? ""),
      ]),
    ) as Record<string, string>;
    expect((await shopper.post(payhere.checkoutUrl, { ...fields, amount: "1.00" })).status).toBe(400);

    const atPayHere = await shopper.post(payhere.checkoutUrl, fields);
    const token = /name="token" value="([^"]+)"/.exec(atPayHere.html)?.[1] as string;
    await shopper.post(new URL("/pay/complete", payhere.checkoutUrl).href, { token, action: "cancel" });
    const back = await shopper.get(`/client/orders/${orderId}`);
    expect(back.html).toContain("Payment canceled");
    expect(back.html).toContain("Your card payment did not go through");

    const switched = await shopper.post("/client/orders/payment", {
      orderId,
      intent: "switch",
      method: "BANK_TRANSFER",
    });
    expect(switched.location).toBe(`/client/orders/${orderId}`);
    const now = await shopper.get(`/client/orders/${orderId}`);
    expect(now.html).toContain("You will pay by bank transfer.");
    expect(now.html).toContain("Awaiting bank transfer");
  });
});
