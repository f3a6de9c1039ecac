import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rawRows } from "../../../db/raw-rows";
import { orderItems, products } from "../../../db/schema";

/** How many of a part's latest order lines are read to find what was ordered with it. */
const ORDER_LINES_READ = 500;

/**
 * Other active products in the part's latest orders, most often ordered with it first (a product page's "bought
 * together"; handed to products by services.ts).
 */
export async function orderedWith(db: Db, productId: number, atMost: number): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`SELECT other.product_id AS id FROM ${orderItems} other
        WHERE other.order_id IN (
            SELECT order_id FROM ${orderItems} WHERE product_id = ${productId} ORDER BY id DESC LIMIT ${ORDER_LINES_READ})
          AND other.product_id != ${productId}
          AND EXISTS (SELECT 1 FROM ${products} p WHERE p.id = other.product_id AND p.is_active = true)
        GROUP BY other.product_id ORDER BY count(*) DESC, max(other.id) DESC LIMIT ${atMost}`,
  );
  return rows.map((row) => Number(row.id));
}
