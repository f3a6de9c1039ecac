import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, DbColumn, DbSelect } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { caseless } from "../../../db/like";
import { inJsonList, prepared, statementsByShape } from "../../../db/prepared";
import { productCounts } from "../../../db/product-counts";
import { categories, productFitments, products, subCategories } from "../../../db/schema";
import { productSearchIndex, type SearchOrder, type SearchQuery, searchWords, tokens } from "../../../db/search";
import type { PartCondition } from "../../../shared/part-condition";
import { BRANDS, CATEGORIES, FITMENTS, LISTS, STOCK, VEHICLES } from "../../cache/catalog-changes";
import { type Memo, NO_MEMO } from "../../cache/memo";
import type { Page } from "../../http/envelope";
import { type Paging, paginate } from "../../http/paging";
import type { Product, ProductSort } from "./model";
import type { ProductRows } from "./product-rows";

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
const inPages = <T extends DbSelect>(query: T, sort: SortColumn) =>
  query
    .orderBy(...ORDER[sort])
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"));

/** Above this many matches a search lists the newest matches first: ranking them all would cost too much. */
const RANK_AT_MOST = 2_000;
/**
 * Within one car's parts a short search still matches hundreds, which ranking costs as much as thousands elsewhere
 * (bm25 reads every match): above this many, a car's matches come newest first too (docs/decisions/031-vehicle-fitment.md).
 */
const RANK_FOR_A_CAR_AT_MOST = 400;

/** What a list's count shows: which products are active in which sub-category, of which category and brand. */
const COUNT_TAGS = [LISTS, CATEGORIES, BRANDS];
/** What a search's count and ranking show: the products' words and numbers, their kinds', brands' and cars' names. */
const SEARCH_TAGS = [LISTS, CATEGORIES, BRANDS, VEHICLES];
/** Which products a page of a list holds, in order: what its count shows, the cars they fit, and stock if sorted by it. */
const pageTags = (shows: readonly string[], sort: SortColumn) =>
  sort === "qty-asc" || sort === "qty-desc" ? [...shows, FITMENTS, STOCK] : [...shows, FITMENTS];

/**
 * The filters as lists of the search index's filter tokens (every product carries its s, c, b and v ids as tokens,
 * and its condition as a k token, kgenuinenew): a product must carry one token of each list.
 */
function filterTokens(filter: ProductFilter): string[][] {
  const lists: string[][] = [];
  const subs = subCategoryIdsOf(filter);
  const categoryIds = categoryIdsOf(filter);
  if (subs.length) lists.push(tokens("s", subs));
  if (categoryIds.length) lists.push(tokens("c", categoryIds));
  if (filter.brandId) lists.push(tokens("b", [filter.brandId]));
  if (filter.condition) lists.push(tokens("k", [filter.condition.replace("-", "")]));
  if (filter.vehicleIds?.length) lists.push(tokens("v", filter.vehicleIds));
  return lists;
}

const subCategoryIdsOf = (filter: ProductFilter) =>
  filter.subCategoryIds ?? (filter.subCategoryId ? [filter.subCategoryId] : []);
const categoryIdsOf = (filter: ProductFilter) => filter.categoryIds ?? (filter.categoryId ? [filter.categoryId] : []);
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

/** A list of ids as a JSON placeholder value ("" for none, which leaves its condition out of the query). */
const idList = (ids: readonly number[]) => (ids.length ? JSON.stringify(ids) : "");

/** The index's query of a search: the customer's words, and the filters as tokens. */
const searchQuery = (filter: ProductFilter): SearchQuery => ({
  text: filter.searchText,
  anyOf: filterTokens(filter),
  isActive: filter.isActive,
});

/**
 * Pages of products matching a filter: by sub-category, category, brand or the vehicle they fit, active or not, and full-text search
 * through the FTS5 index, ranked by relevance unless another sort is asked for. Each shape of query (which filters,
 * which order) is prepared once for this database handle; the filter values, limit and offset are placeholders.
 */
