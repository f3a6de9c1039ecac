import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 product index (created by drizzle/0001_product_search.sql, not by drizzle-kit: it cannot express FTS5),
 * declared here only so queries can join it. Kept out of schema.ts so drizzle-kit never tries to create it.
 */
export const productSearch = sqliteTable("product_search", {
  rowid: integer("rowid").notNull(),
  /** FTS5's hidden relevance column: bm25 with the column weights set in the migrations; lower is better. */
  rank: real("rank").notNull(),
  name: text("name"),
  code: text("code"),
  codeCompact: text("code_compact"),
});
