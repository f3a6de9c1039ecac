import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { firstRow } from "../../../../db/first-row";
import {
  catalogImports,
  partNumbers,
  productFitments,
  productImages,
  products,
  securityEvents,
} from "../../../../db/schema";
import { addProduct, makeBrand, makeCategory, makeSubCategory, makeVehicle } from "../../../../test/catalog";
import { checkImport, importCsv, testPng, uploadCsv } from "../../../../test/catalog-import";
import { makeTestApp } from "../../../../test/test-app";
import { waitFor } from "../../../../test/wait-for";
import { zipBomb } from "../../../../test/zip-bomb";
import { BATCH_ROWS } from "./import-jobs";

/** A store with a "Brake Pads" sub-category under Toyota › Brakes, and the vehicle NZE161. */
async function shop() {
  const store = makeTestApp();
  const brandId = await makeBrand(store.db, "Toyota");
  const categoryId = await makeCategory(store.db, { brandId, name: "Brakes" });
  const padsId = await makeSubCategory(store.db, { categoryId, name: "Brake Pads" });
  const nze = await makeVehicle(store.db, { code: "NZE161" });
  return { store, padsId, nze };
}

const productByCode = (store: ReturnType<typeof makeTestApp>, code: string) =>
  firstRow(store.db.select().from(products).where(eq(products.code, code)));

