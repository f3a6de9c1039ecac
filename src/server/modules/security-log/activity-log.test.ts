import { beforeEach, describe, expect, test } from "bun:test";
import { addProduct, stockOf } from "../../../test/catalog";
import { manualClock } from "../../../test/manual-clock";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import type { Product } from "../products/model";
import type { SecurityEventRow } from "./model";

let store: TestApp;
let clock: ReturnType<typeof manualClock>;
let staff: Record<string, string>;
let admin: Record<string, string>;

beforeEach(async () => {
  clock = manualClock("2026-11-20T09:00:00Z");
  store = makeTestApp({ now: clock.now });
  staff = await store.asStaff();
  admin = await store.asAdmin();
});

/** The product form of update-product, with the product's current values and these changes. */
function productForm(product: Product, changes: Record<string, unknown>) {
  const body = new FormData();
  body.set("subCategoryId", String(product.subCategory.subCategoryId));
  body.set(
    "data",
    JSON.stringify({
      productName: product.productName,
      code: product.code,
      price: product.price,
      discountPrice: product.discountPrice,
      qty: product.qty,
      ...changes,
    }),
  );
  return body;
}

const productOf = async (id: number) =>
  (await store.api<Product>(`/products/get-product-by-id/${id}`, { headers: admin })).body.data;

const log = async (query: string) =>
  (await store.api<{ data: SecurityEventRow[] }>(`/security-events/admin/list?${query}`, { headers: admin })).body.data
    .data;

describe("the activity log", () => {
  test("an admin finds who changed a price, before → after, by kind, by item, by person and by day", async () => {
    const id = await addProduct(store.db, { name: "Brake pad set", priceCents: 1_450_000 });
    clock.advanceMinutes(60);
    const saved = await store.api<Product>(`/products/update-product/${id}`, {
      method: "PUT",
      headers: admin,
      body: productForm(await productOf(id), { price: 13_900 }),
    });
    expect(saved.status).toBe(200);

    const [entry] = await log("kind=PRICE_CHANGED");
    expect(entry).toMatchObject({
      kind: "PRICE_CHANGED",
      item: `product:${id}`,
      detail: "Brake pad set",
      at: "2026-11-20T10:00:00.000Z",
      changes: [{ field: "Price (Rs.)", before: 14_500, after: 13_900 }],
    });
    expect(entry?.actor?.name).toBeTruthy();
    const actorId = entry?.actor?.id as number;
    expect((await log(`item=product:${id}`)).map((row) => row.kind)).toEqual(["PRICE_CHANGED"]);
    expect((await log(`actorId=${actorId}&kind=CHANGES`)).length).toBe(1);
    expect(await log("kind=CHANGES&from=2026-11-21")).toEqual([]);
    expect((await log("kind=CHANGES&from=2026-11-20&to=2026-11-20")).length).toBe(1);
    expect((await log("kind=CHANGES&searchText=brake pad")).length).toBe(1);
  });

  test("staff change stock and hide a product, both recorded; a refused change leaves nothing behind", async () => {
    const id = await addProduct(store.db, { name: "Oil filter", qty: 10 });
    expect((await store.api(`/products/change-existing-qty/${id}/7`, { method: "PUT", headers: staff })).status).toBe(
      200,
    );
    const hidden = await store.api<Product>(`/products/set-active/${id}`, {
      method: "PUT",
      headers: staff,
      json: { isActive: false },
    });
    expect(hidden.body.data.isActive).toBe(false);
    expect((await log(`item=product:${id}`)).map((row) => [row.kind, row.changes])).toEqual([
      ["PRODUCT_HIDDEN", [{ field: "Active", before: true, after: false }]],
      ["STOCK_CHANGED", [{ field: "Quantity", before: 10, after: 7 }]],
    ]);

    // Staff may not delete, reprice or add to the catalog: 403, the product as it was, no entry.
    const deleted = await store.api(`/products/delete-product/${id}`, { method: "DELETE", headers: staff });
    expect(deleted.status).toBe(403);
    expect(deleted.body.message).toBe("Only an admin can do this.");
    const repriced = await store.api(`/products/update-product/${id}`, {
      method: "PUT",
      headers: staff,
      body: productForm(await productOf(id), { price: 1 }),
    });
    expect(repriced.status).toBe(403);
    expect((await productOf(id)).price).toBe(100);
    expect(await stockOf(store.db, id)).toBe(7);
    expect((await log(`item=product:${id}`)).length).toBe(2);

    // A change the server refuses for its content (a negative count) records nothing either.
    expect((await store.api(`/products/change-existing-qty/${id}/-1`, { method: "PUT", headers: staff })).status).toBe(
      400,
    );
    expect((await log(`item=product:${id}`)).length).toBe(2);
  });

  test("catalog entries and fitment are recorded as they are added, edited and deleted", async () => {
    const brand = await store.api<{ brandId: number }>("/brands/add-brand", {
      method: "POST",
      headers: admin,
      json: { name: "Nissan" },
    });
    const brandId = brand.body.data.brandId;
    await store.api(`/brands/update-brand/${brandId}`, {
      method: "PUT",
      headers: admin,
      json: { name: "Nissan Motor" },
    });
    await store.api(`/brands/delete-brand/${brandId}`, { method: "DELETE", headers: admin });
    expect((await log(`item=brand:${brandId}`)).map((row) => [row.kind, row.changes])).toEqual([
      ["CATALOG_DELETED", []],
      ["CATALOG_CHANGED", [{ field: "Name", before: "Nissan", after: "Nissan Motor" }]],
      ["CATALOG_ADDED", []],
    ]);

    const part = await addProduct(store.db, { name: "Wiper blade" });
    const vehicle = await store.api<{ vehicleId: number }>("/vehicles/add-vehicle", {
      method: "POST",
      headers: staff,
      json: { make: "Toyota", model: "Axio", code: "NZE161", yearFrom: 2012, yearTo: 2018 },
    });
    expect(vehicle.status).toBe(201);
    const fitted = await store.api(`/vehicles/set-product-fitments/${part}`, {
      method: "PUT",
      headers: staff,
      json: { vehicleIds: [vehicle.body.data.vehicleId] },
    });
    expect(fitted.status).toBe(200);
    expect((await log(`item=product:${part}`)).map((row) => [row.kind, row.changes])).toEqual([
      ["FITMENT_CHANGED", [{ field: "Fits", before: null, after: "NZE161" }]],
    ]);
  });
});

