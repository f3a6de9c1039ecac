import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { categories, productImages, products } from "../../db/schema";
import { addProduct, fitProduct, makeBrand, makeCategory, makeSubCategory, makeVehicle } from "../../test/catalog";
import { orderBody, placeOrder } from "../../test/orders";
import { makeTestApp } from "../../test/test-app";

/**
 * A change invalidates the cached answers carrying its tags and no others (catalog-changes.ts): each test reads a set of
 * storefront answers twice (the second time all from memory), makes one change, reads them all again and names
 * which were built afresh — each showing the change — and which were still served from memory.
 */

type View =
  | "p1Api"
  | "p2Api"
  | "p3Api"
  | "listB"
  | "storeB"
  | "storeAll"
  | "p1Page"
  | "p3Page"
  | "p3Data"
  | "brands"
  | "makes";

const VIEWS: readonly View[] = [
  "p1Api",
  "p2Api",
  "p3Api",
  "listB",
  "storeB",
  "storeAll",
  "p1Page",
  "p3Page",
  "p3Data",
  "brands",
  "makes",
];

/**
 * A shop of two brands: Front brake pads and Rear brake pads (category A, one sub-category: each is the other's
 * related part) and an Air filter (category B), a car none of them fits yet.
 */
async function shopWithViews() {
  const store = makeTestApp();
  const categoryA = await makeCategory(store.db, { brandId: await makeBrand(store.db, "Brakes Co"), name: "Brakes" });
  const categoryB = await makeCategory(store.db, { brandId: await makeBrand(store.db, "Filters Co"), name: "Filters" });
  const pads = await makeSubCategory(store.db, { categoryId: categoryA, name: "Brake pads" });
  const filters = await makeSubCategory(store.db, { categoryId: categoryB, name: "Air filters" });
  const p1 = await addProduct(store.db, { subCategoryId: pads, name: "Front brake pads", qty: 7, priceCents: 450_000 });
  const p2 = await addProduct(store.db, { subCategoryId: pads, name: "Rear brake pads", qty: 5, priceCents: 380_000 });
  const p3 = await addProduct(store.db, { subCategoryId: filters, name: "Air filter", qty: 9, priceCents: 120_000 });
  const vehicle = await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE161" });
  const urls: Record<View, string> = {
    p1Api: `/api/v1/products/visitor/get-product-by-id/${p1}`,
    p2Api: `/api/v1/products/visitor/get-product-by-id/${p2}`,
    p3Api: `/api/v1/products/visitor/get-product-by-id/${p3}`,
    listB: `/api/v1/products/visitor/get-all-products?categoryId=${categoryB}&page=0&size=12`,
    storeB: `/client/store?category=${categoryB}`,
    storeAll: "/client/store",
    p1Page: `/client/product/${p1}`,
    p3Page: `/client/product/${p3}`,
    p3Data: `/_data/client/product/${p3}`,
    brands: "/api/v1/brands/visitor/get-all-for-client",
    makes: "/api/v1/vehicles/visitor/makes",
  };

  /** The log line of the request with this id, once written (the request log writes it as the answer goes out). */
  async function logLineOf(requestId: string | null): Promise<string> {
    for (let turn = 0; turn < 100; turn++) {
      const line = store.logs.find((entry) => requestId !== null && entry.includes(`"requestId":"${requestId}"`));
      if (line) return line;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error(`no log line for request ${requestId}`);
  }

  /** Each view's body, and whether it came from memory (its request's log line says so). */
  async function readAll() {
    const read = {} as Record<View, { body: string; cached: boolean }>;
    for (const view of VIEWS) {
      const response = await store.request(urls[view]);
      expect(response.status).toBe(200);
      const line = await logLineOf(response.headers.get("x-request-id"));
      read[view] = { body: await response.text(), cached: line.includes('"cached":true') };
    }
    return read;
  }

  /** Reads every view until all come from memory, makes the change, and reads them again. */
  async function afterChange(change: () => Promise<unknown>) {
    await readAll();
    const before = await readAll();
    expect(VIEWS.filter((view) => !before[view].cached)).toEqual([]);
    await change();
    const after = await readAll();
    return {
      before,
      after,
      fresh: VIEWS.filter((view) => !after[view].cached),
      cached: VIEWS.filter((view) => after[view].cached),
    };
  }

  return { store, p1, p2, p3, categoryA, vehicle, afterChange };
}

const productOf = (body: string) => (JSON.parse(body) as { data: { qty: number; price: number } }).data;

describe("what invalidates a cached answer", () => {
  test("an order ends the answers showing the part it took; the rest of the shop stays in memory", async () => {
    const { store, p1, afterChange } = await shopWithViews();
    const { before, after, fresh } = await afterChange(async () =>
      expect((await placeOrder(store, orderBody([{ productId: p1, quantity: 1 }]))).status).toBe(201),
    );
    // The pads' page shows the rear pads beside them; the whole store lists them.
    expect(before.p1Page.body).toContain("Rear brake pads");
    expect(fresh).toEqual(["p1Api", "storeAll", "p1Page"]);
    expect(productOf(before.p1Api.body).qty).toBe(7);
    expect(productOf(after.p1Api.body).qty).toBe(6);
  });

  test("a price change ends that product's answers and every list and page; other products' stay", async () => {
    const { store, p3, afterChange } = await shopWithViews();
    const { after, fresh, cached } = await afterChange(() =>
      store.db.update(products).set({ priceCents: 135_000 }).where(eq(products.id, p3)),
    );
    expect(cached).toEqual(["p1Api", "p2Api", "brands"]);
    expect(fresh).toContain("p3Page");
    expect(productOf(after.p3Api.body).price).toBe(1350);
    expect(after.p3Page.body).toContain("1,350");
    expect(after.storeB.body).toContain("1,350");
  });

  test("a product's edit ends its answers and every list and page; other products' stay", async () => {
    const { store, p2, afterChange } = await shopWithViews();
    const { after, cached } = await afterChange(() =>
      store.db.update(products).set({ name: "Rear disc brake pads" }).where(eq(products.id, p2)),
    );
    expect(cached).toEqual(["p1Api", "p3Api", "brands"]);
    expect(after.p2Api.body).toContain("Rear disc brake pads");
    expect(after.storeAll.body).toContain("Rear disc brake pads");
    expect(after.p1Page.body).toContain("Rear disc brake pads");
  });

  test("a category's new name ends every answer printing category names; brands and cars stay", async () => {
    const { store, categoryA, afterChange } = await shopWithViews();
    const { after, cached } = await afterChange(() =>
      store.db.update(categories).set({ name: "Braking" }).where(eq(categories.id, categoryA)),
    );
    expect(cached).toEqual(["brands", "makes"]);
    expect(after.p1Api.body).toContain('"category":"Braking"');
    expect(after.p1Page.body).toContain("Braking");
  });

  test("a new fitment ends the part's answers, lists, pages and the cars' counts; other products' stay", async () => {
    const { store, p3, vehicle, afterChange } = await shopWithViews();
    const { after, cached } = await afterChange(() => fitProduct(store.db, p3, [vehicle]));
    expect(cached).toEqual(["p1Api", "p2Api", "brands"]);
    expect((JSON.parse(after.p3Api.body) as { data: { vehicleIds: number[] } }).data.vehicleIds).toEqual([vehicle]);
    expect(after.p3Page.body).toContain("NZE161");
  });

  test("a new photo ends only the answers showing that product", async () => {
    const { store, p2, afterChange } = await shopWithViews();
    const url = "/images/parts/rear-pads.webp";
    const { after, fresh } = await afterChange(() =>
      store.db.insert(productImages).values({ productId: p2, position: 0, url }),
    );
    expect(fresh).toEqual(["p2Api", "storeAll", "p1Page"]);
    expect(after.p2Api.body).toContain(url);
  });

  test("a list's count stays right: the same after an order, one more after a new product", async () => {
    const { store, p1, afterChange } = await shopWithViews();
    const total = async () =>
      (await store.api<{ count: number }>("/products/visitor/get-all-products?page=0&size=12")).body.data.count;
    expect(await total()).toBe(3);
    await afterChange(() => placeOrder(store, orderBody([{ productId: p1, quantity: 1 }])));
    expect(await total()).toBe(3);
    await addProduct(store.db, { name: "Cabin filter" });
    expect(await total()).toBe(4);
  });

  test("with no answers cached (ANSWER_CACHE_MB=0) the products lists are built from stay fresh after each change", async () => {
    const store = makeTestApp({ env: { ANSWER_CACHE_MB: "0" } });
    const categoryId = await makeCategory(store.db, { name: "Brakes" });
    const pads = await makeSubCategory(store.db, { categoryId, name: "Brake pads" });
    const id = await addProduct(store.db, { subCategoryId: pads, name: "Front brake pads", qty: 7 });
    const vehicle = await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE161" });
    const listed = async () =>
      (
        await store.api<{ data: { price: number; qty: number; productName: string; images: string[] }[] }>(
          "/products/visitor/get-all-products?page=0&size=12",
        )
      ).body.data.data[0];
    const shown = async () =>
      (
        await store.api<{ vehicleIds: number[]; subCategory: { category: string } }>(
          `/products/visitor/get-product-by-id/${id}`,
        )
      ).body.data;
    await listed();
    await shown();
    await store.db
      .update(products)
      .set({ priceCents: 135_000, qty: 3, name: "Front disc pads" })
      .where(eq(products.id, id));
    expect(await listed()).toMatchObject({ price: 1350, qty: 3, productName: "Front disc pads" });
    await store.db.insert(productImages).values({ productId: id, position: 0, url: "/images/parts/pads.webp" });
    expect((await listed())?.images).toEqual(["/images/parts/pads.webp"]);
    await fitProduct(store.db, id, [vehicle]);
    expect((await shown()).vehicleIds).toEqual([vehicle]);
    await store.db.update(categories).set({ name: "Braking" }).where(eq(categories.id, categoryId));
    expect((await shown()).subCategory.category).toBe("Braking");
  });

  test("with no answers cached, a list's memoized order follows prices, stock figures and new products", async () => {
    const store = makeTestApp({ env: { ANSWER_CACHE_MB: "0" } });
    const cheap = await addProduct(store.db, { name: "Cheap pads", priceCents: 100_000, qty: 5 });
    const dear = await addProduct(store.db, { name: "Dear pads", priceCents: 900_000, qty: 9 });
    const order = async (sort: string) =>
      (
        await store.api<{ data: { productId: number }[] }>(
          `/products/visitor/get-all-products?page=0&size=12&sort=${sort}`,
        )
      ).body.data.data.map((product) => product.productId);
    expect(await order("price-asc")).toEqual([cheap, dear]);
    expect(await order("qty-desc")).toEqual([dear, cheap]);
    expect(await order("newest")).toEqual([dear, cheap]);
    await store.db.update(products).set({ priceCents: 1_000_000 }).where(eq(products.id, cheap));
    expect(await order("price-asc")).toEqual([dear, cheap]);
    expect(await order("qty-desc")).toEqual([dear, cheap]);
    // A stock figure that stays above zero changes no list's members, but this order.
    await store.db.update(products).set({ qty: 3 }).where(eq(products.id, dear));
    expect(await order("qty-desc")).toEqual([cheap, dear]);
    const added = await addProduct(store.db, { name: "New pads" });
    expect(await order("newest")).toEqual([added, dear, cheap]);
  });
});
