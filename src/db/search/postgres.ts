import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../database";
import { rawRows } from "../raw-rows";
import { products } from "../schema";
import type { ProductSearchIndex, SearchOrder, SearchQuery } from "./product-search";
import { searchWords } from "./search-text";

/**
 * How much a match in each weight of the document counts, as FTS5's bm25 weighs its columns (drizzle/0006): D the
 * description, C kind of part and cars, B display name, A name and part numbers.
 */
const WEIGHTS = sql.raw("'{0.1, 0.3, 0.8, 1.0}'");
/** ts_rank divides by 1 + log(document length): a short name holding the words outranks a long one, as in bm25. */
const SHORTER_FIRST = sql.raw("1");
/** Words each product has at most counted as far as this: enough to choose between two ways to split a glued word. */
const COUNT_WORDS_TO = 1_000;

/** A tsquery literal of letters, marks and digits only, so nothing typed can break out of its quotes. */
const lexeme = (value: string) => `'${value.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]/gu, "")}'`;
const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The FROM, WHERE and rank of a search: the typed words' tsquery is made once, in the FROM clause. */
function partsOf(query: SearchQuery): { from: SQL; where: SQL; rank: SQL } {
  const conditions: SQL[] = [];
  const ranks: SQL[] = [];
  let from = sql`product_search ps`;
  const words = searchWords(query.text);
  if (words.length > 0) {
    from = sql`product_search ps, search_query(${query.text}) typed`;
    // Words typed apart may be one part code written with spaces ("04465 0K090"): the codes are tried joined.
    const joined = words.length > 1 ? `${lexeme(words.join("").slice(0, 64))}:*` : null;
    conditions.push(joined ? sql`(ps.document @@ typed OR ps.codes @@ ${joined}::tsquery)` : sql`ps.document @@ typed`);
    ranks.push(sql`ts_rank(${WEIGHTS}, ps.document, typed, ${SHORTER_FIRST})`);
    if (joined) ranks.push(sql`ts_rank(ps.codes, ${joined}::tsquery)`);
  }
  const codes = (query.codes ?? []).map(lexeme).filter((code) => code !== "''");
  if (query.codes?.length) {
    const codeQuery = codes.length ? codes.join(" | ") : "''";
    conditions.push(sql`ps.codes @@ ${codeQuery}::tsquery`);
    ranks.push(sql`ts_rank(ps.codes, ${codeQuery}::tsquery)`);
  }
  for (const list of query.anyOf ?? []) if (list.length) conditions.push(sql`ps.filters && ${textArray(list)}`);
  if (conditions.length === 0) throw new Error("A search needs words, codes or filters.");
  if (query.noneOf?.length) conditions.push(sql`NOT ps.filters && ${textArray(query.noneOf)}`);
  if (query.isActive === true) conditions.push(sql`NOT ps.filters @> ARRAY['inactive']`);
  if (query.isActive === false) conditions.push(sql`ps.filters @> ARRAY['inactive']`);
  return {
    from,
    where: sql.join(conditions, sql` AND `),
    rank: ranks.length ? sql.join(ranks, sql` + `) : sql`0`,
  };
}

const ORDER: Record<SearchOrder, (rank: SQL) => SQL> = {
  rank: (rank) => sql`${rank} DESC, ps.product_id DESC`,
  newest: () => sql`ps.product_id DESC`,
  oldest: () => sql`ps.product_id ASC`,
};

/** PostgreSQL's product index (drizzle-pg/0003_product_search.sql): a weighted tsvector, compact codes, filter tokens. */
export function postgresSearchIndex(db: Db): ProductSearchIndex {
  const rows = <T>(query: SQL) => rawRows<T>(db, query);
  /** A tsquery of one word: as a prefix, or only as it is in the names (weights A to C). */
  const wordQuery = (word: string, form: ":*" | ":ABC" | ":*ABC") => `${lexeme(word)}${form}`;

  return {
    async count(query) {
      const { from, where } = partsOf(query);
      const [row] = await rows<{ n: string }>(sql`SELECT count(*) AS n FROM ${from} WHERE ${where}`);
      return Number(row?.n ?? 0);
    },
    async ids(query, order, limit, offset = 0) {
      const { from, where, rank } = partsOf(query);
      const page = limit === undefined ? sql`` : sql` LIMIT ${limit} OFFSET ${offset}`;
      const found = await rows<{ id: number }>(
        sql`SELECT ps.product_id AS id FROM ${from} WHERE ${where} ORDER BY ${ORDER[order](rank)}${page}`,
      );
      return found.map((row) => Number(row.id));
    },
    matching(query) {
      const { from, where } = partsOf(query);
      return sql`${products.id} IN (SELECT ps.product_id FROM ${from} WHERE ${where})`;
    },
    words: {
      async anyStartingWith(prefix) {
        const found = await rows(
          sql`SELECT 1 FROM product_search WHERE document @@ ${wordQuery(prefix, ":*")}::tsquery LIMIT 1`,
        );
        return found.length > 0;
      },
      async productsNaming(word) {
        const [row] = await rows<{ n: string }>(
          sql`SELECT count(*) AS n FROM (SELECT 1 FROM product_search
              WHERE document @@ ${wordQuery(word, ":ABC")}::tsquery LIMIT ${COUNT_WORDS_TO}) named`,
        );
        return Number(row?.n ?? 0);
      },
      async namesStartingWith(letter, minDocs) {
        // ts_stat reads the documents of one letter's words (the GIN index finds them) and counts their words.
        const found = await rows<{ term: string; docs: number }>(
          sql`SELECT word AS term, ndoc AS docs FROM ts_stat(
                format('SELECT document FROM product_search WHERE document @@ %L::tsquery', ${wordQuery(letter, ":*ABC")}::text),
                'ABC')
              WHERE starts_with(word, ${letter}) AND ndoc >= ${minDocs}`,
        );
        return found.map((row) => ({ term: row.term, docs: Number(row.docs) }));
      },
    },
  };
}
