import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { brands, categories, productImages, products, subCategories } from "../../../db/schema";
import { centsToRupees } from "../../../shared/money";
import type { Product } from "./model";

const columns = {
  id: products.id,
  name: products.name,
  code: products.code,
  displayName: products.displayName,
  shortDescription: products.shortDescription,
  description: products.description,
  priceCents: products.priceCents,
  discountPriceCents: products.discountPriceCents,
  qty: products.qty,
  mfd: products.mfd,
  isActive: products.isActive,
  rating: products.rating,
  subCategoryId: subCategories.id,
  subCategoryName: subCategories.name,
  categoryId: categories.id,
  categoryName: categories.name,
  brandId: brands.id,
  brandName: brands.name,
};

/** Products with their sub-category, category and brand: the shape every product read starts from. */
export const selectProducts = (db: Db) =>
  db
    .select(columns)
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(brands, eq(brands.id, categories.brandId));

export type ProductJoinRow = ReturnType<ReturnType<typeof selectProducts>["all"]>[number];

/** A product's image URLs in display order, and the small version of the first for cards and the cart. */
export interface ProductImages {
  urls: string[];
  card: string | null;
}

/** The images of many products in one query. */
export function imagesOf(db: Db, ids: number[]): Map<number, ProductImages> {
  const byProduct = new Map<number, ProductImages>();
  if (ids.length === 0) return byProduct;
  const rows = db
    .select({ productId: productImages.productId, url: productImages.url, cardUrl: productImages.cardUrl })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(productImages.productId, productImages.position, productImages.id)
    .all();
  for (const row of rows) {
    const images = byProduct.get(row.productId);
    if (images) images.urls.push(row.url);
    else byProduct.set(row.productId, { urls: [row.url], card: row.cardUrl ?? row.url });
  }
  return byProduct;
}

const NO_IMAGES: ProductImages = { urls: [], card: null };

export function toProduct(row: ProductJoinRow, { urls, card }: ProductImages = NO_IMAGES): Product {
  return {
    productId: row.id,
    productName: row.name,
    code: row.code,
    productDisplayName: row.displayName,
    shortDescription: row.shortDescription,
    description: row.description,
    price: centsToRupees(row.priceCents),
    discountPrice: row.discountPriceCents === null ? null : centsToRupees(row.discountPriceCents),
    qty: row.qty,
    mfd: row.mfd,
    isActive: row.isActive,
    rating: row.rating,
    subCategory: {
      subCategoryId: row.subCategoryId,
      subCategory: row.subCategoryName,
      categoryId: row.categoryId,
      category: row.categoryName,
      brandId: row.brandId,
      brand: row.brandName,
    },
    images: urls,
    cardImage: card,
  };
}

/** Rows with their images, in the rows' order. */
export function withImages(db: Db, rows: ProductJoinRow[]): Product[] {
  const images = imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProduct(r, images.get(r.id)));
}
