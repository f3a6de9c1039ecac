import { beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "../../db/seed/seed-demo";
import { type CategoryNames, nameOptions } from "../../shared/category-names";
import type { StoreQuery } from "../../shared/store-query";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { testSql } from "../../test/test-sql";
import type { Page } from "../http/envelope";
import type { Product } from "../modules/products/model";

let store: TestApp;
beforeAll(async () => {
  store = makeTestApp();
  await seedDemo(store.db);
});

type StoreData = { query: StoreQuery; pickers: CategoryNames; products: Page<Product> };
const storeData = async (search: string) => {
  const response = await store.request(`/_data/client/store${search}`);
  return ((await response.json()) as { data: StoreData }).data;
};
const idsOf = async (sql: string) => (await testSql(store.db).all<{ id: number }>(sql)).map((row) => row.id);
const activeCount = async (where: string) =>
  (
    await testSql(store.db).get<{
      n: number;
    }>(`SELECT CAST(count(*) AS integer) AS n FROM products p JOIN sub_categories s ON s.id = p.sub_category_id
       JOIN categories c ON c.id = s.category_id WHERE p.is_active = true AND ${where}`)
  )?.n;

describe("storefront categories by name", () => {
  test("each name once, alphabetical, with its count of active parts across brands", async () => {
    const { pickers } = await storeData("");
    const { categories, subCategories } = nameOptions(pickers, null, null);
    const names = categories.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Three brands have a "Brake System": one choice, counting all their brake parts.
    expect((await idsOf("SELECT id FROM categories WHERE name = 'Brake System'")).length).toBeGreaterThan(1);
    const brakes = categories.find((c) => c.name === "Brake System");
    expect(brakes?.detail).toBe(`${await activeCount("c.name = 'Brake System'")} parts`);
    expect(subCategories.filter((s) => s.name === "Brake Pads")).toHaveLength(1);
  });

  test("a category name lists every brand's parts of that name; a brand narrows it", async () => {
    const [first, second] = await idsOf("SELECT id FROM categories WHERE name = 'Brake System' ORDER BY id");
    const all = await storeData(`?category=${first}&size=48`);
    expect(all.products.count).toBe((await activeCount("c.name = 'Brake System'")) as number);
    expect(new Set(all.products.data.map((p) => p.subCategory.brand)).size).toBeGreaterThan(1);
    // An old link with another brand's id of the same name means the same choice.
    const old = await storeData(`?category=${second}&size=48`);
    expect(old.query.category).toBe(first as number);
    expect(old.products.count).toBe(all.products.count);

    const brandId = (await idsOf(`SELECT brand_id AS id FROM categories WHERE id = ${second}`))[0] as number;
    const narrowed = await storeData(`?category=${first}&brand=${brandId}&size=48`);
    expect(narrowed.products.count).toBe(
      (await activeCount(`c.name = 'Brake System' AND c.brand_id = ${brandId}`)) as number,
    );
    const options = nameOptions(narrowed.pickers, brandId, first as number);
    expect(options.subCategories.every((s) => Number(s.detail.split(" ")[0]) > 0)).toBe(true);
  });

  test("a sub-category name lists every brand's; an unknown id lists nothing", async () => {
    const pads = await idsOf("SELECT id FROM sub_categories WHERE name = 'Brake Pads' ORDER BY id");
    const bySub = await storeData(`?sub=${pads.at(-1)}&size=48`);
    expect(bySub.query.sub).toBe(pads[0] as number);
    expect(bySub.products.count).toBe(
      (
        await testSql(store.db).get<{ n: number }>(
          "SELECT CAST(count(*) AS integer) AS n FROM products p JOIN sub_categories s ON s.id = p.sub_category_id WHERE s.name = 'Brake Pads' AND p.is_active = true",
        )
      )?.n as number,
    );
    expect((await storeData("?category=99999")).products.count).toBe(0);
  });

  test("the plain form (no JavaScript) offers each name once with its count", async () => {
    const html = await (await store.request("/client/store")).text();
    expect(html.match(/>Brake System \(\d+ parts\)</g)).toHaveLength(1);
  });
});
