import { describe, expect, test } from "bun:test";
import { addProduct } from "../../../test/catalog";
import { orderBody, placeOrder } from "../../../test/orders";
import { payStore, placeWith, staffView } from "../../../test/payments";

describe("invoice numbers", () => {
  test("are given when paid, in order with no gaps even when many are paid at once, and start again each year", async () => {
    const { store, clock } = await payStore();
    const staff = await store.asStaff();
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push((await placeWith(store, "BANK_TRANSFER")).order);
    await Promise.all(
      orders.map((order) =>
        store.api(`/payments/orders/${order.orderId}/mark-paid`, { method: "POST", headers: staff, json: {} }),
      ),
    );
    await Promise.all(
      orders.map((order) =>
        store.api(`/payments/orders/${order.orderId}/mark-paid`, { method: "POST", headers: staff, json: {} }),
      ),
    );
    const numbers = (await Promise.all(orders.map((order) => staffView(store, order)))).map(
      (o) => o.payment.invoiceNumber,
    );
    const year = clock.now().getUTCFullYear();
    expect([...numbers].sort()).toEqual(orders.map((_, i) => `INV-${year}-${String(i + 1).padStart(6, "0")}`));

    clock.advanceMinutes(366 * 24 * 60);
    const next = (await placeWith(store, "COD")).order;
    expect(next.payment.invoiceNumber).toBe(`INV-${year + 1}-000001`);
  });
});

describe("invoices", () => {
  test("staff download a COD order's invoice as a PDF or a printable page; an unpaid transfer has none yet", async () => {
    const { store } = await payStore();
    const staff = await store.asStaff();
    const { order } = await placeWith(store, "COD", 2);
    const pdf = await store.request(`/api/v1/payments/orders/${order.orderId}/invoice`, { headers: staff });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${order.payment.invoiceNumber}.pdf"`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

    const html = await store.request(`/api/v1/payments/orders/${order.orderId}/invoice?format=html`, {
      headers: staff,
    });
    const page = await html.text();
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page).toContain(`Invoice ${order.payment.invoiceNumber}`);
    expect(page).toContain("Nimal Perera");
    expect(page).toContain("LKR 200.00");
    expect(page).toContain("Cash on delivery · Cash due on delivery");
    expect(page).toContain("Not paid yet");
    // Its own policy lets exactly its style element in (the store's would leave it unstyled), and no style attribute.
    const policy = html.headers.get("content-security-policy") ?? "";
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = ""]) => css);
    expect(styles.length).toBeGreaterThan(0);
    for (const css of styles) {
      expect(policy).toContain(`style-src 'sha256-${new Bun.CryptoHasher("sha256").update(css).digest("base64")}'`);
    }
    expect(page).not.toMatch(/\sstyle=/);
    expect(policy).toContain("default-src 'none'");

    expect((await store.request(`/api/v1/payments/orders/${order.orderId}/invoice`)).status).toBe(401);
    const transfer = (await placeWith(store, "BANK_TRANSFER")).order;
    const none = await store.api(`/payments/orders/${transfer.orderId}/invoice`, { headers: staff });
    expect(none.status).toBe(409);
    expect(none.body.message).toBe(`Order ${transfer.orderId} has no invoice yet: it gets one when it is paid.`);
  });

  test("a name in Sinhala prints as written on the page and does not stop the PDF", async () => {
    const { store } = await payStore();
    const part = await addProduct(store.db, { qty: 5 });
    const placed = await placeOrder(
      store,
      orderBody([{ productId: part, quantity: 1 }], { customerFullName: "නිමල් පෙරේරා", payment: { method: "COD" } }),
    );
    const staff = await store.asStaff();
    const pdf = await store.request(`/api/v1/payments/orders/${placed.body.data.orderId}/invoice`, { headers: staff });
    expect(pdf.status).toBe(200);
    const html = await store.request(`/api/v1/payments/orders/${placed.body.data.orderId}/invoice?format=html`, {
      headers: staff,
    });
    expect(await html.text()).toContain("නිමල් පෙරේරා");
  });
});
