import { beforeEach, describe, expect, test } from "bun:test";
import { makeBrand } from "../../../test/catalog";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { CategoryRow } from "./model";

let store: TestApp;
let staff: Record<string, string>;
let toyota: number;
let honda: number;
type CategoryPage = { data: CategoryRow[]; count: number };

beforeEach(async () => {
  store = makeTestApp();
  staff = await store.asAdmin();
  toyota = await makeBrand(store.db, "Toyota");
  honda = await makeBrand(store.db, "Honda");
});

const addCategory = (brandId: number, category: string, description?: string) =>
  store.api<CategoryRow>("/categories/add-category", {
    method: "POST",
    headers: staff,
    json: { brandId, category, description },
  });

describe("categories", () => {
  test("add answers 201 with the brand's name; description defaults to '-'", async () => {
    const { status, body } = await addCategory(toyota, " Brakes ");
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ category: "Brakes", description: "-", brandId: toyota, brandName: "Toyota" });
  });

  test("a name is unique within its brand only; unknown brand is 422; blank name is 400", async () => {
    await addCategory(toyota, "Brakes");
    const clash = await addCategory(toyota, "BRAKES");
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Toyota already has a category named "Brakes".');
    expect((await addCategory(honda, "Brakes")).status).toBe(201);

    const unknown = await addCategory(99999, "Filters");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: "brandId", message: "No brand has this id." }]);
    const blank = await addCategory(toyota, " ");
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: "category", message: "Category name is required." }]);
    const wrongType = await addCategory("x" as unknown as number, "Filters");
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors?.[0]?.field).toBe("brandId");
  });

  test("update edits name, description and brand; 404 when missing, 409 for a taken name", async () => {
    await addCategory(honda, "Brakes");
    const filters = (await addCategory(toyota, "Filters")).body.data;
    const moved = await store.api<CategoryRow>(`/categories/update-category/${filters.categoryId}`, {
      method: "PUT",
      headers: staff,
      json: { brandId: honda, category: "Oil filters", description: "Spin-on" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({
      categoryId: filters.categoryId,
      category: "Oil filters",
      description: "Spin-on",
      brandId: honda,
      brandName: "Honda",
    });
    const clash = await store.api(`/categories/update-category/${filters.categoryId}`, {
      method: "PUT",
      headers: staff,
      json: { brandId: honda, category: "brakes" },
    });
    expect(clash.status).toBe(409);
    const missing = await store.api("/categories/update-category/99999", {
      method: "PUT",
      headers: staff,
      json: { brandId: honda, category: "X" },
    });
    expect(missing.status).toBe(404);
  });

  test("lists: search by name, all, by brand (query and path), paged, count; visitor list is public", async () => {
    for (const [brandId, name] of [
      [toyota, "Brakes"],
      [honda, "Brakes"],
      [toyota, "Suspension"],
    ] as const) {
      await addCategory(brandId, name);
    }
    const search = await store.api<CategoryRow[]>("/categories/get-all?searchText=brak", { headers: staff });
    expect(search.body.data.map((c) => `${c.brandName}/${c.category}`)).toEqual(["Honda/Brakes", "Toyota/Brakes"]);
    const visitor = await store.api<CategoryRow[]>("/categories/visitor/get-all-for-client?searchText=");
    expect(visitor.status).toBe(200);
    const all = await store.api<CategoryRow[]>("/categories/get-all-list", { headers: staff });
    expect(all.body.data).toEqual(visitor.body.data);
    const count = await store.api<number>("/categories/count", { headers: staff });
    expect(count.body.data).toBe(all.body.data.length);

    const byQuery = await store.api<CategoryPage>(`/categories/get-all-by-brand?brandId=${toyota}&page=0&size=1`, {
      headers: staff,
    });
    expect(byQuery.body.data.count).toBe(2);
    expect(byQuery.body.data.data.map((c) => c.category)).toEqual(["Brakes"]);
    const byPath = await store.api<CategoryPage>(`/categories/get-all-by-brand/${toyota}?page=1&size=1&status=`, {
      headers: staff,
    });
    expect(byPath.body.data).toMatchObject({ count: 2, data: [{ category: "Suspension" }] });
    const past = await store.api<CategoryPage>(`/categories/get-all-by-brand/${toyota}?page=9&size=1`, {
      headers: staff,
    });
    expect(past.body.data).toEqual({ data: [], count: 2 });
  });

  test("delete: 409 while it has sub-categories, then 200, then 404", async () => {
    const wipers = (await addCategory(toyota, "Wipers")).body.data;
    await testSql(store.db).run("INSERT INTO sub_categories (category_id, name) VALUES (?, 'Blades')", [
      wipers.categoryId,
    ]);
    const refused = await store.api(`/categories/delete-category/${wipers.categoryId}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('"Wipers" still has 1 sub-category. Delete or move them first.');
    await testSql(store.db).run("DELETE FROM sub_categories WHERE category_id = ?", [wipers.categoryId]);
    const deleted = await store.api(`/categories/delete-category/${wipers.categoryId}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(deleted.status).toBe(200);
    expect(
      (await store.api(`/categories/delete-category/${wipers.categoryId}`, { method: "DELETE", headers: staff }))
        .status,
    ).toBe(404);
  });

  test("staff paths answer 401 without a session", async () => {
    for (const [method, path] of [
      ["GET", "/categories/get-all"],
      ["GET", "/categories/get-all-list"],
      ["GET", "/categories/get-all-by-brand"],
      ["GET", `/categories/get-all-by-brand/${toyota}`],
      ["GET", "/categories/count"],
      ["POST", "/categories/add-category"],
      ["PUT", "/categories/update-category/1"],
      ["DELETE", "/categories/delete-category/1"],
    ]) {
      expect((await store.api(path as string, { method })).status).toBe(401);
    }
  });
});
