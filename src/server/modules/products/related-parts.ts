import { type Db, rawRead } from "../../../db/database";
import { onFirstUse } from "../../../shared/on-first-use";
import { compactPartNumber } from "../../../shared/part-numbers";
import type { Product } from "./model";
import { anyFilter, matchOf } from "./product-list";
import type { ProductRows } from "./product-rows";

const RELATED_AT_MOST = 4;
const EQUIVALENTS_AT_MOST = 8;
/** "Bought together" reads this many of the part's latest order lines: enough to see a habit, bounded however popular. */
const ORDER_LINES_READ = 500;

export interface RelatedParts {
  /** Other products sharing one of its numbers (its code, OEM, equivalent or superseded numbers). */
  equivalents: Product[];
  /** Parts of related kinds (same category name, another sub-category) for the same cars. */
  alsoFits: Product[];
  /** What customers ordered with it; else other parts of its sub-category. */
  boughtTogether: Product[];
}

/** A compact number as an exact FTS5 term (letters and digits only, so it cannot break out of its quotes). */
const term = (number: string) => `"${number}"`;

/** The reads behind a product page's equivalents and related parts, all active products only. */
export function createRelatedParts(
  db: Db,
  rows: ProductRows,
  names: { categoriesNamedAs(id: number): Promise<number[]>; subCategoriesNamedAs(id: number): Promise<number[]> },
) {
  // Prepared on first use: they read SQLite's FTS5 index.
  const statements = onFirstUse(() => ({
    sharingNumbers: db.$client.query<{ id: number }, [string, number, number]>(
      `SELECT rowid AS id FROM product_search WHERE product_search MATCH ? AND rowid != ? ORDER BY rank LIMIT ?`,
    ),
    newestMatching: db.$client.query<{ id: number }, [string, number]>(
      "SELECT rowid AS id FROM product_search WHERE product_search MATCH ? ORDER BY rowid DESC LIMIT ?",
    ),
    orderedWith: db.$client.query<{ id: number }, [number, number, number, number]>(
      // CROSS JOIN keeps this order: from the part's own order lines out, never from every active product in.
      `SELECT other.product_id AS id FROM order_items other CROSS JOIN products p ON p.id = other.product_id
       WHERE other.order_id IN (SELECT order_id FROM order_items WHERE product_id = ? ORDER BY id DESC LIMIT ?)
         AND other.product_id != ? AND p.is_active = 1
       GROUP BY other.product_id ORDER BY count(*) DESC, max(other.id) DESC LIMIT ?`,
    ),
  }));

  async function equivalents(product: Product): Promise<Product[]> {
    const numbers = [product.code ?? "", ...product.partNumbers.map((n) => n.number)].map(compactPartNumber);
    const terms = [...new Set(numbers.filter(Boolean))].map(term);
    if (terms.length === 0) return [];
    const match = matchOf([`code_compact : (${terms.join(" OR ")})`], true);
    const found = await rawRead(db, () =>
      statements().sharingNumbers.all(match, product.productId, EQUIVALENTS_AT_MOST),
    );
    return rows.byIds(found.map((row) => row.id));
  }

  /**
   * Related kinds of part for the same cars, in the search index alone (its v, c and s filter tokens): a car fits
   * thousands of parts on a large catalog, which a join would read one by one. In stock first, then newest.
   */
  async function alsoFits(product: Product, vehicleIds: readonly number[]): Promise<Product[]> {
    if (vehicleIds.length === 0) return [];
    const kinds = await names.categoriesNamedAs(product.subCategory.categoryId);
    const sameKind = await names.subCategoriesNamedAs(product.subCategory.subCategoryId);
    if (kinds.length === 0 || sameKind.length === 0) return [];
    const match = matchOf(
      [`${anyFilter("v", vehicleIds)} AND ${anyFilter("c", kinds)} NOT ${anyFilter("s", sameKind)}`],
      true,
    );
    const matching = await rawRead(db, () => statements().newestMatching.all(match, RELATED_AT_MOST * 4));
    const found = await rows.byIds(matching.map((row) => row.id));
    // More than are shown: the page keeps those that fit the customer's own car, when it knows it.
    return found.sort((a, b) => Number(b.qty > 0) - Number(a.qty > 0)).slice(0, RELATED_AT_MOST * 2);
  }

  async function boughtTogether(product: Product, leaveOut: ReadonlySet<number>): Promise<Product[]> {
    const ids = await rawRead(db, () => {
      const ordered = statements()
        .orderedWith.all(product.productId, ORDER_LINES_READ, product.productId, RELATED_AT_MOST * 2)
        .map((row) => row.id)
        .filter((id) => !leaveOut.has(id));
      if (ordered.length > 0) return ordered;
      return statements()
        .newestMatching.all(matchOf([anyFilter("s", [product.subCategory.subCategoryId])], true), RELATED_AT_MOST * 3)
        .map((row) => row.id)
        .filter((id) => id !== product.productId && !leaveOut.has(id));
    });
    return rows.byIds(ids.slice(0, RELATED_AT_MOST));
  }

  /**
   * A product's equivalents and related parts. "Also fits" uses the given cars (the customer's own, when known),
   * else every car the product fits. A part shown in one list is not repeated in the next.
   */
  return async function relatedTo(
    product: Product,
    vehicleIds: readonly number[] = product.vehicleIds,
  ): Promise<RelatedParts> {
    const found = await equivalents(product);
    const fits = await alsoFits(product, vehicleIds);
    const shown = new Set([...found, ...fits].map((p) => p.productId));
    return { equivalents: found, alsoFits: fits, boughtTogether: await boughtTogether(product, shown) };
  };
}
