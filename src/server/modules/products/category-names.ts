import { type Db, rawRead } from "../../../db/database";
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
  const shelves = db.$client.query<Row, []>(
    `SELECT s.id AS subId, ${firstIdNamedAs("sub_categories", "s")} AS subName, s.name AS subNameText,
       ${firstIdNamedAs("categories", "c")} AS categoryName, c.name AS categoryNameText,
       b.id AS brandId, b.name AS brandName,
       (SELECT count(*) FROM products p WHERE p.sub_category_id = s.id AND p.is_active = 1) AS count
     FROM sub_categories s JOIN categories c ON c.id = s.category_id JOIN brands b ON b.id = c.brand_id
     ORDER BY s.id`,
  );
  const statements = (table: Table) => ({
    namedAs: db.$client.query<{ id: number }, [number]>(
      `SELECT id FROM ${table} WHERE lower(name) = (SELECT lower(name) FROM ${table} WHERE id = ?) ORDER BY id`,
    ),
    first: db.$client.query<{ id: number | null }, [number]>(
      `SELECT ${firstIdNamedAs(table, "x")} AS id FROM ${table} x WHERE x.id = ?`,
    ),
  });
  const categories = statements("categories");
  const subCategories = statements("sub_categories");
  let kept: { version: number; names: CategoryNames } | null = null;

  function compute(): CategoryNames {
    const rows = shelves.all();
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
      if (kept?.version !== now) kept = { version: now, names: await rawRead(db, compute) };
      return kept.names;
    },
    /** Every category id named as this one (none for an unknown id). */
    categoriesNamedAs: (id: number) => rawRead(db, () => categories.namedAs.all(id).map((row) => row.id)),
    /** Every sub-category id named as this one (none for an unknown id). */
    subCategoriesNamedAs: (id: number) => rawRead(db, () => subCategories.namedAs.all(id).map((row) => row.id)),
    /** The id that stands for this category's name in store URLs; null for an unknown id. */
    categoryNameId: (id: number) => rawRead(db, () => categories.first.get(id)?.id ?? null),
    subCategoryNameId: (id: number) => rawRead(db, () => subCategories.first.get(id)?.id ?? null),
  };
}
