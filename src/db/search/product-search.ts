import type { SQL } from "drizzle-orm";

/**
 * What a search asks of the product index, whichever engine holds it (SQLite's FTS5, PostgreSQL's tsvector): every
 * part given must hold. Filter tokens are those each product carries: `s`, `c`, `b` and `v` with a sub-category,
 * category, brand or vehicle id (`v12`), `k` with its condition (`kgenuinenew`), and `inactive`.
 */
export interface SearchQuery {
  /** A customer's search text: all its words, as prefixes, anywhere but in the filters (or, typed in pieces, a code). */
  text?: string;
  /** Products carrying any of these compact part numbers (src/shared/part-numbers.ts), exactly. */
  codes?: readonly string[];
  /** For each list, products carrying at least one of its filter tokens. */
  anyOf?: readonly (readonly string[])[];
  /** Products carrying none of these filter tokens. */
  noneOf?: readonly string[];
  /** Only active products, only inactive ones, or both (undefined). */
  isActive?: boolean;
}

/** Relevance (best first, then newest), newest first, or oldest first. */
export type SearchOrder = "rank" | "newest" | "oldest";

/** A word of the catalog's names (product names, display names, kinds of part) and how many products have it. */
export interface CatalogWord {
  term: string;
  docs: number;
}

export interface ProductSearchIndex {
  count(query: SearchQuery): Promise<number>;
  /** The matching products' ids in `order`, a page of them when limit is given. */
  ids(query: SearchQuery, order: SearchOrder, limit?: number, offset?: number): Promise<number[]>;
  /** A condition on products.id that keeps the matching products, for a query that orders them some other way. */
  matching(query: SearchQuery): SQL;
  /** The index's words, read to correct misspelt searches from the catalog's own vocabulary. */
  words: {
    /** Whether any word of the index (names, codes, descriptions…) starts with this one. */
    anyStartingWith(prefix: string): Promise<boolean>;
    /** How many products have this word in their names. */
    productsNaming(word: string): Promise<number>;
    /** The names' words starting with this letter that at least `minDocs` products have. */
    namesStartingWith(letter: string, minDocs: number): Promise<CatalogWord[]>;
  };
}

/** One list of filter tokens of one kind: `tokens("v", [3, 7])` is ["v3", "v7"]. */
export const tokens = (prefix: string, ids: readonly (number | string)[]) => ids.map((id) => `${prefix}${id}`);
