import { beforeEach, describe, expect, test } from "bun:test";
import { addProduct, fitProduct, makeBrand, makeCategory, makeSubCategory, makeVehicle } from "../../../test/catalog";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import type { Page } from "../../http/envelope";
import type { Product } from "../products/model";

let store: TestApp;
let nze161: number;
let ksp130: number;
let toyotaPads: number;
let nissanPads: number;
const ids: Record<string, number> = {};

/**
 * Four pads and a filter: front and rear pads for the Axio, pads for the Vitz, Nissan pads fitting the Axio too
 * (an aftermarket brand), and an oil filter with no fitment recorded.
 */
beforeEach(async () => {
  store = makeTestApp();
  nze161 = await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE161" });
  ksp130 = await makeVehicle(store.db, { make: "Toyota", model: "Vitz", code: "KSP130" });
  const toyota = await makeBrand(store.db, "Toyota Genuine");
  toyotaPads = await makeSubCategory(store.db, {
    categoryId: await makeCategory(store.db, { brandId: toyota }),
    name: "Pads",
  });
  nissanPads = await makeSubCategory(store.db, {
    categoryId: await makeCategory(store.db, { brandId: await makeBrand(store.db, "Nissan Genuine") }),
    name: "Pads",
  });
  const add = async (key: string, name: string, subCategoryId: number, priceCents: number, fits: number[]) => {
    ids[key] = await addProduct(store.db, { name, subCategoryId, priceCents });
    if (fits.length > 0) await fitProduct(store.db, ids[key] as number, fits);
  };
  await add("axioFront", "Front brake pads", toyotaPads, 15_000_00, [nze161]);
  await add("axioRear", "Rear brake pads", toyotaPads, 9_000_00, [nze161]);
  await add("vitzFront", "Front brake pads small", toyotaPads, 12_000_00, [ksp130]);
  await add("nissanFront", "Front brake pads aftermarket", nissanPads, 8_000_00, [nze161, ksp130]);
  await add("filter", "Oil filter", toyotaPads, 2_000_00, []);
});

const list = async (query: string) => {
  const { status, body } = await store.api<Page<Product>>(`/products/visitor/get-all-products?${query}`);
  expect(status).toBe(200);
  return body.data;
};
const names = (page: Page<Product>) => page.data.map((product) => product.productName);

describe("products filtered by the vehicle they fit", () => {
  test("without search text: only what fits, newest first, counted", async () => {
    const page = await list(`vehicleId=${nze161}`);
    expect(page.count).toBe(3);
    expect(names(page)).toEqual(["Front brake pads aftermarket", "Rear brake pads", "Front brake pads"]);
  });

  test("with search text: the words and the vehicle both", async () => {
    const page = await list(`vehicleId=${nze161}&searchText=front`);
    expect(names(page).toSorted()).toEqual(["Front brake pads", "Front brake pads aftermarket"]);
    const vitz = await list(`vehicleId=${ksp130}&searchText=front%20brake`);
    expect(names(vitz).toSorted()).toEqual(["Front brake pads aftermarket", "Front brake pads small"]);
  });

  test("with other filters and sorts, searching or not", async () => {
    const toyotaOnly = await list(`vehicleId=${nze161}&subCategoryId=${toyotaPads}&sort=price-asc`);
    expect(names(toyotaOnly)).toEqual(["Rear brake pads", "Front brake pads"]);
    const nissanOnly = await list(`vehicleId=${nze161}&subCategoryId=${nissanPads}&searchText=pads`);
    expect(names(nissanOnly)).toEqual(["Front brake pads aftermarket"]);
    const byPrice = await list(`vehicleId=${nze161}&searchText=pads&sort=price-desc`);
    expect(names(byPrice)).toEqual(["Front brake pads", "Rear brake pads", "Front brake pads aftermarket"]);
    const paged = await list(`vehicleId=${nze161}&sort=name&size=2&page=1`);
    expect(paged.count).toBe(3);
    expect(names(paged)).toEqual(["Rear brake pads"]);
  });

  test("a vehicle nothing fits answers an empty page; an inactive product never shows", async () => {
    const lonely = await makeVehicle(store.db);
    expect((await list(`vehicleId=${lonely}`)).count).toBe(0);
    const hidden = await addProduct(store.db, { name: "Hidden pads", isActive: false });
    await fitProduct(store.db, hidden, [nze161]);
    expect(names(await list(`vehicleId=${nze161}&searchText=hidden`))).toEqual([]);
    expect((await list(`vehicleId=${nze161}`)).count).toBe(3);
  });

  test("free-text search understands chassis codes: 'NZE161 brake pads' finds the pads that fit it", async () => {
    const page = await list("searchText=NZE161%20brake%20pads");
    expect(names(page).toSorted()).toEqual(["Front brake pads", "Front brake pads aftermarket", "Rear brake pads"]);
    const lower = await list("searchText=nze161%20rear");
    expect(names(lower)).toEqual(["Rear brake pads"]);
    const vitz = await list("searchText=KSP130");
    expect(names(vitz).toSorted()).toEqual(["Front brake pads aftermarket", "Front brake pads small"]);
  });

  test("renaming a vehicle's code reaches search at once", async () => {
    const staff = await store.asAdmin();
    const saved = await store.api(`/vehicles/update-vehicle/${ksp130}`, {
      method: "PUT",
      headers: staff,
      json: { make: "Toyota", model: "Vitz", code: "NSP130", yearFrom: 2010 },
    });
    expect(saved.status).toBe(200);
    expect((await list("searchText=ksp130")).count).toBe(0);
    expect((await list("searchText=nsp130")).count).toBe(2);
  });

  test("cached storefront answers end when a fitment changes", async () => {
    expect((await list(`vehicleId=${ksp130}`)).count).toBe(2);
    const staff = await store.asAdmin();
    await store.api("/vehicles/add-fitments", {
      method: "POST",
      headers: staff,
      json: { productIds: [ids.axioRear], vehicleIds: [ksp130] },
    });
    expect((await list(`vehicleId=${ksp130}`)).count).toBe(3);
    const product = await store.api<Product>(`/products/visitor/get-product-by-id/${ids.axioRear}`);
    expect(product.body.data.vehicleIds.toSorted()).toEqual([nze161, ksp130].toSorted());
  });

  test("a vehicle id that is not a whole number is 400 naming the field", async () => {
    const { status, body } = await store.api("/products/visitor/get-all-products?vehicleId=abc");
    expect(status).toBe(400);
    expect(body.errors?.[0]?.field).toBe("vehicleId");
  });
});
