import type { Db } from "../../../db/database";
import { productSearchIndex, tokens } from "../../../db/search";
import { compactPartNumber } from "../../../shared/part-numbers";
import type { Product } from "./model";
import type { ProductRows } from "./product-rows";

const RELATED_AT_MOST = 4;
const EQUIVALENTS_AT_MOST = 8;
/** "Bought together" reads this many of the part's latest order lines: enough to see a habit, bounded however popular. */

export interface RelatedParts {
  /** Other products sharing one of its numbers (its code, OEM, equivalent or superseded numbers). */
  equivalents: Product[];
  /** Parts of related kinds (same category name, another sub-category) for the same cars. */
  alsoFits: Product[];
  /** What customers ordered with it; else other parts of its sub-category. */
  boughtTogether: Product[];
}

/** Other products ordered with a part, most often first, at most `atMost` (the orders feature knows; handed in). */
export type OrderedWith = (productId: number, atMost: number) => Promise<number[]>;

/** The reads behind a product page's equivalents and related parts, all active products only. */
export function createRelatedParts(
  db: Db,
  rows: ProductRows,
  names: { categoriesNamedAs(id: number): Promise<number[]>; subCategoriesNamedAs(id: number): Promise<number[]> },
  orderedWith: OrderedWith,
) {
  const index = productSearchIndex(db);

  async function equivalents(product: Product): Promise<Product[]> {
    const numbers = [product.code ?? "", ...product.partNumbers.map((n) => n.number)].map(compactPartNumber);
    const codes = [...new Set(numbers.filter(Boolean))];
    if (codes.length === 0) return [];
    const found = await index.ids({ codes, isActive: true }, "rank", EQUIVALENTS_AT_MOST + 1);
    return rows.byIds(found.filter((id) => id !== product.productId).slice(0, EQUIVALENTS_AT_MOST));
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
    const matching = await index.ids(
      { anyOf: [tokens("v", vehicleIds), tokens("c", kinds)], noneOf: tokens("s", sameKind), isActive: true },
      "newest",
      RELATED_AT_MOST * 4,
    );
    const found = await rows.byIds(matching);
    // More than are shown: the page keeps those that fit the customer's own car, when it knows it.
    return found.sort((a, b) => Number(b.qty > 0) - Number(a.qty > 0)).slice(0, RELATED_AT_MOST * 2);
  }

  async function boughtTogether(product: Product, leaveOut: ReadonlySet<number>): Promise<Product[]> {
    const ordered = (await orderedWith(product.productId, RELATED_AT_MOST * 2)).filter((id) => !leaveOut.has(id));
    const ids =
      ordered.length > 0
        ? ordered
        : (
            await index.ids(
              { anyOf: [tokens("s", [product.subCategory.subCategoryId])], isActive: true },
              "newest",
              RELATED_AT_MOST * 3,
            )
          ).filter((id) => id !== product.productId && !leaveOut.has(id));
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
