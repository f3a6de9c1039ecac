import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { inJsonList, prepared } from "../../../db/prepared";
import {
  brands,
  categories,
  partNumbers,
  productFitments,
  productImages,
  products,
  subCategories,
} from "../../../db/schema";
import { byProductBrandKey, productBrandDetails } from "../../../shared/brand-details";
import { centsToRupees } from "../../../shared/money";
import type { PartNumber } from "../../../shared/part-numbers";
import { BRANDS, CATEGORIES, productTag } from "../../cache/catalog-changes";
import { type Memo, NO_MEMO } from "../../cache/memo";
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
  weightGrams: products.weightGrams,
  bulky: products.bulky,
  condition: products.condition,
  warrantyDays: products.warrantyDays,
  reorderLevel: products.reorderLevel,
  subCategoryId: subCategories.id,
  subCategoryName: subCategories.name,
  categoryId: categories.id,
  categoryName: categories.name,
  brandId: brands.id,
  brandName: brands.name,
  ...byProductBrandKey((key) => brands[key]),
};

/** Products with their sub-category, category and brand: the shape every product read starts from. */
export const selectProducts = (db: Db) =>
  db
    .select(columns)
    .from(products)
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoin(brands, eq(brands.id, categories.brandId));

export type ProductJoinRow = Awaited<ReturnType<typeof selectProducts>>[number];

/** A product's image URLs in display order, and the small version of the first for cards and the cart. */
export interface ProductImages {
  urls: string[];
  card: string | null;
}

const NO_IMAGES: ProductImages = { urls: [], card: null };

export function toProduct(
  row: ProductJoinRow,
  { urls, card }: ProductImages = NO_IMAGES,
  vehicleIds: number[] = [],
  numbers: PartNumber[] = [],
): Product {
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
    weightKg: row.weightGrams / 1000,
    bulky: row.bulky,
    subCategory: {
      subCategoryId: row.subCategoryId,
      subCategory: row.subCategoryName,
      categoryId: row.categoryId,
      category: row.categoryName,
      brandId: row.brandId,
      brand: row.brandName,
      ...productBrandDetails(row),
    },
    images: urls,
    cardImage: card,
    vehicleIds,
    condition: row.condition,
    warrantyDays: row.warrantyDays,
    reorderLevel: row.reorderLevel,
    partNumbers: numbers,
  };
}

/** Rows of many products as one list per product, in the rows' order. */
function listsByProduct<R extends { productId: number }, V>(rows: R[], itemOf: (row: R) => V): Map<number, V[]> {
  const byProduct = new Map<number, V[]>();
  for (const row of rows) {
    const found = byProduct.get(row.productId);
    if (found) found.push(itemOf(row));
    else byProduct.set(row.productId, [itemOf(row)]);
  }
  return byProduct;
}

/** What a product as answers print it shows: its row, images, numbers and fitments, its kind's and brand's names. */
const productRowTags = (id: number) => [productTag(id), CATEGORIES, BRANDS];

/**
 * The product reads every catalog answer is made of, prepared once for this database handle: one product by id,
 * many by ids (in the order asked), each with its images, numbers and fitted vehicles. Products are memoized in
 * `memos` until a change carries their tags: a list reads which products it holds and takes those already built
 * (docs/decisions/040-products-remembered-between-changes.md).
 */
export function createProductRows(db: Db, memos: Memo = NO_MEMO) {
  const one = prepared(selectProducts(db).where(eq(products.id, sql.placeholder("id"))));
  const many = prepared(selectProducts(db).where(sql`${products.id} IN ${inJsonList("ids")}`));
  const images = prepared(
    db
      .select({ productId: productImages.productId, url: productImages.url, cardUrl: productImages.cardUrl })
      .from(productImages)
      .where(sql`${productImages.productId} IN ${inJsonList("ids")}`)
      .orderBy(productImages.productId, productImages.position, productImages.id),
  );
  const fitments = prepared(
    db
      .select({ productId: productFitments.productId, vehicleId: productFitments.vehicleId })
      .from(productFitments)
      .where(sql`${productFitments.productId} IN ${inJsonList("ids")}`),
  );
  const numbers = prepared(
    db
      .select({
        productId: partNumbers.productId,
        kind: partNumbers.kind,
        brand: partNumbers.brand,
        number: partNumbers.number,
      })
      .from(partNumbers)
      .where(sql`${partNumbers.productId} IN ${inJsonList("ids")}`)
      .orderBy(partNumbers.productId, partNumbers.id),
  );

  /** The images of many products in one query. */
  async function imagesOf(ids: number[]): Promise<Map<number, ProductImages>> {
    const byProduct = new Map<number, ProductImages>();
    if (ids.length === 0) return byProduct;
    for (const row of await images.execute({ ids: JSON.stringify(ids) })) {
      const found = byProduct.get(row.productId);
      if (found) found.urls.push(row.url);
      else byProduct.set(row.productId, { urls: [row.url], card: row.cardUrl ?? row.url });
    }
    return byProduct;
  }

  /** The vehicles each of many products fits, in one query. */
  const vehiclesOf = async (ids: number[]) =>
    listsByProduct(ids.length ? await fitments.execute({ ids: JSON.stringify(ids) }) : [], (row) => row.vehicleId);

  /** The other numbers of many products, in one query. */
  const numbersOf = async (ids: number[]) =>
    listsByProduct(
      ids.length ? await numbers.execute({ ids: JSON.stringify(ids) }) : [],
      ({ kind, brand, number }) => ({
        kind,
        brand,
        number,
      }),
    );

  /** The products of these ids that exist, read from the database. */
  async function read(ids: number[]): Promise<Map<number, Product>> {
    const rows =
      ids.length === 1 ? await one.execute({ id: ids[0] }) : await many.execute({ ids: JSON.stringify(ids) });
    return new Map((await withImages(rows)).map((product) => [product.productId, product]));
  }

  /** Rows with their images, fitted vehicles and other numbers, in the rows' order. */
  async function withImages(rows: ProductJoinRow[]): Promise<Product[]> {
    const ids = rows.map((row) => row.id);
    const images = await imagesOf(ids);
    const vehicles = await vehiclesOf(ids);
    const numbers = await numbersOf(ids);
    return rows.map((row) => toProduct(row, images.get(row.id), vehicles.get(row.id), numbers.get(row.id)));
  }

  return {
    /** One product, active or not; null when there is none. */
    async byId(id: number): Promise<Product | null> {
      return (await memos.memoEach("product", [id], productRowTags, read)).get(id) ?? null;
    },
    /** The products of `ids` in that order (missing ones left out). */
    async byIds(ids: readonly number[]): Promise<Product[]> {
      if (ids.length === 0) return [];
      const found = await memos.memoEach("product", ids, productRowTags, read);
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  };
}

export type ProductRows = ReturnType<typeof createProductRows>;
