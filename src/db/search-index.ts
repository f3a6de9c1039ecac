import { integer, real, sqliteTable } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 product index (created by hand-written migrations, last rebuilt by drizzle/0003_product_search_filters.sql:
 * drizzle-kit cannot express FTS5), declared here only with the columns queries read. Kept out of schema.ts so
 * drizzle-kit never tries to create it.
 */
export const productSearch = sqliteTable("product_search", {
  rowid: integer("rowid").notNull(),
  /** FTS5's hidden relevance column: bm25 with the column weights set in the migrations; lower is better. */
  rank: real("rank").notNull(),
});
