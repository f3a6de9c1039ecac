import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { caseless } from "../../../db/like";
import { inJsonList, statementsByShape } from "../../../db/prepared";
import { categories, productFitments, products, subCategories } from "../../../db/schema";
import { productSearch } from "../../../db/search-index";
import type { PartCondition } from "../../../shared/part-condition";
import type { Page } from "../../http/envelope";
import { type Paging, paginate } from "../../http/paging";
import type { Product, ProductSort } from "./model";
import { type ProductJoinRow, type ProductRows, selectProducts } from "./product-rows";
import { ftsQuery } from "./search-text";

export interface ProductFilter {
  searchText?: string;
  subCategoryId?: number | "";
  categoryId?: number | "";
  /** Any of these sub-categories or categories (the storefront's choice by name: every brand's "Brake Pads"). */
  subCategoryIds?: readonly number[];
  categoryIds?: readonly number[];
  brandId?: number | "";
  /** Only products that fit one of these vehicles. */
  vehicleIds?: readonly number[];
  /** Only products sold in this condition (genuine new, used…). */
  condition?: PartCondition | "";
  /** Only active products (the storefront), only inactive, or both (undefined). */
  isActive?: boolean;
  sort?: ProductSort;
}

const effectivePrice = sql`coalesce(${products.discountPriceCents}, ${products.priceCents})`;

type SortColumn = Exclude<ProductSort, "relevance">;

const ORDER: Record<SortColumn, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  "price-asc": [asc(effectivePrice), asc(products.id)],
  "price-desc": [desc(effectivePrice), desc(products.id)],
  name: [caseless(products.name), asc(products.id)],
  "name-desc": [sql`${caseless(products.name)} DESC`, desc(products.id)],
  "qty-asc": [asc(products.qty), asc(products.id)],
  "qty-desc": [desc(products.qty), desc(products.id)],
};

/** A query's pages in `sort` order, the page's limit and offset left as placeholders. */
const inPages = <T extends SQLiteSelect>(query: T, sort: SortColumn) =>
  query
    .orderBy(...ORDER[sort])
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));

/** Above this many matches a search lists the newest matches first: ranking them all would cost too much. */
const RANK_AT_MOST = 2_000;
/**
 * Within one car's parts a short search still matches hundreds, which ranking costs as much as thousands elsewhere
 * (bm25 reads every match): above this many, a car's matches come newest first too (docs/architecture.md, 20).
 */
const RANK_FOR_A_CAR_AT_MOST = 400;

/** Products carrying any of these filter tokens (`filters : ("v3" OR "v7")`): one kind of id, s, c, b or v. */
export const anyFilter = (prefix: string, ids: readonly number[]) =>
  `filters : (${ids.map((id) => `"${prefix}${id}"`).join(" OR ")})`;

/**
 * The filters as FTS5 terms on the `filters` column, where every product carries its s, c, b and v ids as tokens,
 * and its condition as a k token (kgenuinenew).
 */
function filterTerms(filter: ProductFilter): string[] {
  const terms: string[] = [];
  const subs = subCategoryIdsOf(filter);
  const categoryIds = categoryIdsOf(filter);
  if (subs.length) terms.push(anyFilter("s", subs));
  if (categoryIds.length) terms.push(anyFilter("c", categoryIds));
  if (filter.brandId) terms.push(`filters : "b${filter.brandId}"`);
  if (filter.condition) terms.push(`filters : "k${filter.condition.replace("-", "")}"`);
  if (filter.vehicleIds?.length) terms.push(anyFilter("v", filter.vehicleIds));
  return terms;
}

const subCategoryIdsOf = (filter: ProductFilter) =>
  filter.subCategoryIds ?? (filter.subCategoryId ? [filter.subCategoryId] : []);
const categoryIdsOf = (filter: ProductFilter) => filter.categoryIds ?? (filter.categoryId ? [filter.categoryId] : []);
/** A list of ids as a JSON placeholder value ("" for none, which leaves its condition out of the query). */
const idList = (ids: readonly number[]) => (ids.length ? JSON.stringify(ids) : "");

