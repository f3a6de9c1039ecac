import { beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "../../../db/seed/seed-demo";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { Product } from "./model";

let store: TestApp;
beforeAll(async () => {
  store = makeTestApp();
  await seedDemo(store.db);
});

const firstActive = async () =>
  await testSql(store.db).get<{ id: number; name: string }>(
    "SELECT id, name FROM products WHERE is_active = true ORDER BY id LIMIT 1",
  );

describe("GET /products/visitor/get-product-by-id/:id", () => {
  test("answers an active product with its taxonomy and images in order", async () => {
    const product = await firstActive();
    const { status, body } = await store.api<Product>(`/products/visitor/get-product-by-id/${product?.id}`);
    expect(status).toBe(200);
    expect(body.data.productId).toBe(product?.id as number);
    expect(body.data.productName).toBe(product?.name as string);
    expect(body.data.subCategory.brand.length).toBeGreaterThan(0);
    expect(body.data.images.length).toBeGreaterThan(0);
    expect(body.data.images[0]).toStartWith("/images/");
  });

  test("an inactive or missing product is a 404 envelope with data null", async () => {
    const inactive = await testSql(store.db).get<{ id: number }>("SELECT id FROM products WHERE is_active = false");
    for (const id of [inactive?.id, 999_999]) {
      const { status, body } = await store.api(`/products/visitor/get-product-by-id/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, message: "Product not found", data: null });
    }
  });

  test("an id that is not a whole number is a 400 naming the field", async () => {
    for (const id of ["abc", "0", "1.5"]) {
      const { status, body } = await store.api(`/products/visitor/get-product-by-id/${id}`);
      expect(status).toBe(400);
      expect(body.errors).toEqual([{ field: "id", message: "id must be a whole number, 1 or more" }]);
    }
  });
});
