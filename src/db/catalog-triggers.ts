import { getTableConfig } from "drizzle-orm/sqlite-core";
import * as tables from "./sqlite/schema";

/**
 * How a change to one row of a table the storefront reads is tagged (src/server/cache/catalog-changes.ts names the
 * tags; docs/cache.md): the same tags on every change, or the product the row belongs to (before and after the
 * change) with more tags beside it. Products are their own case: their stock and what moves them in lists.
 */
type RowTags =
  | { every: string }
  | { productTag: "product" | "sold"; column: string; also?: string }
  | { productRow: true };

/**
 * Every table a cached storefront answer reads, with the tags a change to one of its rows carries. The triggers
 * that bump the catalog version and write the change log are generated from this list for both engines
 * (`bun run db:triggers`); src/server/cache/catalog-triggers.test.ts fails for a table placed nowhere.
 */
export const CATALOG_TABLES: Record<string, RowTags> = {
  bank_accounts: { every: "settings" },
  branches: { every: "settings" },
  brands: { every: "brands" },
  categories: { every: "categories" },
  delivery_districts: { every: "settings" },
  delivery_zones: { every: "settings" },
  order_items: { productTag: "sold", column: "product_id" },
  part_numbers: { productTag: "product", column: "product_id", also: "lists" },
  product_fitments: { productTag: "product", column: "product_id", also: "lists fitments" },
  product_images: { productTag: "product", column: "product_id" },
  products: { productRow: true },
  search_words: { every: "lists" },
  shop_settings: { every: "settings" },
  sub_categories: { every: "categories" },
  vehicles: { every: "vehicles" },
};

/** A product's columns whose change moves it in lists: all of them but its stock figure and its edit time. */
const listedColumns = () =>
  getTableConfig(tables.products)
    .columns.map((column) => column.name)
    .filter((name) => name !== "qty" && name !== "updated_at");

const BREAK = "\n--> statement-breakpoint\n";
const EVENTS = ["INSERT", "UPDATE", "DELETE"] as const;
type Event = (typeof EVENTS)[number];

/** SQLite: the tags of a change, as an expression over OLD and NEW. */
function sqliteTags(tags: RowTags, event: Event): string {
  if ("every" in tags) return `'${tags.every}'`;
  if ("productTag" in tags) {
    const of = (row: "OLD" | "NEW") => `'${tags.productTag}:' || ${row}.\`${tags.column}\``;
    const ids =
      event === "UPDATE"
        ? `ifnull(${of("OLD")} || ' ', '') || ifnull(${of("NEW")}, '')`
        : `ifnull(${of(event === "INSERT" ? "NEW" : "OLD")}, '')`;
    return tags.also ? `${ids} || ' ${tags.also}'` : ids;
  }
  if (event !== "UPDATE") return `'product:' || ${event === "INSERT" ? "NEW" : "OLD"}.\`id\` || ' stock lists'`;
  const moved = listedColumns()
    .map((name) => `OLD.\`${name}\` IS NOT NEW.\`${name}\``)
    .join(" OR ");
  return `'product:' || NEW.\`id\`
    || CASE WHEN OLD.\`qty\` IS NOT NEW.\`qty\` THEN ' stock' ELSE '' END
    || CASE WHEN (OLD.\`qty\` > 0) IS NOT (NEW.\`qty\` > 0) OR ${moved}
      THEN ' lists' ELSE '' END`;
}

/** The statements that make SQLite's catalog triggers what CATALOG_TABLES says, replacing those there were. */
export function sqliteCatalogTriggers(): string[] {
  return Object.entries(CATALOG_TABLES).flatMap(([table, tags]) =>
    EVENTS.flatMap((event) => {
      const name = `${table}_catalog_${event.toLowerCase()}`;
      return [
        `DROP TRIGGER IF EXISTS \`${name}\`;`,
        `CREATE TRIGGER \`${name}\` AFTER ${event} ON \`${table}\` BEGIN
  UPDATE \`catalog_version\` SET \`version\` = \`version\` + 1 WHERE \`id\` = 1;
  INSERT INTO \`catalog_changes\` (\`version\`, \`tags\`) SELECT \`version\`, ${sqliteTags(tags, event)}
    FROM \`catalog_version\` WHERE \`id\` = 1;
END;`,
      ];
    }),
  );
}

/** PostgreSQL: the tags of a change to `tbl`'s row, from the rows as JSON (catalog_change_tags's CASE arm). */
function postgresTags(table: string, tags: RowTags): string {
  if ("every" in tags) return `    WHEN '${table}' THEN '${tags.every}'`;
  if ("productTag" in tags) {
    const of = (row: string) => `'${tags.productTag}:' || (${row}->>'${tags.column}')`;
    const parts = [of("old_row"), of("new_row"), ...(tags.also ? [`'${tags.also}'`] : [])];
    return `    WHEN '${table}' THEN concat_ws(' ', ${parts.join(", ")})`;
  }
  return `    WHEN '${table}' THEN 'product:' || (coalesce(new_row, old_row)->>'id')
      || CASE WHEN op = 'UPDATE' AND old_row->'qty' = new_row->'qty' THEN '' ELSE ' stock' END
      || CASE WHEN op = 'UPDATE'
               AND (old_row - ARRAY['qty', 'updated_at']) = (new_row - ARRAY['qty', 'updated_at'])
               AND ((old_row->>'qty')::bigint > 0) = ((new_row->>'qty')::bigint > 0)
          THEN '' ELSE ' lists' END`;
}

/** The body of PostgreSQL's catalog_change_tags function (bump_catalog_version writes what it answers). */
export function postgresTagsFunctionBody(): string {
  const arms = Object.entries(CATALOG_TABLES).map(([table, tags]) => postgresTags(table, tags));
  return `
  SELECT CASE tbl
${arms.join("\n")}
    ELSE '*'
  END
`;
}

/**
 * The statements that make PostgreSQL's catalog triggers what CATALOG_TABLES says: the tags function, and on each
 * table the deferred trigger that bumps the version at commit (drizzle-pg/0005, 0008).
 */
export function postgresCatalogTriggers(): string[] {
  return [
    `CREATE OR REPLACE FUNCTION "catalog_change_tags"(tbl text, op text, old_row jsonb, new_row jsonb)
RETURNS text LANGUAGE sql IMMUTABLE AS $$${postgresTagsFunctionBody()}$$;`,
    ...Object.keys(CATALOG_TABLES).flatMap((table) => [
      `DROP TRIGGER IF EXISTS "${table}_catalog" ON "${table}";`,
      `CREATE CONSTRAINT TRIGGER "${table}_catalog" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();`,
    ]),
  ];
}

/** A migration's text: a header saying where it comes from, then the statements. */
export const migrationText = (statements: string[]) =>
  `-- Generated by \`bun run db:triggers\` from src/db/catalog-triggers.ts: do not edit; change the list and run it.\n${statements.join(BREAK)}\n`;