/** The FTS5 query of some terms, limited to active or inactive products when the filter asks. */
export function matchOf(terms: string[], isActive: boolean | undefined): string {
  const match = terms.join(" AND ");
  // Only inactive products carry a token, so the usual storefront search adds just a small NOT.
  if (isActive === true) return `(${match}) NOT filters : "inactive"`;
  return isActive === false ? `${match} AND filters : "inactive"` : match;
}

/** The FTS5 query: the customer's words anywhere but the `filters` column, and the filters as tokens there. */
const searchMatch = (words: string, filter: ProductFilter) =>
  matchOf([`- {filters} : (${words})`, ...filterTerms(filter)], filter.isActive);

/**
 * Pages of products matching a filter: by sub-category, category, brand or the vehicle they fit, active or not, and full-text search
 * through the FTS5 index, ranked by relevance unless another sort is asked for. Each shape of query (which filters,
 * which order) is prepared once for this database handle; the filter values, limit and offset are placeholders.
 */
export function createProductList(db: Db, rows: ProductRows) {
  const prepared = statementsByShape<{
    /** null where the search index counts instead. */
    count: { execute(values: Record<string, unknown>): Promise<{ n: number }[]> } | null;
    page: { execute(values: Record<string, unknown>): Promise<ProductJoinRow[]> };
    /** Every matching id, oldest first (exports); only filters without search text have one. */
    ids?: { execute(values: Record<string, unknown>): Promise<{ id: number }[]> };
  }>();
  const matching = sql`${productSearch} MATCH ${sql.placeholder("match")}`;
  const countMatches = db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(productSearch)
    .where(matching)
    .prepare();
  const rankedIds = (ranked: boolean) =>
    db
      .select({ id: productSearch.rowid })
      .from(productSearch)
      .where(matching)
      .orderBy(...(ranked ? [asc(productSearch.rank), desc(productSearch.rowid)] : [desc(productSearch.rowid)]))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare();
  const idsByRank = rankedIds(true);
  const idsByNewest = rankedIds(false);

  /** Search matches in relevance order: counted and ranked inside the index alone, then read by id. */
  async function byRelevance(
    match: string,
    rankAtMost: number,
    paging: Paging,
    defaultSize: number,
  ): Promise<Page<Product>> {
    const total = (await firstRow(countMatches.execute({ match })))?.n ?? 0;
    const ids = total <= rankAtMost ? idsByRank : idsByNewest;
    return paginate(
      paging,
      defaultSize,
      () => total,
      async (limit, offset) => rows.byIds((await ids.execute({ match, limit, offset })).map((row) => row.id)),
    );
  }

  /** Search matches in another order than relevance (price, name, newest). */
  function matchesInOrder(
    match: string,
    sort: SortColumn,
    paging: Paging,
    defaultSize: number,
  ): Promise<Page<Product>> {
    const { page } = prepared(`search:${sort}`, () => ({
      count: null,
      page: inPages(
        selectProducts(db).innerJoin(productSearch, eq(productSearch.rowid, products.id)).where(matching).$dynamic(),
        sort,
      ).prepare(),
    }));
    return paginate(
      paging,
      defaultSize,
      async () => (await firstRow(countMatches.execute({ match })))?.n ?? 0,
      async (limit, offset) => rows.withImages(await page.execute({ match, limit, offset })),
    );
  }

  /** The placeholder values of a filter without search text ("" or 0 leaves a condition out). */
  const columnValues = (filter: ProductFilter) => ({
    subs: idList(subCategoryIdsOf(filter)),
    categories: idList(categoryIdsOf(filter)),
    brand: filter.brandId || 0,
    condition: filter.condition || "",
    vehicles: filter.vehicleIds?.length ? JSON.stringify(filter.vehicleIds) : "",
  });

  /** The statements of one shape of filter without search text: count, a page in `sort` order, and every id. */
  function columnStatements(filter: ProductFilter, values: ReturnType<typeof columnValues>, sort: SortColumn) {
    const shape = `columns:${filter.isActive}:${Object.values(values).map(Boolean).join(":")}:${sort}`;
    return prepared(shape, () => {
      // Category and brand narrow the products' own sub-category column (indexed) through the few sub-categories
      // they hold, so neither counting nor paging joins every product to its category.
      const where = and(
        filter.isActive === undefined ? undefined : eq(products.isActive, filter.isActive),
        values.subs ? sql`${products.subCategoryId} IN ${inJsonList("subs")}` : undefined,
        values.condition ? eq(products.condition, sql.placeholder("condition")) : undefined,
        values.categories
          ? inArray(
              products.subCategoryId,
              db
                .select({ id: subCategories.id })
                .from(subCategories)
                .where(sql`${subCategories.categoryId} IN ${inJsonList("categories")}`),
            )
          : undefined,
        values.brand
          ? inArray(
              products.subCategoryId,
              db
                .select({ id: subCategories.id })
                .from(subCategories)
                .innerJoin(categories, eq(categories.id, subCategories.categoryId))
                .where(eq(categories.brandId, sql.placeholder("brand"))),
            )
          : undefined,
        values.vehicles
          ? inArray(
              products.id,
              db
                .selectDistinct({ id: productFitments.productId })
                .from(productFitments)
                .where(sql`${productFitments.vehicleId} IN ${inJsonList("vehicles")}`),
            )
          : undefined,
      );
      return {
        // A car's parts are counted in the search index (its v token), not by checking every product of the catalog.
        count: values.vehicles
          ? null
          : db
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(products)
              .where(where)
              .prepare(),
        page: inPages(selectProducts(db).where(where).$dynamic(), sort).prepare(),
        ids: db.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id)).prepare(),
      };
    });
  }

  /** No search text: plain filters on the products table, newest first unless asked otherwise. */
  function byColumns(filter: ProductFilter, paging: Paging, defaultSize: number): Promise<Page<Product>> {
    const sort = !filter.sort || filter.sort === "relevance" ? "newest" : filter.sort;
    const values = columnValues(filter);
    const { count, page } = columnStatements(filter, values, sort);
    const total = count
      ? async () => (await firstRow(count.execute(values)))?.n ?? 0
      : async () =>
          (await firstRow(countMatches.execute({ match: matchOf(filterTerms(filter), filter.isActive) })))?.n ?? 0;
    return paginate(paging, defaultSize, total, async (limit, offset) =>
      rows.withImages(await page.execute({ ...values, limit, offset })),
    );
  }

  const allMatches = db
    .select({ id: productSearch.rowid })
    .from(productSearch)
    .where(matching)
    .orderBy(asc(productSearch.rowid))
    .prepare();

  return {
    async list(filter: ProductFilter, paging: Paging, defaultSize: number): Promise<Page<Product>> {
      const words = ftsQuery(filter.searchText);
      if (words === null) return byColumns(filter, paging, defaultSize);
      const match = searchMatch(words, filter);
      const sort = filter.sort ?? "relevance";
      return sort === "relevance"
        ? await byRelevance(
            match,
            filter.vehicleIds?.length ? RANK_FOR_A_CAR_AT_MOST : RANK_AT_MOST,
            paging,
            defaultSize,
          )
        : await matchesInOrder(match, sort, paging, defaultSize);
    },
    /** The id of every product the filter matches, oldest first: what an export or a bulk edit of "all" takes. */
    async ids(filter: ProductFilter): Promise<number[]> {
      const words = ftsQuery(filter.searchText);
      if (words !== null) return (await allMatches.execute({ match: searchMatch(words, filter) })).map((row) => row.id);
      const values = columnValues(filter);
      const { ids } = columnStatements(filter, values, "newest");
      return (await (ids as NonNullable<typeof ids>).execute(values)).map((row) => row.id);
    },
  };
}