describe("low stock", () => {
  test("a part is low at or below its own level, else the shop's; open orders show what the shelf still owes", async () => {
    const low = await addProduct(store.db, { name: "Spark plug", qty: 2 });
    const ownLevel = await addProduct(store.db, { name: "Air filter", qty: 4 });
    await addProduct(store.db, { name: "Radiator cap", qty: 3 });
    await store.api(`/products/set-reorder-level/${ownLevel}`, {
      method: "PUT",
      headers: staff,
      json: { reorderLevel: 5 },
    });
    const placed = await store.api("/orders/visitor/make-order", {
      method: "POST",
      json: {
        customerFullName: "Kamal Silva",
        customerPrimaryMobile: "077 123 4567",
        customerAddress: "Galle Road, Colombo 03",
        orderItems: [{ productId: low, quantity: 1 }],
      },
    });
    expect(placed.status).toBe(201);

    type Row = { product: Product; level: number; onOpenOrders: number };
    const list = async (query = "") =>
      (await store.api<{ data: Row[] }>(`/products/low-stock?${query}`, { headers: staff })).body.data.data.map(
        (row) => [row.product.productName, row.product.qty, row.level, row.onOpenOrders],
      );
    expect(await list()).toEqual([
      ["Spark plug", 1, 2, 1],
      ["Air filter", 4, 5, 0],
    ]);
    expect(await list("sort=name&direction=desc")).toEqual([
      ["Spark plug", 1, 2, 1],
      ["Air filter", 4, 5, 0],
    ]);

    // The shop's level is the admin's to set.
    const refused = await store.api("/products/reorder-level", {
      method: "PUT",
      headers: staff,
      json: { reorderLevel: 3 },
    });
    expect(refused.status).toBe(403);
    await store.api("/products/reorder-level", { method: "PUT", headers: admin, json: { reorderLevel: 3 } });
    expect((await list("sort=qty")).map((row) => row[0])).toEqual(["Spark plug", "Radiator cap", "Air filter"]);
    expect((await log("kind=SETTINGS_CHANGED"))[0]?.changes).toEqual([{ field: "Reorder level", before: 2, after: 3 }]);
  });
});

describe("shop settings in the log", () => {
  test("delivery, payment and message settings are recorded before → after; staff are refused and nothing is recorded", async () => {
    const refused = await store.api("/delivery/free-above", { method: "PUT", headers: staff, json: { amount: 1 } });
    expect(refused.status).toBe(403);
    expect(await log("kind=SETTINGS_CHANGED")).toEqual([]);

    await store.api("/delivery/free-above", { method: "PUT", headers: admin, json: { amount: 7500 } });
    const zone = await store.api<{ zoneId: number }>("/delivery/zones", {
      method: "POST",
      headers: admin,
      json: { name: "Hill country", firstKg: 600, extraKg: 150, daysMin: 2, daysMax: 4, districts: ["LK-23"] },
    });
    expect(zone.status).toBe(201);
    await store.api(`/delivery/zones/${zone.body.data.zoneId}`, {
      method: "PUT",
      headers: admin,
      json: { name: "Hill country", firstKg: 650, extraKg: 150, daysMin: 2, daysMax: 4, districts: ["LK-23"] },
    });
    await store.api("/messages/templates/order-dispatched", {
      method: "PUT",
      headers: admin,
      json: { text: "{shop}: {order} is with {courier} ({tracking})." },
    });

    const entries = await log("kind=SETTINGS_CHANGED");
    expect(entries.map((entry) => [entry.item, entry.changes])).toEqual([
      [
        "message:order-dispatched",
        [
          {
            field: "Text",
            before: "{shop}: order {order} is on its way with {courier}, tracking no. {tracking}. Track: {track}",
            after: "{shop}: {order} is with {courier} ({tracking}).",
          },
        ],
      ],
      [`delivery-zone:${zone.body.data.zoneId}`, [{ field: "First kg", before: 600, after: 650 }]],
      [
        `delivery-zone:${zone.body.data.zoneId}`,
        expect.arrayContaining([{ field: "Name", before: null, after: "Hill country" }]),
      ],
      ["setting:free-delivery", [{ field: "Free above", before: 15_000, after: 7500 }]],
    ]);
  });
});
