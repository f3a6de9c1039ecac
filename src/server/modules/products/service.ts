import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { brands, categories, productImages, products, subCategories } from "../../../db/schema";
import type { Page } from "../../../shared/api-client";
import type { Product } from "../../../shared/catalog-types";
import { centsToRupees } from "../../../shared/money";
import { MAX_PAGE_SIZE } from "./model";

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
const selectProducts = (db: Db) =>
  db
    .select(columns)
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(brands, eq(brands.id, categories.brandId));

type Row = ReturnType<ReturnType<typeof selectProducts>["all"]>[number];

export interface ListParams {
  page?: number;
  size?: number;
}

export const clampSize = (size: number | undefined, fallback: number) =>
  Math.min(Math.max(size ?? fallback, 0), MAX_PAGE_SIZE);

export function createProductService(db: Db) {
  /** Images of many products in one query, in their order. */
  function imagesOf(ids: number[]): Map<number, string[]> {
    const byProduct = new Map<number, string[]>();
    if (ids.length === 0) return byProduct;
    const rows = db
      .select({ productId: productImages.productId, url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(productImages.productId, productImages.position, productImages.id)
      .all();
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(row.url);
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  function toProduct(row: Row, images: string[]): Product {
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
      images,
    };
  }

  return {
    /** Active products for the storefront, newest first. */
    listVisitor(params: ListParams): Page<Product> {
      const size = clampSize(params.size, 12);
      const page = Math.max(params.page ?? 0, 0);
      const where = and(eq(products.isActive, true));
      const count = db.select({ n: sql<number>`count(*)` }).from(products).where(where).get()?.n ?? 0;
      if (size === 0) return { data: [], count };
      const rows = selectProducts(db)
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(size)
        .offset(page * size)
        .all();
      const images = imagesOf(rows.map((r) => r.id));
      return { data: rows.map((r) => toProduct(r, images.get(r.id) ?? [])), count };
    },

    /** One active product for the storefront; null when it does not exist or is inactive. */
    getVisitor(id: number): Product | null {
      const row = selectProducts(db)
        .where(and(eq(products.id, id), eq(products.isActive, true)))
        .get();
      return row ? toProduct(row, imagesOf([row.id]).get(row.id) ?? []) : null;
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