describe("catalog import", () => {
  test("adds products with part numbers and fitment, then updates them by part code", async () => {
    const { store, padsId, nze } = await shop();
    const csv = [
      "Part code,Name,Price (Rs.),Stock,Sub-category,OEM numbers,Fits (chassis codes)",
      'BP-1,"Brake pad set, front",4500,6,Brake Pads,Toyota: 04465-12610,NZE161',
    ].join("\n");
    const ended = await importCsv(store, csv);
    expect(ended).toMatchObject({ status: "done", added: 1, updated: 0, refused: 0 });
    const added = await productByCode(store, "BP-1");
    expect(added).toMatchObject({ name: "Brake pad set, front", priceCents: 450_000, qty: 6, subCategoryId: padsId });
    const id = added?.id as number;
    expect(await store.db.select().from(partNumbers).where(eq(partNumbers.productId, id))).toMatchObject([
      { kind: "oem", brand: "Toyota", number: "04465-12610" },
    ]);
    expect(await store.db.select().from(productFitments).where(eq(productFitments.productId, id))).toEqual([
      { productId: id, vehicleId: nze },
    ]);

    const again = await importCsv(store, "Part code;Price (Rs.)\nbp-1;4800\n");
    expect(again).toMatchObject({ status: "done", added: 0, updated: 1 });
    expect(await productByCode(store, "BP-1")).toMatchObject({ id, priceCents: 480_000, qty: 6 });
    const logged = await store.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.item, `product:${id}`));
    expect(logged.map((event) => event.kind)).toEqual(["PRODUCT_ADDED", "PRICE_CHANGED"]);
    expect(JSON.parse(logged[1]?.changes ?? "[]")).toEqual([
      { field: "Price (Rs.)", before: 4500, after: 4800 },
      { field: "Source", before: null, after: "Import of parts.csv" },
    ]);
  });

  test("maps columns by header names and aliases, and remembers a mapping chosen by hand", async () => {
    const { store } = await shop();
    const first = await uploadCsv(
      store,
      "SKU,Item name,Selling price,Qty on hand,Our shelf\nA-1,Pad,100,1,Brake Pads\n",
    );
    expect(first.status).toBe(201);
    expect(first.body.data.mapping).toEqual({ code: 0, name: 1, price: 2 });
    expect(first.body.data.sampleRows).toEqual([["A-1", "Pad", "100", "1", "Brake Pads"]]);
    const chosen = { code: 0, name: 1, price: 2, qty: 3, subCategory: 4 };
    const checked = await checkImport(store, first.body.data, chosen);
    expect(checked.body.data).toMatchObject({ status: "checked", added: 1, refused: 0 });

    const next = await uploadCsv(store, "Our shelf,SKU,Qty on hand\nBrake Pads,A-2,3\n");
    expect(next.body.data.mapping).toEqual({ subCategory: 0, code: 1, qty: 2 });
  });

  test("reads Excel's CSV: a BOM, semicolons, quoted separators, quotes and line breaks", async () => {
    const { store } = await shop();
    const csv =
      '\uFEFFPart code;Name;Price (Rs.);Sub-category;Description\r\nQ-1;"Pad; front ""OEM""";"1,250.50";Brake Pads;"Line one\r\nline two"\r\n';
    const ended = await importCsv(store, new TextEncoder().encode(csv));
    expect(ended).toMatchObject({ status: "done", added: 1, refused: 0 });
    expect(await productByCode(store, "Q-1")).toMatchObject({
      name: 'Pad; front "OEM"',
      priceCents: 125_050,
      description: "Line one\r\nline two",
    });
  });

  test("a file that is not UTF-8 is refused with how to save it", async () => {
    const { store } = await shop();
    const latin1 = new Uint8Array([...new TextEncoder().encode("Name,Price\nCaf"), 0xe9, 0x0a]);
    const answer = await uploadCsv(store, latin1);
    expect(answer.status).toBe(415);
    expect(answer.body.message).toContain("CSV UTF-8");
  });

  test("the dry run lists every refused row with its reason and writes nothing", async () => {
    const { store } = await shop();
    const brakes2 = await makeCategory(store.db, { brandId: await makeBrand(store.db, "Nissan"), name: "Brakes" });
    await makeSubCategory(store.db, { categoryId: brakes2, name: "Brake Pads" });
    const taken = await addProduct(store.db, { code: "TAKEN-1" });
    await addProduct(store.db, { code: "OTHER-1", name: "Other" });
    const before = await store.db.select().from(products);
    const csv = [
      "Product ID,Part code,Name,Price (Rs.),Discount price (Rs.),Stock,Brand,Category,Sub-category,Condition,Active,Fits (chassis codes),Images",
      ",R-1,Good pad,100,,1,Toyota,Brakes,Brake Pads,,,,",
      ",R-2,Unknown shelf,100,,1,,,Wipers,,,,",
      ",R-3,Bad price,abc,,1,Toyota,Brakes,Brake Pads,,,,",
      ",R-1,Repeated code,100,,1,Toyota,Brakes,Brake Pads,,,,",
      ",R-5,Unknown car,100,,1,Toyota,Brakes,Brake Pads,,,ZZZ999,",
      ",R-6,Two shelves,100,,1,,,Brake Pads,,,,",
      ",R-7,Dearer discount,100,150,1,Toyota,Brakes,Brake Pads,,,,",
      ",R-8,Odd condition,100,,1,Toyota,Brakes,Brake Pads,brand new-ish,,,",
      ",R-9,Odd cents,100,1.005,1,Toyota,Brakes,Brake Pads,,,,",
      ",R-10,Fractional stock,100,,1.5,Toyota,Brakes,Brake Pads,,,,",
      ",R-11,Maybe shown,100,,1,Toyota,Brakes,Brake Pads,,perhaps,,",
      ",R-12,No picture,100,,1,Toyota,Brakes,Brake Pads,,,,pad.jpg",
      "999999,R-13,Missing id,100,,1,Toyota,Brakes,Brake Pads,,,,",
      `${taken},OTHER-1,Code clash,100,,1,,,,,,,`,
      ",R-15,,100,,1,Toyota,Brakes,Brake Pads,,,,",
      ",R-16,No shelf,100,,1,,,,,,,",
      ",R-17,No price,,,1,Toyota,Brakes,Brake Pads,,,,",
    ].join("\n");
    const uploaded = await uploadCsv(store, csv);
    const checked = await checkImport(store, uploaded.body.data);
    expect(checked.status).toBe(200);
    const problems = Object.fromEntries(checked.body.data.refusedRows.map((row) => [row.line, row.problem]));
    expect(problems).toEqual({
      3: 'Sub-category "Wipers" does not exist; add it in the console first.',
      4: 'Price "abc" is not a number.',
      5: "Part code R-1 is also on row 2 of the file.",
      6: "Unknown chassis code ZZZ999; add the vehicle first.",
      7: 'Sub-category "Brake Pads" is in several categories (Toyota › Brakes, Nissan › Brakes); give its Category and Brand.',
      8: "Discount price cannot be more than the price.",
      9: 'Condition "brand new-ish" is not one of Genuine new, OEM new, Aftermarket new, Reconditioned, Used.',
      10: "Discount price can have at most 2 decimals.",
      11: 'Stock must be a whole number from 0 to 1,000,000; "1.5" is not.',
      12: 'Active must be yes or no; "perhaps" is neither.',
      13: "Image pad.jpg needs a ZIP of images beside the file.",
      14: "No product has ID 999999; leave Product ID empty to add a new one.",
      15: 'Part code OTHER-1 is already used by "Other".',
      16: "Name is required for a new product.",
      17: "Sub-category is required for a new product.",
      18: "Price is required for a new product.",
    });
    expect(checked.body.data).toMatchObject({ status: "checked", added: 1, refused: 16 });
    expect(await store.db.select().from(products)).toEqual(before);
  });

  test("takes images from a ZIP by file name, whatever the folder or case, and refuses a damaged one; again, keeps them", async () => {
    const { store } = await shop();
    const zip = zipSync({
      "photos/BP-1.PNG": await testPng("#c00"),
      "bp-1-side.png": await testPng("#0c0"),
      "broken.jpg": new TextEncoder().encode("not a picture"),
    });
    const csv = [
      "Part code,Name,Price (Rs.),Sub-category,Images",
      "BP-1,Pad,100,Brake Pads,bp-1.png; bp-1-side.png",
      "BP-2,Shoe,100,Brake Pads,broken.jpg",
      "BP-3,Drum,100,Brake Pads,missing.png",
    ].join("\n");
    const ended = await importCsv(store, csv, zip);
    expect(ended).toMatchObject({ status: "done", added: 1 });
    expect(ended.refusedRows).toEqual([
      { line: 3, problem: "broken.jpg is not a JPEG, PNG, WebP, AVIF or GIF image." },
      { line: 4, problem: "Image missing.png is not in the ZIP." },
    ]);
    const id = (await productByCode(store, "BP-1"))?.id as number;
    const images = await store.db.select().from(productImages).where(eq(productImages.productId, id));
    expect(images).toHaveLength(2);
    for (const image of images) {
      const file = Bun.file(`${store.config.uploadsDir}${image.url.replace("/uploads", "")}`);
      expect(await file.exists()).toBe(true);
    }

    // The same file and ZIP again: the images it names are the ones the product has.
    const again = await importCsv(store, csv, zip);
    expect(again).toMatchObject({ unchanged: 1, updated: 0, refused: 2 });
    expect(await store.db.select().from(productImages).where(eq(productImages.productId, id))).toEqual(images);
  });

  test("a photo that claims 1,000 bytes but inflates to 32 MB is refused as too large, not unpacked", async () => {
    const { store } = await shop();
    const zip = zipBomb("bomb.jpg", 32 * 1024 * 1024);
    const csv = ["Part code,Name,Price (Rs.),Sub-category,Images", "BP-9,Pad,100,Brake Pads,bomb.jpg"].join("\n");
    const ended = await importCsv(store, csv, zip);
    expect(ended.refusedRows).toEqual([{ line: 2, problem: "Image bomb.jpg is larger than 5 MB." }]);
  });

  test("cancelling stops after the batch being written and says what was written", async () => {
    const { store } = await shop();
    const rows = Array.from({ length: 1000 }, (_, i) => `C-${i},Part ${i},100,Brake Pads`);
    const uploaded = await uploadCsv(store, ["Part code,Name,Price (Rs.),Sub-category", ...rows].join("\n"));
    const checked = await checkImport(store, uploaded.body.data);
    const headers = await store.asAdmin();
    const id = checked.body.data.importId;
    await store.api(`/products/imports/${id}/start`, { method: "POST", headers });
    const cancelling = await store.api<{ status: string }>(`/products/imports/${id}/cancel`, {
      method: "POST",
      headers,
    });
    expect(cancelling.body.data.status).toBe("cancelling");
    type View = { status: string; rowsDone: number; added: number };
    const view = await waitFor("the cancel to take", async () => {
      const { data } = (await store.api<View>(`/products/imports/${id}`, { headers })).body;
      return data.status !== "cancelling" && data;
    });
    expect(view.status).toBe("cancelled");
    expect(view.rowsDone).toBeLessThan(1000);
    expect(view.rowsDone % BATCH_ROWS).toBe(0);
    expect(await store.db.select().from(products)).toHaveLength(view.added);
    expect(view.added).toBe(view.rowsDone);
  });

  test("the refused rows download as a CSV to fix and import again", async () => {
    const { store } = await shop();
    const ended = await importCsv(
      store,
      "Part code,Name,Price (Rs.),Sub-category\nF-1,Fine,100,Brake Pads\nF-2,Wrong,ten,Brake Pads\n",
    );
    const response = await store.request(`/api/v1/products/imports/${ended.importId}/refused.csv`, {
      headers: await store.asAdmin(),
    });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const report = new TextDecoder().decode(bytes);
    expect(report).toBe(
      'Problem,Row,Part code,Name,Price (Rs.),Sub-category\r\n"Price ""ten"" is not a number.",3,F-2,Wrong,ten,Brake Pads\r\n',
    );
    const fixed = await importCsv(store, report.replace(",ten,", ",10,"));
    expect(fixed).toMatchObject({ status: "done", added: 1, refused: 0 });
    expect(await productByCode(store, "F-2")).toMatchObject({ priceCents: 1000 });
  });

  test("an import a restarted store finds running goes on from its last batch when it is next looked at", async () => {
    const { store } = await shop();
    const rows = Array.from({ length: 600 }, (_, i) => `R-${i},Part ${i},100,Brake Pads`);
    const uploaded = await uploadCsv(store, ["Part code,Name,Price (Rs.),Sub-category", ...rows].join("\n"));
    const checked = await checkImport(store, uploaded.body.data);
    const id = checked.body.data.importId;
    // As a store that stopped right after starting it leaves it: running, no runner in this process.
    await store.db
      .update(catalogImports)
      .set({ status: "running", startedAt: new Date(), added: 0, updated: 0, unchanged: 0, refused: 0 })
      .where(eq(catalogImports.id, id));
    const headers = await store.asAdmin();
    const view = await waitFor("the import to be taken up and end", async () => {
      const { data } = (await store.api<{ status: string; added: number }>(`/products/imports/${id}`, { headers }))
        .body;
      return data.status !== "running" && data;
    });
    expect(view).toMatchObject({ status: "done", added: 600 });
    expect(await store.db.select().from(products)).toHaveLength(600);
  });
});
