import { describe, expect, test } from "bun:test";
import { addProduct, makeSubCategory } from "../../test/catalog";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";
import type { Product } from "../modules/products/model";

/** Everything a visitor reads about one product: the API, the store list, the product page and its data. */
async function visitorViews(store: TestApp, id: number, name: string) {
  const api = await store.api<Product>(`/products/visitor/get-product-by-id/${id}`);
  const list = await store.api<{ data: Product[] }>("/products/visitor/get-all-products?page=0&size=50");
  const search = await store.api<{ data: Product[] }>(
    `/products/visitor/get-all-products-search?searchText=${encodeURIComponent(name)}&page=0&size=10`,
  );
  const page = await store.request(`/client/product/${id}`);
  const data = await store.request(`/_data/client/product/${id}`);
  const storePage = await (await store.request("/client/store?size=48")).text();
  return {
    api: api.status === 200 ? api.body.data : null,
    listed: list.body.data.data.find((row) => row.productId === id) ?? null,
    searched: search.body.data.data.some((row) => row.productId === id),
    pageStatus: page.status,
    pageHtml: await page.text(),
    data: (await data.json()) as { data: { product: Product | null } },
    storePage,
  };
}

const editForm = (subCategoryId: number, data: Record<string, unknown>) => {
  const body = new FormData();
  body.set("subCategoryId", String(subCategoryId));
  body.set("data", JSON.stringify(data));
  return body;
};

describe("the storefront's cached answers", () => {
  test("a price, name and stock change made in the console shows on the very next read and page render", async () => {
    const store = makeTestApp();
    const staff = await store.asAdmin();
    const subCategoryId = await makeSubCategory(store.db);
    const id = await addProduct(store.db, { subCategoryId, name: "Oil filter Corolla", priceCents: 250_000, qty: 7 });
    const before = await visitorViews(store, id, "Oil filter Corolla");
    expect(before.api?.price).toBe(2500);
    expect(before.pageHtml).toContain("Oil filter Corolla");
    // Read twice: the second answer comes from the cache.
    expect((await visitorViews(store, id, "Oil filter Corolla")).api?.price).toBe(2500);

    const edited = await store.api<Product>(`/products/update-product/${id}`, {
      method: "PUT",
      headers: staff,
      body: editForm(subCategoryId, { productName: "Oil filter Axio", price: 3100, qty: 7, mfd: "2025-01-01" }),
    });
    expect(edited.status).toBe(200);
    const renamed = await visitorViews(store, id, "Oil filter Axio");
    expect(renamed.api).toMatchObject({ productName: "Oil filter Axio", price: 3100 });
    expect(renamed.listed).toMatchObject({ productName: "Oil filter Axio", price: 3100 });
    expect(renamed.searched).toBe(true);
    expect(renamed.pageHtml).toContain("Oil filter Axio");
    expect(renamed.pageHtml).not.toContain("Oil filter Corolla");
    expect(renamed.data.data.product?.price).toBe(3100);
    expect(renamed.storePage).toContain("Oil filter Axio");

    expect((await store.api(`/products/change-existing-qty/${id}/2`, { method: "PUT", headers: staff })).status).toBe(
      200,
    );
    const restocked = await visitorViews(store, id, "Oil filter Axio");
    expect(restocked.api?.qty).toBe(2);
    expect(restocked.listed?.qty).toBe(2);
    expect(restocked.data.data.product?.qty).toBe(2);
  });

  test("a product taken out of the shop is gone from the very next read and page", async () => {
    const store = makeTestApp();
    const staff = await store.asAdmin();
    const subCategoryId = await makeSubCategory(store.db);
    const id = await addProduct(store.db, { subCategoryId, name: "Spark plug Vitz" });
    expect((await visitorViews(store, id, "Spark plug Vitz")).pageStatus).toBe(200);

    const hidden = await store.api(`/products/update-product/${id}`, {
      method: "PUT",
      headers: staff,
      body: editForm(subCategoryId, {
        productName: "Spark plug Vitz",
        price: 900,
        qty: 10,
        mfd: "2025-01-01",
        isActive: false,
      }),
    });
    expect(hidden.status).toBe(200);
    const after = await visitorViews(store, id, "Spark plug Vitz");
    expect(after.api).toBeNull();
    expect(after.listed).toBeNull();
    expect(after.searched).toBe(false);
    expect(after.pageStatus).toBe(404);
    expect(after.data.data.product).toBeNull();
    expect(after.storePage).not.toContain("Spark plug Vitz");
  });

  test("an order's stock taken shows on the next read; a change written straight to the database too", async () => {
    const store = makeTestApp();
    const id = await addProduct(store.db, { name: "Wiper blade 22 in", qty: 5, priceCents: 150_000 });
    expect((await visitorViews(store, id, "Wiper blade")).api?.qty).toBe(5);

    const order = await store.api("/orders/visitor/make-order", {
      method: "POST",
      json: {
        customerEmail: "nimal@example.com",
        customerPrimaryMobile: "077 123 4567",
        customerFullName: "Nimal Perera",
        customerAddress: "12 Galle Road, Colombo 03",
        orderItems: [{ productId: id, quantity: 3 }],
      },
    });
    expect(order.status).toBe(201);
    const afterOrder = await visitorViews(store, id, "Wiper blade");
    expect(afterOrder.api?.qty).toBe(2);
    expect(afterOrder.listed?.qty).toBe(2);

    // Not through any service: the database's own triggers mark the catalog changed.
    await testSql(store.db).run("UPDATE products SET price_cents = 175000 WHERE id = ?", [id]);
    expect((await visitorViews(store, id, "Wiper blade")).api?.price).toBe(1750);
  });

  test("a browser holding the current answer gets 304; after a change it gets the new one", async () => {
    const store = makeTestApp();
    const id = await addProduct(store.db, { name: "Brake fluid DOT4", priceCents: 180_000 });
    for (const path of [`/api/v1/products/visitor/get-product-by-id/${id}`, `/client/product/${id}`]) {
      const first = await store.request(path);
      const etag = first.headers.get("etag") as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const again = await store.request(path, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("content-security-policy")).toBeTruthy();

      await testSql(store.db).run("UPDATE products SET qty = qty + 1 WHERE id = ?", [id]);
      const changed = await store.request(path, { headers: { "if-none-match": etag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get("etag")).not.toBe(etag);
    }
  });

  test("the console's reads and pages are never cached", async () => {
    const store = makeTestApp();
    const staff = await store.asAdmin();
    const id = await addProduct(store.db, { name: "Radiator cap", qty: 4 });
    const read = () => store.api<Product>(`/products/get-product-by-id/${id}`, { headers: staff });
    const first = await read();
    expect(first.headers.get("etag")).toBeNull();
    expect(first.body.data.qty).toBe(4);
    await testSql(store.db).run("UPDATE products SET qty = 9 WHERE id = ?", [id]);
    expect((await read()).body.data.qty).toBe(9);

    const page = await store.request("/sign-in");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.headers.get("etag")).toBeNull();
  });

  test("a cached page lets no inline script run but React's own, listed by hash", async () => {
    const store = makeTestApp();
    const page = await store.request("/client/home");
    const csp = page.headers.get("content-security-policy") as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("nonce-");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
  });
});
