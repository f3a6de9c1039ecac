import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { brands, categories, products, subCategories } from "../db/schema";

export interface TestProduct {
  name?: string;
  code?: string | null;
  priceCents?: number;
  discountPriceCents?: number | null;
  qty?: number;
  isActive?: boolean;
}

/** The one sub-category test products go in (made on first use). */
function testSubCategoryId(db: Db): number {
  const existing = db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.name, "Test parts"))
    .get();
  if (existing) return existing.id;
  const brand = db.insert(brands).values({ name: "Test brand" }).returning({ id: brands.id }).get();
  const category = db
    .insert(categories)
    .values({ brandId: brand.id, name: "Test category" })
    .returning({ id: categories.id })
    .get();
  return db
    .insert(subCategories)
    .values({ categoryId: category.id, name: "Test parts" })
    .returning({ id: subCategories.id })
    .get().id;
}

/** Adds a product straight to the database and returns its id. */
export function addProduct(db: Db, product: TestProduct = {}): number {
  const serial = crypto.randomUUID().slice(0, 8).toUpperCase();
  return db
    .insert(products)
    .values({
      subCategoryId: testSubCategoryId(db),
      name: product.name ?? `Test part ${serial}`,
      code: product.code === undefined ? `TP-${serial}` : product.code,
      priceCents: product.priceCents ?? 10_000,
      discountPriceCents: product.discountPriceCents ?? null,
      qty: product.qty ?? 10,
      isActive: product.isActive ?? true,
    })
    .returning({ id: products.id })
    .get().id;
}

/** A product's stock on hand. */
export const stockOf = (db: Db, id: number) =>
  db.select({ qty: products.qty }).from(products).where(eq(products.id, id)).get()?.qty;
