import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rawRows } from "../../../db/raw-rows";
import type { CategoryNames, ShelfRow } from "../../../shared/category-names";
import { catalogVersion } from "../../cache/catalog-version";

type Row = ShelfRow & { subNameText: string; categoryNameText: string; brandName: string };

type Table = "categories" | "sub_categories";

/** The representative of a name: the smallest id of a row of that name, case aside. */
const firstIdNamedAs = (table: Table, alias: string) =>
  `(SELECT min(id) FROM ${table} WHERE lower(name) = lower(${alias}.name))`;

/**
 * The storefront's category choices by name (shared/category-names.ts), worked out once per catalog version: counting
 * a large catalog's active parts per sub-category takes milliseconds, and every store URL's first render needs it.
 */
export function createCategoryNames(db: Db) {
  const version = catalogVersion(db);
  const shelves = sql.raw(
    `SELECT s.id AS "subId", ${firstIdNamedAs("sub_categories", "s")} AS "subName", s.name AS "subNameText",
       ${firstIdNamedAs("categories", "c")} AS "categoryName", c.name AS "categoryNameText",
       b.id AS "brandId", b.name AS "brandName",
       (SELECT CAST(count(*) AS integer) FROM products p WHERE p.sub_category_id = s.id AND p.is_active) AS "count"
     FROM sub_categories s JOIN categories c ON c.id = s.category_id JOIN brands b ON b.id = c.brand_id
     ORDER BY s.id`,
  );
  const statements = (table: Table) => ({
    namedAs: (id: number) =>
      sql`SELECT id FROM ${sql.raw(table)} WHERE lower(name) = (SELECT lower(name) FROM ${sql.raw(table)} WHERE id = ${id}) ORDER BY id`,
    first: (id: number) =>
      sql`SELECT ${sql.raw(firstIdNamedAs(table, "x"))} AS id FROM ${sql.raw(table)} x WHERE x.id = ${id}`,
  });
  const categories = statements("categories");
  const subCategories = statements("sub_categories");
  const ids = async (query: SQL) => (await rawRows<{ id: number }>(db, query)).map((row) => row.id);
  const firstId = async (query: SQL) => (await rawRows<{ id: number | null }>(db, query))[0]?.id ?? null;
  let kept: { version: number; names: CategoryNames } | null = null;

  async function compute(): Promise<CategoryNames> {
    const rows = await rawRows<Row>(db, shelves);
    const brands = new Map<number, string>();
    const categoryNames: Record<number, string> = {};
    const subNames: Record<number, string> = {};
    for (const row of rows) {
      brands.set(row.brandId, row.brandName);
      categoryNames[row.categoryName] ??= row.categoryNameText;
      subNames[row.subName] ??= row.subNameText;
    }
    return {
      brands: [...brands]
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" })),
      categoryNames,
      subNames,
      shelves: rows.map(({ subId, subName, categoryName, brandId, count }) => ({
        subId,
        subName,
        categoryName,
        brandId,
        count,
      })),
    };
  }

  return {
    /** Brands, category and sub-category names with their shelves and counts, for the storefront's pickers. */
    async names(): Promise<CategoryNames> {
      const now = await version();
      if (kept?.version !== now) kept = { version: now, names: await compute() };
      return kept.names;
    },
    /** Every category id named as this one (none for an unknown id). */
    categoriesNamedAs: (id: number) => ids(categories.namedAs(id)),
    /** Every sub-category id named as this one (none for an unknown id). */
    subCategoriesNamedAs: (id: number) => ids(subCategories.namedAs(id)),
    /** The id that stands for this category's name in store URLs; null for an unknown id. */
    categoryNameId: (id: number) => firstId(categories.first(id)),
    subCategoryNameId: (id: number) => firstId(subCategories.first(id)),
  };
}
