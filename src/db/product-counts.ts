import type { OnEngine } from "@engine-types";
import { bigint, boolean, integer as pgInteger, pgTable, text as pgText } from "drizzle-orm/pg-core";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { PART_CONDITIONS } from "../shared/part-condition";
import { ENGINE } from "./engine";

/*
 * How many products each sub-category holds, active or not, in each condition, kept by triggers on products
 * (drizzle/0024_product_counts.sql, drizzle-pg/0009_product_counts.sql). Declared here rather than in the schema
 * modules: like the search index it is derived, never written by the store's code, and not copied between engines
 * (the triggers fill it as the products arrive).
 */
const sqliteCounts = sqliteTable("product_counts", {
  subCategoryId: integer("sub_category_id").notNull(),
  isActive: integer("is_active", { mode: "boolean" }).notNull(),
  condition: text("condition", { enum: PART_CONDITIONS }).notNull(),
  n: integer("n").notNull(),
});

const pgCounts = pgTable("product_counts", {
  subCategoryId: pgInteger("sub_category_id").notNull(),
  isActive: boolean("is_active").notNull(),
  condition: pgText("condition", { enum: PART_CONDITIONS }).notNull(),
  n: bigint("n", { mode: "number" }).notNull(),
});

export const productCounts = (ENGINE === "postgres" ? pgCounts : sqliteCounts) as OnEngine<
  typeof sqliteCounts,
  typeof pgCounts
>;
