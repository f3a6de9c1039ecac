import { asc, type SQL, sql } from "drizzle-orm";
import type { Db, DbColumn, DbOrTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { caseless } from "../../../db/like";
import { prepared } from "../../../db/prepared";
import { products } from "../../../db/schema";
import type { Clock } from "../../clock";
import type { Page } from "../../http/envelope";
import { orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import { readSetting, writeSetting } from "../../shop-settings";
import { type Actor, recordActivity } from "../security-log";
import type { LowStockSort, Product } from "./model";
import type { ProductRows } from "./product-rows";

const REORDER_LEVEL_KEY = "products.reorder_level";
/** Until the shop sets its own: a part with two or fewer on the shelf is low. */
export const DEFAULT_REORDER_LEVEL = 2;

export interface LowStockRow {
  product: Product;
  /** The level it is low at: its own, else the shop's. */
  level: number;
  /** Units on orders not yet dispatched, delivered, completed or canceled: what the shelf still owes. */
  onOpenOrders: number;
}

/**
 * Products at or below their reorder level (their own, else the shop's), with what open orders still need of them,
 * so staff know what to reorder first. Active and inactive alike: a hidden part may be hidden because it ran out.
 */
export function createLowStock(db: Db, rows: ProductRows, clock: Clock) {
  const shopLevel = async (on: DbOrTx = db) => {
    const stored = Number(await readSetting(on, REORDER_LEVEL_KEY));
    return Number.isInteger(stored) && stored >= 0 ? stored : DEFAULT_REORDER_LEVEL;
  };

  const level = sql<number>`coalesce(${products.reorderLevel}, ${sql.placeholder("shopLevel")})`.mapWith(Number);
  // Spelled out: inside a query on products alone, Drizzle writes columns without their table, and "id" is ambiguous.
  const onOpenOrders =
    sql<number>`coalesce((SELECT sum(oi.quantity) FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.product_id = "products"."id" AND o.status IN ('PENDING', 'RECEIVED') AND o.dispatched_at IS NULL), 0)`.mapWith(
      Number,
    );
  const isLow = sql`${products.qty} <= ${level}`;
  const count = prepared(
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(isLow),
  );
  const SORT_COLUMNS: Record<LowStockSort, SQL | DbColumn> = {
    qty: products.qty,
    short: sql`${products.qty} - ${level}`,
    open: onOpenOrders,
    name: caseless(products.name),
  };

  return {
    shopLevel: () => shopLevel(),

    async setShopLevel(value: number, by: Actor) {
      await db.transaction(async (tx) => {
        const before = await shopLevel(tx);
        if (before === value) return;
        await writeSetting(tx, REORDER_LEVEL_KEY, String(value), clock());
        await recordActivity(tx, {
          kind: "SETTINGS_CHANGED",
          actorId: by.id,
          item: "setting:reorder-level",
          label: "Shop's reorder level",
          changes: [{ field: "Reorder level", before, after: value }],
          at: clock(),
        });
      });
    },

    count: async () => (await firstRow(count.execute({ shopLevel: await shopLevel() })))?.n ?? 0,

    async list(
      paging: Paging,
      sort: LowStockSort = "qty",
      direction: "asc" | "desc" = "asc",
    ): Promise<Page<LowStockRow>> {
      const values = { shopLevel: await shopLevel() };
      return paginate(
        paging,
        25,
        async () => (await firstRow(count.execute(values)))?.n ?? 0,
        async (limit, offset) => {
          const found = await prepared(
            db
              .select({ id: products.id, level, onOpenOrders })
              .from(products)
              .where(isLow)
              .orderBy(...orderOf({ sort, direction }, SORT_COLUMNS, [asc(products.id)]))
              .limit(limit)
              .offset(offset),
          ).execute(values);
          const byId = new Map(
            (await rows.byIds(found.map((row) => row.id))).map((product) => [product.productId, product]),
          );
          return found.flatMap((row) => {
            const product = byId.get(row.id);
            return product ? [{ product, level: row.level, onOpenOrders: row.onOpenOrders }] : [];
          });
        },
      );
    },
  };
}

export type LowStock = ReturnType<typeof createLowStock>;
