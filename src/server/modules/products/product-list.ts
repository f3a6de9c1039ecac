import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { categories, products, subCategories } from "../../../db/schema";
import { productSearch } from "../../../db/search-index";
import type { Page } from "../../../shared/api-client";
import type { Product } from "../../../shared/catalog-types";
import { type Paging, paginate } from "../../http/paging";
import type { ProductSort } from "./model";
import { selectProducts, withImages } from "./product-rows";
import { ftsQuery } from "./search-text";

export interface ProductFilter {
  searchText?: string;
  subCategoryId?: number | "";
  categoryId?: number | "";
  brandId?: number | "";
  /** Only active products (the storefront), only inactive, or both (undefined). */
  isActive?: boolean;
  sort?: ProductSort;
}

const effectivePrice = sql`coalesce(${products.discountPriceCents}, ${products.priceCents})`;

const ORDER: Record<Exclude<ProductSort, "relevance">, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  "price-asc": [asc(effectivePrice), asc(products.id)],
  "price-desc": [desc(effectivePrice), desc(products.id)],
  name: [sql`${products.name} COLLATE NOCASE`, asc(products.id)],
};

/**
 * Pages of products matching a filter: by sub-category, category or brand, active or not, and full-text search
 * through the FTS5 index, ranked by relevance unless another sort is asked for.
 */
export function listProducts(db: Db, filter: ProductFilter, paging: Paging, defaultSize: number): Page<Product> {
  const match = ftsQuery(filter.searchText);
  const searching = match !== null;
  const where = and(
    filter.isActive === undefined ? undefined : eq(products.isActive, filter.isActive),
    filter.subCategoryId ? eq(products.subCategoryId, filter.subCategoryId) : undefined,
    filter.categoryId ? eq(subCategories.categoryId, filter.categoryId) : undefined,
    filter.brandId ? eq(categories.brandId, filter.brandId) : undefined,
    searching ? sql`${productSearch} MATCH ${match}` : undefined,
  );
  const sort = filter.sort ?? (searching ? "relevance" : "newest");
  const order =
    sort === "relevance" ? (searching ? [asc(productSearch.rank), desc(products.id)] : ORDER.newest) : ORDER[sort];

  const base = () => {
    const joined = selectProducts(db);
    return searching ? joined.innerJoin(productSearch, eq(productSearch.rowid, products.id)) : joined;
  };
  const countQuery = () => {
    const from = db
      .select({ n: sql<number>`count(*)` })
      .from(products)
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId));
    return (
      (searching ? from.innerJoin(productSearch, eq(productSearch.rowid, products.id)) : from).where(where).get()?.n ??
      0
    );
  };

  return paginate(paging, defaultSize, countQuery, (limit, offset) =>
    withImages(
      db,
      base()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .all(),
    ),
  );
}
