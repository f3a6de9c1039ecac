import { describe, expect, test } from "bun:test";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { categories, products, subCategories } from "../../../db/schema";
import type { PartCondition } from "../../../shared/part-condition";
import { addProduct, makeBrand, makeCategory, makeSubCategory } from "../../../test/catalog";
import { testDatabase } from "../../../test/test-database";
import { createProductList, type ProductFilter } from "./product-list";
import { createProductRows } from "./product-rows";

/** Two brands, three categories, four sub-categories. */
async function catalog(db: Db) {
  const brandA = await makeBrand(db);
  const brandB = await makeBrand(db);
  const categoryA1 = await makeCategory(db, { brandId: brandA });
  const categoryA2 = await makeCategory(db, { brandId: brandA });
  const categoryB1 = await makeCategory(db, { brandId: brandB });
  const subs = [
    await makeSubCategory(db, { categoryId: categoryA1 }),
    await makeSubCategory(db, { categoryId: categoryA1 }),
    await makeSubCategory(db, { categoryId: categoryA2 }),
    await makeSubCategory(db, { categoryId: categoryB1 }),
  ];
  return { brandA, brandB, categoryA1, categoryA2, categoryB1, subs };
}

/** How many products the filter matches, counted product by product (what the kept counts must always equal). */
async function countedOneByOne(db: Db, filter: ProductFilter): Promise<number> {
  const rows = await db
    .select({
      isActive: products.isActive,
      condition: products.condition,
      subCategoryId: products.subCategoryId,
      categoryId: subCategories.categoryId,
      brandId: categories.brandId,
    })
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId));
  const categoryIds = filter.categoryIds ?? (filter.categoryId ? [filter.categoryId] : undefined);
  return rows.filter(
    (row) =>
      (filter.isActive === undefined || row.isActive === filter.isActive) &&
      (!filter.condition || row.condition === filter.condition) &&
      (!filter.subCategoryIds || filter.subCategoryIds.includes(row.subCategoryId)) &&
      (!categoryIds || categoryIds.includes(row.categoryId)) &&
      (!filter.brandId || row.brandId === filter.brandId),
  ).length;
}

describe("a list's count without search text (summed from product_counts)", () => {
  test("equals the products counted one by one after adds, moves, (de)activations, condition changes and deletes", async () => {
    const db = testDatabase();
    const list = createProductList(db, createProductRows(db));
    const { brandA, brandB, categoryA1, categoryB1, subs } = await catalog(db);
    const conditions: PartCondition[] = ["genuine-new", "used", "aftermarket-new"];
    const ids: number[] = [];
    for (let n = 0; n < 24; n++) {
      const id = await addProduct(db, { subCategoryId: subs[n % subs.length], isActive: n % 5 !== 0 });
      await db
        .update(products)
        .set({ condition: conditions[n % conditions.length] })
        .where(eq(products.id, id));
      ids.push(id);
    }
    const filters: ProductFilter[] = [
      {},
      { isActive: true },
      { isActive: false },
      { isActive: true, condition: "used" },
      { isActive: true, subCategoryIds: [subs[0] as number, subs[3] as number] },
      { isActive: true, categoryIds: [categoryA1] },
      { isActive: true, categoryId: categoryB1, condition: "genuine-new" },
      { isActive: true, brandId: brandA },
      { brandId: brandB },
    ];
    const check = async (step: string) => {
      for (const filter of filters) {
        const counted = await countedOneByOne(db, filter);
        const listed = (await list.list(filter, { size: 0 }, 12)).count;
        expect({ step, filter, listed }).toEqual({ step, filter, listed: counted });
      }
    };
    await check("added");

    await db
      .update(products)
      .set({ isActive: false })
      .where(inArray(products.id, ids.slice(0, 6)));
    await check("deactivated");
    await db
      .update(products)
      .set({ subCategoryId: subs[3] })
      .where(inArray(products.id, ids.slice(4, 10)));
    await check("moved to another brand's sub-category");
    await db
      .update(products)
      .set({ condition: "used", isActive: true })
      .where(inArray(products.id, ids.slice(8, 14)));
    await check("condition and activity changed together");
    await db
      .update(products)
      .set({ qty: 0, priceCents: 1 })
      .where(inArray(products.id, ids.slice(0, 12)));
    await check("stock and price changed (counts untouched)");
    await db.delete(products).where(inArray(products.id, ids.slice(10, 20)));
    await check("deleted");
  });
});
