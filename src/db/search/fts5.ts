import { asc, desc, sql } from "drizzle-orm";
import { integer, real, sqliteTable } from "drizzle-orm/sqlite-core";
import { rawRead } from "../database";
import type { SqliteDb } from "../engine-handles";
import { firstRow } from "../first-row";
import { prepared } from "../prepared";
import { products } from "../schema";
import type { CatalogWord, ProductSearchIndex, SearchOrder, SearchQuery } from "./product-search";
import { ftsQuery } from "./search-text";

/**
 * SQLite's FTS5 product index (created by hand-written migrations, last rebuilt by drizzle/0018_finding_parts.sql:
 * drizzle-kit cannot express FTS5), declared here only with the columns queries read.
 */
const productSearch = sqliteTable("product_search", {
  rowid: integer("rowid").notNull(),
  /** FTS5's hidden relevance column: bm25 with the column weights set in the migrations; lower is better. */
  rank: real("rank").notNull(),
});

/** Words in names, display names and kinds of part: what corrections lead to. */
const NAME_COLUMNS = "('name', 'display_name', 'taxonomy')";

/** An exact FTS5 term of letters, marks and digits only, so it cannot break out of its quotes. */
const term = (value: string) => `"${value.replace(/[^\p{L}\p{M}\p{N}]/gu, "")}"`;
const anyTerm = (column: string, values: readonly string[]) => `${column} : (${values.map(term).join(" OR ")})`;

/**
 * The FTS5 query of a search: the customer's words anywhere but the `filters` column, codes in `code_compact`, and
 * the filters as tokens in `filters` (only inactive products carry a token, so the storefront adds just a small NOT).
 */
export function matchOf(query: SearchQuery): string {
  const terms: string[] = [];
  const words = ftsQuery(query.text);
  if (words !== null) terms.push(`- {filters} : (${words})`);
  if (query.codes?.length) terms.push(anyTerm("code_compact", query.codes));
  for (const list of query.anyOf ?? []) if (list.length) terms.push(anyTerm("filters", list));
  if (terms.length === 0) throw new Error("A search needs words, codes or filters.");
  let match = terms.join(" AND ");
  const none = [...(query.noneOf ?? []), ...(query.isActive === true ? ["inactive"] : [])];
  if (none.length) match = `(${match}) NOT ${anyTerm("filters", none)}`;
  return query.isActive === false ? `${match} AND filters : "inactive"` : match;
}

export function fts5SearchIndex(db: SqliteDb): ProductSearchIndex {
  const matching = sql`${productSearch} MATCH ${sql.placeholder("match")}`;
  const count = prepared(db.select({ n: sql<number>`count(*)` }).from(productSearch).where(matching));
  const ORDER = {
    rank: [asc(productSearch.rank), desc(productSearch.rowid)],
    newest: [desc(productSearch.rowid)],
    oldest: [asc(productSearch.rowid)],
  };
  const idsIn = (order: SearchOrder) =>
    prepared(
      db
        .select({ id: productSearch.rowid })
        .from(productSearch)
        .where(matching)
        .orderBy(...ORDER[order])
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset")),
    );
  const ids = { rank: idsIn("rank"), newest: idsIn("newest"), oldest: idsIn("oldest") };

  const vocabulary = {
    wordsBetween: db.$client.query<CatalogWord, [string, string, number]>(
      `SELECT term, sum(doc) AS docs FROM product_search_terms
       WHERE term >= ? AND term < ? AND col IN ${NAME_COLUMNS} GROUP BY term HAVING docs >= ?`,
    ),
    anyStartingWith: db.$client.query<{ term: string }, [string, string]>(
      "SELECT term FROM product_search_terms WHERE term >= ? AND term < ? LIMIT 1",
    ),
    namedWord: db.$client.query<{ docs: number | null }, [string]>(
      `SELECT sum(doc) AS docs FROM product_search_terms WHERE term = ? AND col IN ${NAME_COLUMNS}`,
    ),
  };
  const after = (prefix: string) => `${prefix}\u{10FFFF}`;

  return {
    count: async (query) => (await firstRow(count.execute({ match: matchOf(query) })))?.n ?? 0,
    ids: async (query, order, limit = -1, offset = 0) =>
      (await ids[order].execute({ match: matchOf(query), limit, offset })).map((row) => row.id),
    matching: (query) =>
      sql`${products.id} IN (SELECT rowid FROM product_search WHERE product_search MATCH ${matchOf(query)})`,
    words: {
      anyStartingWith: (prefix) => rawRead(db, () => vocabulary.anyStartingWith.get(prefix, after(prefix)) !== null),
      productsNaming: (word) => rawRead(db, () => vocabulary.namedWord.get(word)?.docs ?? 0),
      namesStartingWith: (letter, minDocs) =>
        rawRead(db, () => vocabulary.wordsBetween.all(letter, after(letter), minDocs)),
    },
  };
}
