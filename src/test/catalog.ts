import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { firstRow, writtenRow } from "../db/first-row";
import { brands, categories, productFitments, products, subCategories, vehicles } from "../db/schema";

export interface TestProduct {
  subCategoryId?: number;
  name?: string;
  code?: string | null;
  priceCents?: number;
  discountPriceCents?: number | null;
  qty?: number;
  isActive?: boolean;
  displayName?: string | null;
  weightGrams?: number;
  bulky?: boolean;
}

/** Adds a brand straight to the database and returns its id. */
export const makeBrand = async (db: Db, name = `Brand ${serial()}`, description = "") =>
  (await writtenRow(db.insert(brands).values({ name, description }).returning({ id: brands.id }))).id;

/** Adds a category of `brandId` (a new brand when not given) and returns its id. */
export const makeCategory = async (
  db: Db,
  { brandId, name = `Category ${serial()}` }: { brandId?: number; name?: string } = {},
) =>
  (
    await writtenRow(
      db
        .insert(categories)
        .values({ brandId: brandId ?? (await makeBrand(db)), name })
        .returning({ id: categories.id }),
    )
  ).id;

/** Adds a sub-category of `categoryId` (a new category when not given) and returns its id. */
export const makeSubCategory = async (
  db: Db,
  { categoryId, name = `Sub-category ${serial()}` }: { categoryId?: number; name?: string } = {},
) =>
  (
    await writtenRow(
      db
        .insert(subCategories)
        .values({ categoryId: categoryId ?? (await makeCategory(db)), name })
        .returning({ id: subCategories.id }),
    )
  ).id;

const serial = () => crypto.randomUUID().slice(0, 8).toUpperCase();

/** The one sub-category test products go in (made on first use). */
async function testSubCategoryId(db: Db): Promise<number> {
  const existing = await firstRow(
    db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.name, "Test parts")),
  );
  if (existing) return existing.id;
  const brandId = await makeBrand(db, "Test brand");
  return makeSubCategory(db, {
    categoryId: await makeCategory(db, { brandId, name: "Test category" }),
    name: "Test parts",
  });
}

/** Adds a product straight to the database and returns its id. */
export async function addProduct(db: Db, product: TestProduct = {}): Promise<number> {
  const code = serial();
  return (
    await writtenRow(
      db
        .insert(products)
        .values({
          subCategoryId: product.subCategoryId ?? (await testSubCategoryId(db)),
          name: product.name ?? `Test part ${code}`,
          code: product.code === undefined ? `TP-${code}` : product.code,
          priceCents: product.priceCents ?? 10_000,
          discountPriceCents: product.discountPriceCents ?? null,
          qty: product.qty ?? 10,
          isActive: product.isActive ?? true,
          displayName: product.displayName ?? null,
          weightGrams: product.weightGrams ?? 1000,
          bulky: product.bulky ?? false,
        })
        .returning({ id: products.id }),
    )
  ).id;
}

/** A product's stock on hand. */
export const stockOf = async (db: Db, id: number) =>
  (await firstRow(db.select({ qty: products.qty }).from(products).where(eq(products.id, id))))?.qty;

export interface TestVehicle {
  make?: string;
  model?: string;
  code?: string;
  yearFrom?: number;
  yearTo?: number | null;
  engine?: string;
}

/** Adds a vehicle straight to the database and returns its id. */
export const makeVehicle = async (db: Db, vehicle: TestVehicle = {}) =>
  (
    await writtenRow(
      db
        .insert(vehicles)
        .values({
          make: vehicle.make ?? "Toyota",
          model: vehicle.model ?? `Model ${serial()}`,
          code: vehicle.code ?? `X${serial()}`,
          yearFrom: vehicle.yearFrom ?? 2012,
          yearTo: vehicle.yearTo === undefined ? 2019 : vehicle.yearTo,
          engine: vehicle.engine ?? "",
        })
        .returning({ id: vehicles.id }),
    )
  ).id;

/** Records that a product fits these vehicles. */
export const fitProduct = (db: Db, productId: number, vehicleIds: number[]) =>
  db.insert(productFitments).values(vehicleIds.map((vehicleId) => ({ productId, vehicleId })));
