import { describe, expect, test } from "bun:test";
import { eq, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/database";
import { products } from "../../db/schema";
import { addProduct, makeSubCategory } from "../../test/catalog";
import { testDatabase } from "../../test/test-database";
import { catalogChanges, productsIn } from "./catalog-changes";
import { catalogVersion } from "./catalog-version";

/** The tags of the changes one write made (every change after the version before it). */
async function tagsOf(db: Db, write: () => Promise<unknown>): Promise<string[]> {
  const version = catalogVersion(db);
  const before = await version();
  await write();
  const changes = await catalogChanges(db)(before, await version());
  return (changes ?? []).flatMap((change) => change.tags).filter(Boolean);
}

/** A value of the column other than the product's, for each kind of column the products table has. */
function otherValue(name: string, value: unknown, subCategoryId: number): unknown {
  if (name === "subCategoryId") return subCategoryId;
  if (name === "condition") return value === "used" ? "genuine-new" : "used";
  if (value instanceof Date) return new Date(value.getTime() - 86_400_000);
  if (typeof value === "boolean") return !value;
  if (typeof value === "number") return value + 1;
  if (value === null)
    return name === "mfd"
      ? "2025-01-01"
      : name.endsWith("Cents") || name.endsWith("Days") || name === "reorderLevel"
        ? 5
        : "x";
  return `${value} changed`;
}

describe("what a change to the catalog says it changed", () => {
  test("a stock figure that stays above zero is the product and stock alone: lists keep their members", async () => {
    const db = testDatabase();
    const id = await addProduct(db, { qty: 5 });
    expect(await tagsOf(db, () => db.update(products).set({ qty: 4 }).where(eq(products.id, id)))).toEqual([
      `product:${id}`,
      "stock",
    ]);
  });

  test("stock reaching zero, or coming back, can change lists: it says so", async () => {
    const db = testDatabase();
    const id = await addProduct(db, { qty: 1 });
    const sold = await tagsOf(db, () => db.update(products).set({ qty: 0 }).where(eq(products.id, id)));
    expect(sold).toEqual([`product:${id}`, "stock", "lists"]);
    const back = await tagsOf(db, () => db.update(products).set({ qty: 3 }).where(eq(products.id, id)));
    expect(back).toEqual([`product:${id}`, "stock", "lists"]);
  });

  test("a change to any other column of a product can change lists (a column added later included)", async () => {
    const db = testDatabase();
    const id = await addProduct(db, { qty: 5 });
    const otherSubCategory = await makeSubCategory(db);
    const [row] = await db.select().from(products).where(eq(products.id, id));
    if (!row) throw new Error("no product");
    const columns = Object.keys(getTableColumns(products)).filter(
      (name) => !["id", "qty", "updatedAt"].includes(name),
    ) as (keyof typeof row)[];
    expect(columns.length).toBeGreaterThan(10);
    for (const name of columns) {
      const changed = otherValue(name, row[name], otherSubCategory);
      const tags = await tagsOf(db, () =>
        db
          .update(products)
          .set({ [name]: changed })
          .where(eq(products.id, id)),
      );
      expect({ name, tags }).toEqual({ name, tags: [`product:${id}`, "lists"] });
    }
  });

  test("the products a value shows are its productIds, however deep", () => {
    const page = { product: { productId: 4, related: [{ productId: 9 }, { productId: 4 }] }, count: 2, id: 7 };
    expect([...productsIn(page)].sort()).toEqual([4, 9]);
  });
});
