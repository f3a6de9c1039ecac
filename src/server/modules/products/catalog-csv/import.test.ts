import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { partNumbers, productFitments, productImages, products, securityEvents } from "../../../../db/schema";
import { addProduct, makeBrand, makeCategory, makeSubCategory, makeVehicle } from "../../../../test/catalog";
import { checkImport, importCsv, testPng, uploadCsv } from "../../../../test/catalog-import";
import { makeTestApp } from "../../../../test/test-app";

/** A store with a "Brake Pads" sub-category under Toyota › Brakes, and the vehicle NZE161. */
function shop() {
  const store = makeTestApp();
  const brandId = makeBrand(store.db, "Toyota");
  const categoryId = makeCategory(store.db, { brandId, name: "Brakes" });
  const padsId = makeSubCategory(store.db, { categoryId, name: "Brake Pads" });
  const nze = makeVehicle(store.db, { code: "NZE161" });
  return { store, padsId, nze };
}

const productByCode = (store: ReturnType<typeof makeTestApp>, code: string) =>
  store.db.select().from(products).where(eq(products.code, code)).get();

describe("catalog import", () => {
  test("adds products with part numbers and fitment, then updates them by part code", async () => {
    const { store, padsId, nze } = shop();
    const csv = [
      "Part code,Name,Price (Rs.),Stock,Sub-category,OEM numbers,Fits (chassis codes)",
      'BP-1,"Brake pad set, front",4500,6,Brake Pads,Toyota: 04465-12610,NZE161',
    ].join("\n");
    const ended = await importCsv(store, csv);
    expect(ended).toMatchObject({ status: "done", added: 1, updated: 0, refused: 0 });
    const added = productByCode(store, "BP-1");
    expect(added).toMatchObject({ name: "Brake pad set, front", priceCents: 450_000, qty: 6, subCategoryId: padsId });
    const id = added?.id as number;
    expect(store.db.select().from(partNumbers).where(eq(partNumbers.productId, id)).all()).toMatchObject([
      { kind: "oem", brand: "Toyota", number: "04465-12610" },
    ]);
    expect(store.db.select().from(productFitments).where(eq(productFitments.productId, id)).all()).toEqual([
      { productId: id, vehicleId: nze },
    ]);

    const again = await importCsv(store, "Part code;Price (Rs.)\nbp-1;4800\n");
    expect(again).toMatchObject({ status: "done", added: 0, updated: 1 });
    expect(productByCode(store, "BP-1")).toMatchObject({ id, priceCents: 480_000, qty: 6 });
    const logged = store.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.item, `product:${id}`))
      .all();
    expect(logged.map((event) => event.kind)).toEqual(["PRODUCT_ADDED", "PRICE_CHANGED"]);
  });
});
