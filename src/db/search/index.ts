import type { Db } from "../database";
import { isSqlite } from "../engine-handles";
import { fts5SearchIndex } from "./fts5";
import { postgresSearchIndex } from "./postgres";
import type { ProductSearchIndex } from "./product-search";

export type { CatalogWord, ProductSearchIndex, SearchOrder, SearchQuery } from "./product-search";
export { tokens } from "./product-search";
export { searchWords } from "./search-text";

/** The product search index of this process's engine (docs/decisions/011-search-on-postgresql.md). */
export function productSearchIndex(db: Db): ProductSearchIndex {
  return isSqlite(db) ? fts5SearchIndex(db) : postgresSearchIndex(db);
}
