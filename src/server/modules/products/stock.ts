import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { DbTx } from "../../../db/database";
import { products } from "../../../db/schema";
import { AppError, type FieldError } from "../../http/app-error";

/** What an order needs of a product it sells: its name, code, prices and whether it is on sale. */
export type SaleRecord = Pick<
  typeof products.$inferSelect,
  "id" | "name" | "code" | "priceCents" | "discountPriceCents" | "isActive"
>;

/** The products of `ids` as they are now, read inside the caller's transaction (missing ones are absent). */
export function saleRecords(tx: DbTx, ids: number[]): Map<number, SaleRecord> {
  const rows = tx
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      priceCents: products.priceCents,
      discountPriceCents: products.discountPriceCents,
      isActive: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids))
    .all();
  return new Map(rows.map((product) => [product.id, product]));
}

/** How a product is named to customers and staff: "Brake pad set (BP-1234)". */
export const productLabel = (product: { name: string; code: string | null }) =>
  product.code ? `${product.name} (${product.code})` : product.name;

export interface StockLine {
  /** null when the product was deleted after it was ordered. */
  productId: number | null;
  quantity: number;
  /** How the product is named in a refusal. */
  label: string;
  /** The input field a refusal points at, when there is one. */
  field?: string;
}

/**
 * Takes stock for every line or for none: refuses with 409 naming each product that cannot be filled and what is
 * left. Runs inside the caller's immediate transaction, so no other writer can move stock between check and take.
 */
export function takeStock(tx: DbTx, lines: StockLine[], refusal: string): void {
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const onHand = new Map(
    tx
      .select({ id: products.id, qty: products.qty })
      .from(products)
      .where(inArray(products.id, ids))
      .all()
      .map((row) => [row.id, row.qty]),
  );

  const shortages: FieldError[] = [];
  for (const line of lines) {
    const left = line.productId === null ? undefined : onHand.get(line.productId);
    const field = line.field ?? "orderItems";
    if (left === undefined) shortages.push({ field, message: `${line.label} is no longer in the catalog.` });
    else if (left === 0) shortages.push({ field, message: `${line.label} is out of stock.`, available: 0 });
    else if (left < line.quantity) {
      shortages.push({ field, message: `Only ${left} left of ${line.label}.`, available: left });
    }
  }
  if (shortages.length > 0) {
    throw new AppError(409, `${refusal} ${shortages.map((s) => s.message).join(" ")}`, shortages);
  }

  for (const line of lines) {
    const id = line.productId as number;
    // The qty >= guard is a second lock on overselling: it holds even if a caller forgot the immediate transaction.
    const taken = tx
      .update(products)
      .set({ qty: sql`${products.qty} - ${line.quantity}` })
      .where(and(eq(products.id, id), gte(products.qty, line.quantity)))
      .returning({ id: products.id })
      .get();
    if (!taken) throw new AppError(409, `${refusal} Only part of ${line.label} is left.`);
  }
}

/** Puts the lines' stock back; a product deleted since is skipped (there is nothing to return it to). */
export function returnStock(tx: DbTx, lines: { productId: number | null; quantity: number }[]): void {
  for (const line of lines) {
    if (line.productId === null) continue;
    tx.update(products)
      .set({ qty: sql`${products.qty} + ${line.quantity}` })
      .where(eq(products.id, line.productId))
      .run();
  }
}
