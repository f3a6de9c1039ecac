import { beforeEach, describe, expect, test } from "bun:test";
import { addProduct, makeBrand, makeCategory, makeSubCategory } from "../../../test/catalog";
import { checkImport, uploadCsv } from "../../../test/catalog-import";
import { signTestToken } from "../../../test/staff-token";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { BrandRow as Brand } from "./model";

let store: TestApp;
let staff: Record<string, string>;
beforeEach(async () => {
  store = makeTestApp();
  staff = await store.asAdmin();
});

const addBrand = (name: string, description = "") =>
  store.api<Brand>("/brands/add-brand", { method: "POST", headers: staff, json: { name, description } });

describe("brands", () => {
  test("add answers 201 with the trimmed brand; the name is then taken, whatever its case", async () => {
    const { status, body } = await addBrand("  Toyota ", "Japanese parts");
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ name: "Toyota", description: "Japanese parts" });
    expect(body.data.brandId).toBeGreaterThan(0);

    const again = await addBrand("TOYOTA");
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A brand named "Toyota" already exists.');
  });

  test("a blank or missing name is a 400 naming the field", async () => {
    const blank = await addBrand("   ");
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: "name", message: "Brand name is required." }]);
    const missing = await store.api("/brands/add-brand", { method: "POST", headers: staff, json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe("name");
  });

  test("update renames; 404 for a missing brand, 409 for a taken name", async () => {
    const honda = (await addBrand("Honda")).body.data;
    await addBrand("Nissan");
    const renamed = await store.api<Brand>(`/brands/update-brand/${honda.brandId}`, {
      method: "PUT",
      headers: staff,
      json: { name: "Honda Motor", description: "Civic, Fit" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({
      brandId: honda.brandId,
      name: "Honda Motor",
      description: "Civic, Fit",
      country: "",
    });

    const clash = await store.api(`/brands/update-brand/${honda.brandId}`, {
      method: "PUT",
      headers: staff,
      json: { name: "nissan" },
    });
    expect(clash.status).toBe(409);
    const sameName = await store.api(`/brands/update-brand/${honda.brandId}`, {
      method: "PUT",
      headers: staff,
      json: { name: "HONDA MOTOR" },
    });
    expect(sameName.status).toBe(200);
    const missing = await store.api("/brands/update-brand/99999", {
      method: "PUT",
      headers: staff,
      json: { name: "X" },
    });
    expect(missing.status).toBe(404);
  });

  test("lists filter by name, case-insensitively, A–Z; the visitor list needs no sign-in", async () => {
    await addBrand("Suzuki");
    await addBrand("Subaru");
    for (const path of ["/brands/get-all", "/brands/get-all-brands-name-list", "/brands/visitor/get-all-for-client"]) {
      const { status, body } = await store.api<Brand[]>(`${path}?searchText=SU`, {
        headers: path.includes("visitor") ? {} : staff,
      });
      expect(status).toBe(200);
      expect(body.data.map((b) => b.name)).toEqual(["Subaru", "Suzuki"]);
    }
    const wildcard = await store.api<Brand[]>("/brands/visitor/get-all-for-client?searchText=%25");
    expect(wildcard.body.data).toEqual([]);
  });

  test("the paged list counts every match and pages from zero", async () => {
    for (const name of ["Audi", "BMW", "Ford", "Isuzu", "Mitsubishi"]) await makeBrand(store.db, name);
    const count = (await store.api<number>("/brands/count", { headers: staff })).body.data;
    expect(count).toBe(5);
    const first = await store.api<{ data: Brand[]; count: number }>("/brands/get-all-brands?page=0&size=2", {
      headers: staff,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.count).toBe(count);
    expect(first.body.data.data).toHaveLength(2);
    const last = await store.api<{ data: Brand[]; count: number }>(
      `/brands/get-all-brands?page=${Math.ceil(count / 2) - 1}&size=2`,
      { headers: staff },
    );
    expect(last.body.data.data).toHaveLength(count % 2 || 2);
    const past = await store.api<{ data: Brand[]; count: number }>("/brands/get-all-brands?page=50&size=2", {
      headers: staff,
    });
    expect(past.body.data).toEqual({ data: [], count });
    const none = await store.api<{ data: Brand[]; count: number }>("/brands/get-all-brands?size=0", { headers: staff });
    expect(none.body.data).toEqual({ data: [], count });
    const huge = await store.api<{ data: Brand[]; count: number }>("/brands/get-all-brands?size=1000", {
      headers: staff,
    });
    expect(huge.body.data.data).toHaveLength(Math.min(count, 100));
    const bad = await store.api("/brands/get-all-brands?page=-1", { headers: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe("page");
  });

  test("delete removes a brand; 409 while it has categories, 404 when missing", async () => {
    const mazda = (await addBrand("Mazda")).body.data;
    await testSql(store.db).run("INSERT INTO categories (brand_id, name) VALUES (?, 'Brakes')", [mazda.brandId]);
    const refused = await store.api(`/brands/delete-brand/${mazda.brandId}`, { method: "DELETE", headers: staff });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('"Mazda" still has 1 category. Delete or move them first.');

    const kia = (await addBrand("Kia")).body.data;
    const deleted = await store.api(`/brands/delete-brand/${kia.brandId}`, { method: "DELETE", headers: staff });
    expect(deleted.status).toBe(200);
    const gone = await store.api(`/brands/delete-brand/${kia.brandId}`, { method: "DELETE", headers: staff });
    expect(gone.status).toBe(404);
  });

  test("a brand's country of origin: kept trimmed, shown with the brand on its parts, exported and checked on import", async () => {
    const denso = (
      await store.api<Brand>("/brands/add-brand", {
        method: "POST",
        headers: staff,
        json: { name: "Denso", country: "  Japan " },
      })
    ).body.data;
    expect(denso).toMatchObject({ name: "Denso", country: "Japan" });
    const tooLong = await store.api("/brands/add-brand", {
      method: "POST",
      headers: staff,
      json: { name: "Far", country: "x".repeat(61) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.[0]?.field).toBe("country");

    const subCategoryId = await makeSubCategory(store.db, {
      categoryId: await makeCategory(store.db, { brandId: denso.brandId, name: "Ignition" }),
      name: "Spark plugs",
    });
    const id = await addProduct(store.db, { subCategoryId, code: "SK16HR11", name: "Iridium plug" });
    const product = (
      await store.api<{ subCategory: { brandCountry: string } }>(`/products/visitor/get-product-by-id/${id}`)
    ).body;
    expect(product.data.subCategory.brandCountry).toBe("Japan");
    const page = await (await store.request(`/client/product/${id}`)).text();
    expect(page).toContain("Denso</a> (Japan)");
    expect(page).toContain('"countryOfOrigin":"Japan"');

    const csv = await (await store.request("/api/v1/products/export.csv", { headers: staff })).text();
    const [header = "", row = ""] = csv.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(header).toContain("Brand,Brand country,");
    expect(row).toContain("Denso,Japan,");

    const claimed = await uploadCsv(
      store,
      "Part code,Brand,Brand country,Sub-category\nSK16HR11,Denso,Germany,Spark plugs\n",
    );
    const checked = (await checkImport(store, claimed.body.data)).body.data;
    expect(checked.refusedRows).toEqual([
      { line: 2, problem: 'Brand country "Germany" is not Denso\'s (Japan); change the brand on the Brands page.' },
    ]);

    await store.api(`/brands/update-brand/${denso.brandId}`, {
      method: "PUT",
      headers: staff,
      json: { name: "Denso", country: "" },
    });
    const moved = await (await store.request(`/client/product/${id}`)).text();
    expect(moved).not.toContain("(Japan)");
    expect(moved).not.toContain("countryOfOrigin");
  });

  test("staff paths answer 401 without a valid token and 403 for an account that is not active", async () => {
    const paths: [string, string][] = [
      ["GET", "/brands/get-all"],
      ["GET", "/brands/get-all-brands"],
      ["GET", "/brands/get-all-brands-name-list"],
      ["GET", "/brands/count"],
      ["POST", "/brands/add-brand"],
      ["PUT", "/brands/update-brand/1"],
      ["DELETE", "/brands/delete-brand/1"],
    ];
    for (const [method, path] of paths) {
      for (const headers of [{}, { authorization: "Bearer not.a.token" }] as Record<string, string>[]) {
        const { status, body } = await store.api(path, {
          method,
          headers,
          json: method === "GET" ? undefined : { name: "X" },
        });
        expect(status).toBe(401);
        expect(body.data).toBeNull();
      }
    }
    const pending = await signTestToken(store.db, store.config.jwtSecret as string, { status: "PENDING" });
    const refused = await store.api("/brands/get-all", { headers: { authorization: `Bearer ${pending}` } });
    expect(refused.status).toBe(403);
  });
});
