import { describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import { firstRow } from "../../../db/first-row";
import { productFitments, products, securityEvents } from "../../../db/schema";
import { addProduct, makeSubCategory, makeVehicle } from "../../../test/catalog";
import { makeTestApp, type TestApp } from "../../../test/test-app";

interface BulkResult {
  matched: number;
  changed: number;
  unchanged: number;
  refused: { productId: number; name: string; problem: string }[];
}

const bulkEdit = async (store: TestApp, body: unknown, headers?: Record<string, string>) =>
  store.api<BulkResult>("/products/bulk-edit", {
    method: "POST",
    headers: headers ?? (await store.asAdmin()),
    json: body,
  });

const row = (store: TestApp, id: number) => firstRow(store.db.select().from(products).where(eq(products.id, id)));
const logOf = (store: TestApp, ids: number[]) =>
  store.db
    .select()
    .from(securityEvents)
    .where(
      inArray(
        securityEvents.item,
        ids.map((id) => `product:${id}`),
      ),
    );

describe("bulk edit", () => {
  test("raises prices by a percentage to whole rupees, logging each product changed", async () => {
    const store = makeTestApp();
    const a = await addProduct(store.db, { priceCents: 123_400 });
    const b = await addProduct(store.db, { priceCents: 99_900, discountPriceCents: 89_900 });
    const answer = await bulkEdit(store, { ids: [a, b], change: { price: { mode: "percent", value: 10 } } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ matched: 2, changed: 2, unchanged: 0, refused: [] });
    expect((await row(store, a))?.priceCents).toBe(135_700);
    expect((await row(store, b))?.priceCents).toBe(109_900);
    const logged = await logOf(store, [a, b]);
    expect(logged.map((event) => [event.item, event.kind])).toEqual([
      [`product:${a}`, "PRICE_CHANGED"],
      [`product:${b}`, "PRICE_CHANGED"],
    ]);
    expect(JSON.parse(logged[0]?.changes ?? "[]")).toEqual([{ field: "Price (Rs.)", before: 1234, after: 1357 }]);
  });

  test("a preview counts and writes nothing", async () => {
    const store = makeTestApp();
    const a = await addProduct(store.db, { qty: 4 });
    const b = await addProduct(store.db, { qty: 0 });
    const answer = await bulkEdit(store, { ids: [a, b], change: { qty: { mode: "set", value: 0 } }, preview: true });
    expect(answer.body.data).toMatchObject({ matched: 2, changed: 1, unchanged: 1 });
    expect((await row(store, a))?.qty).toBe(4);
    expect(await logOf(store, [a, b])).toEqual([]);
  });

  test("a product that cannot take the change is refused with why and left as it was", async () => {
    const store = makeTestApp();
    const cheap = await addProduct(store.db, { priceCents: 5_000, name: "Cheap clip" });
    const discounted = await addProduct(store.db, { priceCents: 100_000, discountPriceCents: 95_000, name: "Pad" });
    const fine = await addProduct(store.db, { priceCents: 200_000 });
    const answer = await bulkEdit(store, {
      ids: [cheap, discounted, fine],
      change: { price: { mode: "add", value: -100 } },
    });
    expect(answer.body.data.changed).toBe(1);
    expect(answer.body.data.refused).toEqual([
      { productId: cheap, name: "Cheap clip", problem: "Not changed: its price would be Rs. -50.00." },
      {
        productId: discounted,
        name: "Pad",
        problem: "Not changed: its discount price (Rs. 950.00) would be more than its price (Rs. 900.00).",
      },
    ]);
    expect((await row(store, cheap))?.priceCents).toBe(5_000);
    expect((await row(store, fine))?.priceCents).toBe(190_000);
    const stock = await bulkEdit(store, { ids: [fine], change: { qty: { mode: "add", value: -11 } } });
    expect(stock.body.data.refused[0]?.problem).toBe("Not changed: its stock would be -1.");
  });

  test("changes every product the list's filter shows, and adds and removes fitment", async () => {
    const store = makeTestApp();
    const shelf = await makeSubCategory(store.db);
    const other = await makeSubCategory(store.db);
    const nze = await makeVehicle(store.db, { code: "NZE161" });
    const ksp = await makeVehicle(store.db, { code: "KSP130" });
    const hidden = [await addProduct(store.db, { isActive: false }), await addProduct(store.db, { isActive: false })];
    const shown = await addProduct(store.db);
    await store.db.insert(productFitments).values({ productId: hidden[0] as number, vehicleId: ksp });
    const answer = await bulkEdit(store, {
      filter: { isActive: false },
      change: { subCategoryId: shelf, addVehicleIds: [nze], removeVehicleIds: [ksp] },
    });
    expect(answer.body.data).toMatchObject({ matched: 2, changed: 2 });
    for (const id of hidden) expect((await row(store, id))?.subCategoryId).toBe(shelf);
    expect((await row(store, shown))?.subCategoryId).not.toBe(shelf);
    expect(await store.db.select().from(productFitments)).toEqual(
      hidden.map((productId) => ({ productId, vehicleId: nze })),
    );
    expect(JSON.parse((await logOf(store, [hidden[0] as number]))[0]?.changes ?? "[]")).toEqual([
      { field: "Sub-category", before: expect.any(Number), after: shelf },
      { field: "Fits", before: null, after: "+ NZE161" },
      { field: "Fits", before: "KSP130", after: null },
    ]);
    const unknown = await bulkEdit(store, { ids: [shown], change: { subCategoryId: other + 1000 } });
    expect(unknown.status).toBe(422);
  });

  test("staff may not edit prices in bulk; an empty change is refused", async () => {
    const store = makeTestApp();
    const id = await addProduct(store.db);
    const asStaff = await bulkEdit(store, { ids: [id], change: { isActive: false } }, await store.asStaff());
    expect(asStaff.status).toBe(403);
    const empty = await bulkEdit(store, { ids: [id], change: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Choose a change to make.");
  });
});
