import { describe, expect, test } from "bun:test";
import { addProduct, makeBrand, makeVehicle } from "../../test/catalog";
import { makeTestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";

/** Console lists sort on the server by the column in their URL, with paging and filters kept. */
describe("sorting the console's lists", () => {
  test("brands, products and vehicles follow sort and direction in the URL, page after page", async () => {
    const store = makeTestApp();
    const staff = await store.asStaff();
    for (const name of ["Mazda", "audi", "Nissan", "BMW", "Toyota", "Honda"]) await makeBrand(store.db, name);
    const data = async <T>(path: string) =>
      ((await (await store.request(`/_data${path}`, { headers: staff })).json()) as { data: T }).data;

    type Brands = { brands: { data: { name: string }[]; count: number } };
    const names = async (search: string) =>
      (await data<Brands>(`/console/brand-list?${search}`)).brands.data.map((b) => b.name);
    expect(await names("sort=name&size=5")).toEqual(["audi", "BMW", "Honda", "Mazda", "Nissan"]);
    expect(await names("sort=name&direction=desc&size=5")).toEqual(["Toyota", "Nissan", "Mazda", "Honda", "BMW"]);
    expect(await names("sort=name&direction=desc&size=5&page=2")).toEqual(["audi"]);
    // A column the list does not sort by keeps its usual order, never an error.
    expect(await names("sort=description&size=5")).toEqual(await names("size=5"));

    for (const [name, qty] of [
      ["Spark plug", 40],
      ["Brake pad front", 3],
      ["Brake pad rear", 12],
    ] as const)
      await addProduct(store.db, { name, qty });
    type Products = { products: { data: { productName: string }[] } };
    const products = async (search: string) =>
      (await data<Products>(`/console/products-list?${search}`)).products.data.map((p) => p.productName);
    expect(await products("sort=qty")).toEqual(["Brake pad front", "Brake pad rear", "Spark plug"]);
    expect(await products("sort=qty&direction=desc&q=brake")).toEqual(["Brake pad rear", "Brake pad front"]);
    expect(await products("sort=productName&direction=desc")).toEqual([
      "Spark plug",
      "Brake pad rear",
      "Brake pad front",
    ]);

    const used = await makeVehicle(store.db, { make: "Toyota", model: "Axio", code: "NZE161" });
    await makeVehicle(store.db, { make: "Nissan", model: "X-Trail", code: "T32" });
    const fitted = await addProduct(store.db, { name: "Cabin filter" });
    await testSql(store.db).run("INSERT INTO product_fitments (product_id, vehicle_id) VALUES (?, ?)", [fitted, used]);
    type Vehicles = { vehicles: { data: { code: string }[] } };
    const codes = async (search: string) =>
      (await data<Vehicles>(`/console/vehicle-list?${search}`)).vehicles.data.map((v) => v.code);
    expect(await codes("sort=productCount&direction=desc")).toEqual(["NZE161", "T32"]);
    expect(await codes("sort=code&direction=desc")).toEqual(["T32", "NZE161"]);
  });
});
