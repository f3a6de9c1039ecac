import { sql } from "drizzle-orm";
import { isSqlite, type PgDb, type SqliteDb } from "../../db/engine-handles";
import { rawRows } from "../../db/raw-rows";

/**
 * What a committed change to the catalog changed, as tags, written by the triggers that bump the catalog version
 * (drizzle/0023_catalog_changes.sql, drizzle-pg/0008_catalog_changes.sql). A cached answer has tags
 * (CacheableAnswer.tags) and is invalidated when a change carries one of them:
 *
 * - `product:<id>`: the product's own row, images, part numbers or fitments (every answer showing the product);
 * - `sold:<id>`: its order lines (a product page's "bought together": pages carry it for every product they show);
 * - `stock`: any stock figure (lists sorted by stock);
 * - `lists`: anything that can change which products a list holds or their order: a product added, removed or
 *   edited, its stock crossing zero, its part numbers or fitments; not a stock figure that stays above zero;
 * - `fitments`: which cars a part fits;
 * - `categories`, `brands`, `vehicles`, `settings` (shop settings, branches, bank accounts, delivery): their names
 *   and figures wherever they are printed;
 * - `*`: everything (a bulk change on PostgreSQL); an answer without tags is invalidated by any change.
 */
export const EVERY_CHANGE = "*";
export const LISTS = "lists";
export const STOCK = "stock";
export const FITMENTS = "fitments";
export const CATEGORIES = "categories";
export const BRANDS = "brands";
export const VEHICLES = "vehicles";
export const SETTINGS = "settings";

export const productTag = (id: number) => `product:${id}`;
export const soldTag = (id: number) => `sold:${id}`;

/** One change: the version it made and its tags. */
export interface CatalogChange {
  version: number;
  tags: string[];
}

/** Beyond this many changes to apply, the whole cache is invalidated: reading them would cost more than rebuilding. */
const CHANGES_READ_AT_MOST = 1_000;

/**
 * The changes after one version up to another, oldest first; null when there are too many to be worth telling
 * apart. On SQLite, read at once unless a transaction is open (as the version is, catalog-version.ts).
 */
export function catalogChanges(db: SqliteDb | PgDb): (after: number, upTo: number) => Promise<CatalogChange[] | null> {
  const asChanges = (rows: { version: number | string; tags: string }[]) =>
    rows.length > CHANGES_READ_AT_MOST
      ? null
      : rows.map((row) => ({ version: Number(row.version), tags: row.tags.split(" ") }));
  if (!isSqlite(db)) {
    return async (after, upTo) =>
      asChanges(
        await rawRows<{ version: string; tags: string }>(
          db,
          sql`SELECT version, tags FROM catalog_changes WHERE version > ${after} AND version <= ${upTo}
              ORDER BY id LIMIT ${CHANGES_READ_AT_MOST + 1}`,
        ),
      );
  }
  const statement = db.$client.query<{ version: number; tags: string }, [number, number, number]>(
    "SELECT version, tags FROM catalog_changes WHERE version > ? AND version <= ? ORDER BY id LIMIT ?",
  );
  return async (after, upTo) =>
    asChanges(await db.$lock.run(() => statement.all(after, upTo, CHANGES_READ_AT_MOST + 1), true));
}

/**
 * The products a value shows: every `productId` in it, however deep (a page's data holds each product it prints as
 * a Product, src/server/modules/products/model.ts).
 */
export function productsIn(value: unknown, found = new Set<number>()): Set<number> {
  // Walked on every answer built: for…in and no call for a plain field (Object.entries made it 14 µs a list of 12,
  // now 1.5).
  if (Array.isArray(value)) {
    for (const item of value) if (typeof item === "object" && item !== null) productsIn(item, found);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const name in record) {
      const inner = record[name];
      if (typeof inner === "object" && inner !== null) productsIn(inner, found);
      else if (name === "productId" && typeof inner === "number") found.add(inner);
    }
  }
  return found;
}

/** The tags of the products a value shows: their rows (and, for a page, their order lines: "bought together"). */
export const tagsOfProductsIn = (value: unknown, withOrders = false): string[] =>
  [...productsIn(value)].flatMap((id) => (withOrders ? [productTag(id), soldTag(id)] : [productTag(id)]));

/** The names printed with a product: its kind (category and sub-category), its brand, the cars it fits. */
const PRODUCT_NAMES = [CATEGORIES, BRANDS, VEHICLES];

/** A list sorted by stock moves with every stock figure, not only those crossing zero. */
const sortedByStock = (url: string) => /[?&]sort=qty/.test(url);

/** The tags of one product's answer: the product (found in the value) and the names printed with it. */
export const productAnswerTags = (value: unknown): string[] => [...tagsOfProductsIn(value), ...PRODUCT_NAMES];

/** The tags of a list of products: its products, and whatever can change which products it holds or their order. */
export const listTags = (value: unknown, url: string, withOrders = false): string[] => [
  ...tagsOfProductsIn(value, withOrders),
  ...PRODUCT_NAMES,
  LISTS,
  FITMENTS,
  ...(sortedByStock(url) ? [STOCK] : []),
];

/**
 * The tags of a storefront page or its data: the products in its data, every list (the store's, a product's
 * related parts), every name and the shop's settings (the header, the footer, delivery and payment details).
 */
export const pageTags = (data: unknown, url: string): string[] => [...listTags(data, url, true), SETTINGS];
