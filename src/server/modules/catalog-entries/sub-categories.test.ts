import { beforeEach, describe, expect, test } from "bun:test";
import { makeBrand, makeCategory } from "../../../test/catalog";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { SubCategoryRow } from "./model";

let store: TestApp;
let staff: Record<string, string>;
let brakes: number;
let filters: number;
type SubCategoryPage = { data: SubCategoryRow[]; count: number };

beforeEach(async () => {
  store = makeTestApp();
  staff = await store.asAdmin();
  const brandId = await makeBrand(store.db, "Toyota");
  brakes = await makeCategory(store.db, { brandId, name: "Brakes" });
  filters = await makeCategory(store.db, { brandId, name: "Filters" });
});

const addSubCategory = (categoryId: number, subCategory: string, description?: string) =>
  store.api<SubCategoryRow>("/sub-categories/add-sub-category", {
    method: "POST",
    headers: staff,
    json: { categoryId, subCategory, description },
  });

describe("sub-categories", () => {
  test("add answers 201 with category and brand names", async () => {
    const { status, body } = await addSubCategory(brakes, "Brake pads", "Front and rear");
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      subCategory: "Brake pads",
      description: "Front and rear",
      categoryId: brakes,
      categoryName: "Brakes",
      brandName: "Toyota",
    });
  });

  test("a name is unique within its category; unknown category is 422; blank is 400", async () => {
    await addSubCategory(brakes, "Brake pads");
    const clash = await addSubCategory(brakes, "brake PADS");
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Brakes already has a sub-category named "Brake pads".');
    expect((await addSubCategory(filters, "Brake pads")).status).toBe(201);
    const unknown = await addSubCategory(99999, "Discs");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: "categoryId", message: "No category has this id." }]);
    const blank = await addSubCategory(brakes, "");
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: "subCategory", message: "Sub-category name is required." }]);
  });

  test("update edits and moves; 404 missing; 409 taken", async () => {
    await addSubCategory(brakes, "Brake pads");
    const discs = (await addSubCategory(brakes, "Discs")).body.data;
    const saved = await store.api<SubCategoryRow>(`/sub-categories/update-sub-category/${discs.subCategoryId}`, {
      method: "PUT",
      headers: staff,
      json: { categoryId: brakes, subCategory: "Brake discs", description: "Vented" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ subCategory: "Brake discs", description: "Vented" });
    const clash = await store.api(`/sub-categories/update-sub-category/${discs.subCategoryId}`, {
      method: "PUT",
      headers: staff,
      json: { categoryId: brakes, subCategory: "Brake Pads" },
    });
    expect(clash.status).toBe(409);
    const missing = await store.api("/sub-categories/update-sub-category/99999", {
      method: "PUT",
      headers: staff,
      json: { categoryId: brakes, subCategory: "X" },
    });
    expect(missing.status).toBe(404);
  });

  test("lists: search, visitor (public), by category paged, paginated, count", async () => {
    await addSubCategory(brakes, "Brake pads");
    await addSubCategory(brakes, "Brake discs");
    await addSubCategory(filters, "Brake pads");
    const search = await store.api<SubCategoryRow[]>("/sub-categories/get-all?searchText=PAD", { headers: staff });
    expect(search.body.data.map((s) => `${s.categoryName}/${s.subCategory}`)).toEqual([
      "Brakes/Brake pads",
      "Filters/Brake pads",
    ]);
    const visitor = await store.api<SubCategoryRow[]>("/sub-categories/visitor/get-all-for-client?searchText=");
    expect(visitor.body.data).toHaveLength(3);
    const ofBrakes = await store.api<SubCategoryPage>(
      `/sub-categories/get-all-sub-categories-by-search-text-and/${brakes}?page=0&size=10&searchText=`,
      { headers: staff },
    );
    expect(ofBrakes.body.data.data.map((s) => s.subCategory)).toEqual(["Brake discs", "Brake pads"]);
    const paged = await store.api<SubCategoryPage>("/sub-categories/get-all-paginated?page=1&size=2", {
      headers: staff,
    });
    expect(paged.body.data.count).toBe(3);
    expect(paged.body.data.data).toHaveLength(1);
    expect((await store.api<number>("/sub-categories/count", { headers: staff })).body.data).toBe(3);
  });

  test("delete: 409 while it has products, then 200", async () => {
    await addSubCategory(brakes, "Brake pads");
    const pads = (await store.api<SubCategoryRow[]>("/sub-categories/get-all?searchText=pads", { headers: staff })).body
      .data[0] as SubCategoryRow;
    await testSql(store.db).run(
      "INSERT INTO products (sub_category_id, name, price_cents) VALUES (?, 'Pad set', 100)",
      [pads.subCategoryId],
    );
    const refused = await store.api(`/sub-categories/delete-sub-category/${pads.subCategoryId}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('"Brake pads" still has 1 product. Delete or move them first.');
    const empty = (await addSubCategory(filters, "Air")).body.data;
    const deleted = await store.api(`/sub-categories/delete-sub-category/${empty.subCategoryId}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(deleted.status).toBe(200);
  });

  test("staff paths answer 401 without a session", async () => {
    for (const [method, path] of [
      ["GET", "/sub-categories/get-all"],
      ["GET", "/sub-categories/get-all-paginated"],
      ["GET", `/sub-categories/get-all-sub-categories-by-search-text-and/${brakes}`],
      ["POST", "/sub-categories/add-sub-category"],
      ["PUT", "/sub-categories/update-sub-category/1"],
      ["DELETE", "/sub-categories/delete-sub-category/1"],
    ]) {
      expect((await store.api(path as string, { method })).status).toBe(401);
    }
  });
});
