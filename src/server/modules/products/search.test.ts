import { beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "../../../db/seed/seed-demo";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { Page } from "../../http/envelope";
import type { Product } from "./model";

let store: TestApp;
beforeAll(async () => {
  store = makeTestApp();
  await seedDemo(store.db);
});

const search = async (text: string, path = "/products/visitor/get-all-products") => {
  const { status, body } = await store.api<Page<Product>>(`${path}?searchText=${encodeURIComponent(text)}`);
  return { status, page: body.data };
};

describe("product search", () => {
  test("a part code is found with dashes, spaces or neither, and first", async () => {
    for (const text of ["04465-0K090", "04465 0K090", "044650k090", "044650K0"]) {
      const { status, page } = await search(text);
      expect(status).toBe(200);
      expect(page.data[0]?.code).toBe("04465-0K090");
    }
  });

  test("finds by name as the customer types, every word counting", async () => {
    const { page } = await search("brake pa");
    expect(page.count).toBeGreaterThan(0);
    for (const product of page.data) {
      const text = `${product.productName} ${product.productDisplayName} ${product.description}`.toLowerCase();
      expect(text).toContain("brake");
    }
    const hilux = await search("hilux front brake");
    expect(hilux.page.data[0]?.code).toBe("04465-0K090");
  });

  test("finds by brand name, and only active products", async () => {
    const { page } = await search("denso");
    expect(page.count).toBeGreaterThan(0);
    expect(page.data.every((p) => p.subCategory.brand === "Denso" || /denso/i.test(JSON.stringify(p)))).toBe(true);
    expect(page.data.every((p) => p.isActive)).toBe(true);
  });

  test("the search path answers the same matches", async () => {
    const list = await search("oil filter");
    const searched = await search("oil filter", "/products/visitor/get-all-products-search");
    expect(searched.status).toBe(200);
    expect(searched.page.count).toBe(list.page.count);
    expect(searched.page.data.map((p) => p.productId)).toEqual(list.page.data.map((p) => p.productId).slice(0, 20));
  });

  test("hostile or odd text gives results or an empty list, never an error", async () => {
    const hostile = [
      '"brake',
      "*brake",
      "brake -pad",
      "BP-1234",
      "brake OR",
      "NOT brake",
      "(brake",
      "a:b",
      "O'Reilly",
      "+",
      "AND",
      "NEAR(brake pad)",
      "'; DROP TABLE products; --",
      "🚗🔧 brake",
      "%",
      "_",
      "\\",
      "\u0000",
      "ｂｒａｋｅ",
      "x".repeat(10_000),
      "brake ".repeat(1500).slice(0, 9_999),
    ];
    for (const text of hostile) {
      const { status, page } = await search(text);
      expect(status).toBe(200);
      expect(Array.isArray(page.data)).toBe(true);
    }
    expect((await search("ｂｒａｋｅ")).page.count).toBe((await search("brake")).page.count);
    const tooLong = await store.api(`/products/visitor/get-all-products?searchText=${"x".repeat(10_001)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.[0]?.field).toBe("searchText");
  });

  test("search combines with the brand, category and sub-category filters and with every sort", async () => {
    const brakes = (await search("brake")).page;
    const sample = brakes.data[0] as Product;
    for (const key of ["brandId", "categoryId", "subCategoryId"] as const) {
      const id = sample.subCategory[key];
      const { body } = await store.api<Page<Product>>(
        `/products/visitor/get-all-products?searchText=brake&${key}=${id}&size=100`,
      );
      expect(body.data.count).toBeGreaterThan(0);
      expect(body.data.count).toBeLessThanOrEqual(brakes.count);
      expect(body.data.data.every((p) => p.subCategory[key] === id)).toBe(true);
    }
    const cheapest = await store.api<Page<Product>>(
      "/products/visitor/get-all-products?searchText=brake&sort=price-asc&size=100",
    );
    expect(cheapest.body.data.count).toBe(brakes.count);
    const paid = cheapest.body.data.data.map((p) => p.discountPrice ?? p.price);
    expect(paid).toEqual(paid.toSorted((a, b) => a - b));
  });

  test("a product hidden by staff disappears from search and comes back when shown", async () => {
    const staff = await store.asAdmin();
    const target = (await search("04465-0K090")).page.data[0] as Product;
    await testSql(store.db).run("UPDATE products SET is_active = false WHERE id = ?", [target.productId]);
    expect((await search("04465-0K090")).page.data.map((p) => p.productId)).not.toContain(target.productId);
    const staffView = await store.api<Page<Product>>(
      "/products/get-all-products?searchText=04465-0K090&isActive=false",
      {
        headers: staff,
      },
    );
    expect(staffView.body.data.data.map((p) => p.productId)).toEqual([target.productId]);
    await testSql(store.db).run("UPDATE products SET is_active = true WHERE id = ?", [target.productId]);
    expect((await search("04465-0K090")).page.data[0]?.productId).toBe(target.productId);
  });

  test("renaming a brand re-indexes its products", async () => {
    const denso = (await search("denso")).page;
    const brandId = (denso.data[0] as Product).subCategory.brandId;
    await testSql(store.db).run("UPDATE brands SET name = 'Densoworks' WHERE id = ?", [brandId]);
    expect((await search("densowor")).page.count).toBeGreaterThan(0);
    await testSql(store.db).run("UPDATE brands SET name = 'Denso' WHERE id = ?", [brandId]);
  });

  test("blank search lists everything active, newest first", async () => {
    const all = await search("   ");
    const active = await testSql(store.db).get<{ n: number }>(
      "SELECT CAST(count(*) AS integer) AS n FROM products WHERE is_active = true",
    );
    expect(all.page.count).toBe(active?.n as number);
  });
});

describe("product lists", () => {
  const list = async (
    query: string,
    headers: Record<string, string> = {},
    path = "/products/visitor/get-all-products",
  ) => store.api<Page<Product>>(`${path}?${query}`, { headers });

  test("filters by brand, category and sub-category; empty ids mean any", async () => {
    const all = (await list("searchText=&page=0&size=8&subCategoryId=&categoryId=&brandId=")).body.data;
    expect(all.data).toHaveLength(8);
    const sample = all.data[0] as Product;
    for (const [key, value] of [
      ["brandId", sample.subCategory.brandId],
      ["categoryId", sample.subCategory.categoryId],
      ["subCategoryId", sample.subCategory.subCategoryId],
    ] as const) {
      const { status, body } = await list(`${key}=${value}&size=100`);
      expect(status).toBe(200);
      expect(body.data.count).toBeGreaterThan(0);
      expect(body.data.data.every((p) => p.subCategory[key] === value)).toBe(true);
    }
    const bad = await list("brandId=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe("brandId");
  });

  test("sorts by price (what the customer pays), name and newest", async () => {
    const paid = (p: Product) => p.discountPrice ?? p.price;
    const asc = (await list("sort=price-asc&size=100")).body.data.data.map(paid);
    expect(asc).toEqual(asc.toSorted((a, b) => a - b));
    const desc = (await list("sort=price-desc&size=100")).body.data.data.map(paid);
    expect(desc).toEqual(desc.toSorted((a, b) => b - a));
    const names = (await list("sort=name&size=100")).body.data.data.map((p) => p.productName.toLowerCase());
    expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bad = await list("sort=cheapest");
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe("sort");
  });

  test("pages: last page, page past the end, size 0 and a size over 100", async () => {
    const count = (await list("size=0")).body.data;
    expect(count.data).toEqual([]);
    const pages = Math.ceil(count.count / 12);
    const last = (await list(`page=${pages - 1}`)).body.data;
    expect(last.data).toHaveLength(count.count - (pages - 1) * 12);
    expect((await list(`page=${pages}`)).body.data).toEqual({ data: [], count: count.count });
    expect((await list("size=1000")).body.data.data).toHaveLength(Math.min(count.count, 100));
    expect((await list("size=-1")).status).toBe(400);
  });

  test("the staff list includes inactive products and can filter on isActive", async () => {
    const staff = await store.asAdmin();
    const path = "/products/get-all-products";
    const all = (await list("size=0", staff, path)).body.data.count;
    const inactive = (await list("size=100&isActive=false", staff, path)).body.data;
    expect(inactive.count).toBeGreaterThan(0);
    expect(inactive.data.every((p) => !p.isActive)).toBe(true);
    const visitor = (await list("size=0")).body.data.count;
    expect(all).toBe(visitor + inactive.count);
    expect((await store.api<number>("/products/count", { headers: staff })).body.data).toBe(all);
    expect((await list("size=1", {}, path)).status).toBe(401);
  });
});