export function createProductList(db: Db, rows: ProductRows, memos: Memo = NO_MEMO) {
  const byShape = statementsByShape<{
    /** null where the search index counts instead. */
    count: { execute(values: Record<string, unknown>): Promise<{ n: number }[]> } | null;
    /** The ids of a page's products, in order: the products themselves are mostly memoized (product-rows.ts). */
    page: { execute(values: Record<string, unknown>): Promise<{ id: number }[]> };
    /** Every matching id, oldest first (exports). */
    ids: { execute(values: Record<string, unknown>): Promise<{ id: number }[]> };
  }>();
  const searchIndex = productSearchIndex(db);
  // A search's count and ranking stay while no product's name, numbers, kind, brand or cars change: a stock change
  // (an order) that invalidates a search's cached answer leaves its rebuild these memoized.
  const index = {
    count: (query: SearchQuery) =>
      memos.memo(`search count ${JSON.stringify(query)}`, SEARCH_TAGS, () => searchIndex.count(query)),
    ids: (query: SearchQuery, order: SearchOrder, limit: number, offset: number) =>
      memos.memo(`search ids ${order} ${limit} ${offset} ${JSON.stringify(query)}`, SEARCH_TAGS, () =>
        searchIndex.ids(query, order, limit, offset),
      ),
    matching: searchIndex.matching,
  };

  /** Search matches in relevance order: counted and ranked inside the index alone, then read by id. */
  async function byRelevance(
    query: SearchQuery,
    rankAtMost: number,
    paging: Paging,
    defaultSize: number,
  ): Promise<Page<Product>> {
    const total = await index.count(query);
    const order = total <= rankAtMost ? "rank" : "newest";
    return paginate(
      paging,
      defaultSize,
      () => total,
      async (limit, offset) => rows.byIds(await index.ids(query, order, limit, offset)),
    );
  }

  /** Search matches in another order than relevance (price, name, newest). */
  function matchesInOrder(
    query: SearchQuery,
    sort: SortColumn,
    paging: Paging,
    defaultSize: number,
  ): Promise<Page<Product>> {
    return paginate(
      paging,
      defaultSize,
      () => index.count(query),
      async (limit, offset) =>
        rows.byIds(
          await memos.memo(
            `search page ${sort} ${limit} ${offset} ${JSON.stringify(query)}`,
            pageTags(SEARCH_TAGS, sort),
            async () =>
              idsOf(
                await db
                  .select({ id: products.id })
                  .from(products)
                  .where(index.matching(query))
                  .orderBy(...ORDER[sort])
                  .limit(limit)
                  .offset(offset),
              ),
          ),
        ),
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

  /**
   * A filter without search text on the columns products and their counts share: active or not, which
   * sub-categories (by id, or those of the categories or the brand asked for), which condition.
   */
  function sharedColumnsWhere(
    on: Record<"isActive" | "subCategoryId" | "condition", DbColumn>,
    filter: ProductFilter,
    values: ReturnType<typeof columnValues>,
  ) {
    // Category and brand narrow the sub-category column (indexed) through the few sub-categories they hold, so
    // neither counting nor paging joins every product to its category.
    return and(
      filter.isActive === undefined ? undefined : eq(on.isActive, filter.isActive),
      values.subs ? sql`${on.subCategoryId} IN ${inJsonList("subs")}` : undefined,
      values.condition ? eq(on.condition, sql.placeholder("condition")) : undefined,
      values.categories
        ? inArray(
            on.subCategoryId,
            db
              .select({ id: subCategories.id })
              .from(subCategories)
              .where(sql`${subCategories.categoryId} IN ${inJsonList("categories")}`),
          )
        : undefined,
      values.brand
        ? inArray(
            on.subCategoryId,
            db
              .select({ id: subCategories.id })
              .from(subCategories)
              .innerJoin(categories, eq(categories.id, subCategories.categoryId))
              .where(eq(categories.brandId, sql.placeholder("brand"))),
          )
        : undefined,
    );
  }

  /** The statements of one shape of filter without search text: count, a page in `sort` order, and every id. */
  function columnStatements(filter: ProductFilter, values: ReturnType<typeof columnValues>, sort: SortColumn) {
    const shape = `columns:${filter.isActive}:${Object.values(values).map(Boolean).join(":")}:${sort}`;
    return byShape(shape, () => {
      const where = and(
        sharedColumnsWhere(products, filter, values),
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
        // A car's parts are counted in the search index (its v token); any other filter sums the few rows of
        // product_counts it selects rather than checking every product of the catalog.
        count: values.vehicles
          ? null
          : prepared(
              db
                .select({ n: sql<number>`coalesce(sum(${productCounts.n}), 0)`.mapWith(Number) })
                .from(productCounts)
                .where(sharedColumnsWhere(productCounts, filter, values)),
            ),
        page: prepared(inPages(db.select({ id: products.id }).from(products).where(where).$dynamic(), sort)),
        ids: prepared(db.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id))),
      };
    });
  }

  /** No search text: plain filters on the products table, newest first unless asked otherwise. */
  function byColumns(filter: ProductFilter, paging: Paging, defaultSize: number): Promise<Page<Product>> {
    const sort = !filter.sort || filter.sort === "relevance" ? "newest" : filter.sort;
    const values = columnValues(filter);
    const { count, page } = columnStatements(filter, values, sort);
    const filterKey = `${JSON.stringify(filter.isActive)} ${JSON.stringify(values)}`;
    const total = count
      ? () => memos.memo(`count ${filterKey}`, COUNT_TAGS, async () => (await firstRow(count.execute(values)))?.n ?? 0)
      : () => index.count({ anyOf: filterTokens(filter), isActive: filter.isActive });
    return paginate(paging, defaultSize, total, async (limit, offset) =>
      rows.byIds(
        await memos.memo(`page ${sort} ${limit} ${offset} ${filterKey}`, pageTags(COUNT_TAGS, sort), async () =>
          idsOf(await page.execute({ ...values, limit, offset })),
        ),
      ),
    );
  }

  return {
    async list(filter: ProductFilter, paging: Paging, defaultSize: number): Promise<Page<Product>> {
      if (searchWords(filter.searchText).length === 0) return byColumns(filter, paging, defaultSize);
      const query = searchQuery(filter);
      const sort = filter.sort ?? "relevance";
      return sort === "relevance"
        ? await byRelevance(
            query,
            filter.vehicleIds?.length ? RANK_FOR_A_CAR_AT_MOST : RANK_AT_MOST,
            paging,
            defaultSize,
          )
        : await matchesInOrder(query, sort, paging, defaultSize);
    },
    /** The id of every product the filter matches, oldest first: what an export or a bulk edit of "all" takes. */
    async ids(filter: ProductFilter): Promise<number[]> {
      if (searchWords(filter.searchText).length > 0) return searchIndex.ids(searchQuery(filter), "oldest");
      const values = columnValues(filter);
      const { ids } = columnStatements(filter, values, "newest");
      return idsOf(await ids.execute(values));
    },
  };
}
