import { describe, expect, test } from "bun:test";
import { zipSync } from "fflate";
import Papa from "papaparse";
import { partNumbers, productFitments, productImages, products } from "../../../../db/schema";
import { addProduct, makeBrand, makeCategory, makeSubCategory, makeVehicle } from "../../../../test/catalog";
import { importCsv, testPng } from "../../../../test/catalog-import";
import { makeTestApp, type TestApp } from "../../../../test/test-app";

async function exported(store: TestApp, query = "") {
  const response = await store.request(`/api/v1/products/export.csv${query}`, { headers: await store.asStaff() });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toMatch(
    /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes);
}

const snapshot = async (store: TestApp) => ({
  products: await store.db.select().from(products),
  numbers: await store.db.select().from(partNumbers),
  fitments: await store.db.select().from(productFitments),
  images: await store.db.select().from(productImages),
});

describe("product export", () => {
  test("writes every field Excel can read, and re-imports without changing anything", async () => {
    const store = makeTestApp();
    await makeVehicle(store.db, { code: "NZE161" });
    await makeVehicle(store.db, { code: "KSP130" });
    const padsId = await makeSubCategory(store.db, {
      categoryId: await makeCategory(store.db, { brandId: await makeBrand(store.db, "Toyota"), name: "Brakes" }),
      name: "Brake Pads",
    });
    const zip = zipSync({ "bp.png": await testPng(), "bp-2.png": await testPng("#00c") });
    const csv = [
      "Part code,Name,Display name,Description,Price (Rs.),Discount price (Rs.),Stock,Active,Weight (kg),Bulky,Condition,Warranty (days),Reorder level,Sub-category,OEM numbers,Equivalent numbers,Fits (chassis codes),Images",
      'BP-1,"Pad, front",Front pads,"=SUM(A1) is text",4500.5,4000,6,yes,0.8,no,Genuine new,180,3,Brake Pads,Toyota: 04465-12610,Bosch: 0986AB; Denso: D-1,NZE161; KSP130,bp.png; bp-2.png',
      "BP-2,Shoe,,,1200,,0,no,1,yes,Used,,,Brake Pads,,,,",
    ].join("\n");
    expect(await importCsv(store, csv, zip)).toMatchObject({ status: "done", added: 2, refused: 0 });
    await addProduct(store.db, { subCategoryId: padsId, code: null, name: "No code part" });

    const file = await exported(store);
    expect(file).not.toContain("\r\n\r\n");
    const rows = Papa.parse<Record<string, string>>(file.slice(1), { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      "Part code": "BP-1",
      Name: "Pad, front",
      Description: "'=SUM(A1) is text",
      "Price (Rs.)": "4500.5",
      "Discount price (Rs.)": "4000",
      Active: "yes",
      Condition: "Genuine new",
      "Warranty (days)": "180",
      Brand: "Toyota",
      Category: "Brakes",
      "Sub-category": "Brake Pads",
      "OEM numbers": "Toyota: 04465-12610",
      "Equivalent numbers": "Bosch: 0986AB; Denso: D-1",
      "Fits (chassis codes)": expect.stringMatching(/^(NZE161; KSP130|KSP130; NZE161)$/),
    });
    expect(rows[0]?.Images).toMatch(/^[0-9a-f-]{36}\.webp; [0-9a-f-]{36}\.webp$/);

    const before = await snapshot(store);
    const again = await importCsv(store, file);
    expect(again).toMatchObject({ status: "done", added: 0, updated: 0, unchanged: 3, refused: 0 });
    expect(await snapshot(store)).toEqual(before);
  });

  test("exports only what the console's filter shows", async () => {
    const store = makeTestApp();
    await addProduct(store.db, { name: "Shown part", isActive: true });
    await addProduct(store.db, { name: "Hidden part", isActive: false });
    const rows = (await exported(store, "?isActive=false")).split("\r\n").filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("Hidden part");
  });
});
