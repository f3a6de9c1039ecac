import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { categories, products, subCategories } from "../../../db/schema";
import { productSearch } from "../../../db/search-index";
import type { Page } from "../../http/envelope";
import { type Paging, paginate } from "../../http/paging";
import type { Product, ProductSort } from "./model";
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

/** Above this many matches a search lists the newest matches first: ranking them all would cost too much. */
const RANK_AT_MOST = 2_000;

/** The FTS5 query: the customer's words anywhere but the `filters` column, and the filters as tokens there. */
function searchMatch(words: string, filter: ProductFilter): string {
  const parts = [`- {filters} : (${words})`];
  if (filter.subCategoryId) parts.push(`filters : "s${filter.subCategoryId}"`);
  if (filter.categoryId) parts.push(`filters : "c${filter.categoryId}"`);
  if (filter.brandId) parts.push(`filters : "b${filter.brandId}"`);
  const match = parts.join(" AND ");
  // Only inactive products carry a token, so the usual storefront search adds just a small NOT.
  if (filter.isActive === true) return `(${match}) NOT filters : "inactive"`;
  return filter.isActive === false ? `${match} AND filters : "inactive"` : match;
}

/**
 * Pages of products matching a filter: by sub-category, category or brand, active or not, and full-text search
 * through the FTS5 index, ranked by relevance unless another sort is asked for.
 */
export function listProducts(db: Db, filter: ProductFilter, paging: Paging, defaultSize: number): Page<Product> {
  const words = ftsQuery(filter.searchText);
  if (words === null) return listByColumns(db, filter, paging, defaultSize);
  const matching = sql`${productSearch} MATCH ${searchMatch(words, filter)}`;
  const sort = filter.sort ?? "relevance";
  if (sort !== "relevance") return listMatches(db, matching, ORDER[sort], paging, defaultSize);

  // Count and rank inside the index alone, then read the page's products by id.
  const total = countRows(db, productSearch, matching);
  const order =
    total <= RANK_AT_MOST ? [asc(productSearch.rank), desc(productSearch.rowid)] : [desc(productSearch.rowid)];
  return paginate(
    paging,
    defaultSize,
    () => total,
    (limit, offset) => {
      const ids = db
        .select({ id: productSearch.rowid })
        .from(productSearch)
        .where(matching)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
        .all()
        .map((row) => row.id);
      const rows = selectProducts(db).where(inArray(products.id, ids)).all();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return withImages(
        db,
        ids.flatMap((id) => byId.get(id) ?? []),
      );
    },
  );
}

/** Search matches in another order than relevance (price, name, newest). */
function listMatches(db: Db, matching: SQL, order: SQL[], paging: Paging, defaultSize: number): Page<Product> {
  return paginate(
    paging,
    defaultSize,
    () => countRows(db, productSearch, matching),
    (limit, offset) =>
      withImages(
        db,
        selectProducts(db)
          .innerJoin(productSearch, eq(productSearch.rowid, products.id))
          .where(matching)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
          .all(),
      ),
  );
}

/** No search text: plain filters on the products table, newest first unless asked otherwise. */
function listByColumns(db: Db, filter: ProductFilter, paging: Paging, defaultSize: number): Page<Product> {
  const where = and(
    filter.isActive === undefined ? undefined : eq(products.isActive, filter.isActive),
    filter.subCategoryId ? eq(products.subCategoryId, filter.subCategoryId) : undefined,
    filter.categoryId ? eq(subCategories.categoryId, filter.categoryId) : undefined,
    filter.brandId ? eq(categories.brandId, filter.brandId) : undefined,
  );
  const sort = !filter.sort || filter.sort === "relevance" ? "newest" : filter.sort;
  return paginate(
    paging,
    defaultSize,
    () =>
      db
        .select({ n: sql<number>`count(*)` })
        .from(products)
        .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .where(where)
        .get()?.n ?? 0,
    (limit, offset) =>
      withImages(
        db,
        selectProducts(db)
          .where(where)
          .orderBy(...ORDER[sort])
          .limit(limit)
          .offset(offset)
          .all(),
      ),
  );
}
