import { and, eq, gte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { builtOnUse, inJsonList, prepared } from "../../../db/prepared";
import { products } from "../../../db/schema";
import { shownName } from "../../../shared/product-title";
import { AppError, type FieldError } from "../../http/app-error";

/** What an order needs of a product it sells: its names, code, prices, weight and whether it is on sale. */
export type SaleRecord = Pick<
  typeof products.$inferSelect,
  "id" | "name" | "displayName" | "code" | "priceCents" | "discountPriceCents" | "isActive" | "weightGrams" | "bulky"
>;

/** How a product is named to customers and staff: "Brake pad set (BP-1234)", by its display name when it has one. */
export const productLabel = (product: { name: string; displayName?: string | null; code: string | null }) => {
  const name = shownName(product);
  return product.code ? `${name} (${product.code})` : name;
};

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
 * The stock statements for one transaction's `tx` (each built on first use): part of that transaction, so no other
 * writer can move stock between check and take.
 */
export function createStock(db: DbOrTx) {
  const statements = builtOnUse({
    records: () =>
      prepared(
        db
          .select({
            id: products.id,
            name: products.name,
            displayName: products.displayName,
            code: products.code,
            priceCents: products.priceCents,
            discountPriceCents: products.discountPriceCents,
            isActive: products.isActive,
            weightGrams: products.weightGrams,
            bulky: products.bulky,
          })
          .from(products)
          .where(sql`${products.id} IN ${inJsonList("ids")}`),
      ),
    onHand: () =>
      prepared(
        db
          .select({ id: products.id, qty: products.qty })
          .from(products)
          .where(sql`${products.id} IN ${inJsonList("ids")}`),
      ),
    // The qty >= guard is a second lock on overselling: it holds even if a caller forgot the immediate transaction.
    take: () =>
      prepared(
        db
          .update(products)
          .set({ qty: sql`${products.qty} - ${sql.placeholder("quantity")}` })
          .where(and(eq(products.id, sql.placeholder("id")), gte(products.qty, sql.placeholder("quantity"))))
          .returning({ id: products.id }),
      ),
    give: () =>
      prepared(
        db
          .update(products)
          .set({ qty: sql`${products.qty} + ${sql.placeholder("quantity")}` })
          .where(eq(products.id, sql.placeholder("id"))),
      ),
  });

  /**
   * Refuses with 409, naming each product that cannot be filled and what is left, unless every line could be
   * filled now. (An order placed without holding stock is still refused what the shop does not have.)
   */
  async function checkStock(lines: StockLine[], refusal: string): Promise<void> {
    const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
    const left = new Map(
      (await statements.onHand.execute({ ids: JSON.stringify(ids) })).map((row) => [row.id, row.qty]),
    );
    const shortages: FieldError[] = [];
    for (const line of lines) {
      const qty = line.productId === null ? undefined : left.get(line.productId);
      const field = line.field ?? "orderItems";
      if (qty === undefined) shortages.push({ field, message: `${line.label} is no longer in the catalog.` });
      else if (qty === 0) shortages.push({ field, message: `${line.label} is out of stock.`, available: 0 });
      else if (qty < line.quantity) {
        shortages.push({ field, message: `Only ${qty} left of ${line.label}.`, available: qty });
      }
    }
    if (shortages.length > 0) {
      throw new AppError(409, `${refusal} ${shortages.map((s) => s.message).join(" ")}`, shortages);
    }
  }

  return {
    checkStock,

    /** The products of `ids` as they are now (missing ones are absent). */
    async saleRecords(ids: number[]): Promise<Map<number, SaleRecord>> {
      return new Map(
        (await statements.records.execute({ ids: JSON.stringify(ids) })).map((product) => [product.id, product]),
      );
    },

    /** Takes stock for every line or for none: refuses as checkStock does. */
    async takeStock(lines: StockLine[], refusal: string): Promise<void> {
      await checkStock(lines, refusal);
      // Products are locked in id order by every writer: two orders of the same parts never wait on each other.
      for (const line of byProduct(lines)) {
        if (!(await firstRow(statements.take.execute({ id: line.productId as number, quantity: line.quantity })))) {
          throw new AppError(409, `${refusal} Only part of ${line.label} is left.`);
        }
      }
    },

    /** Puts the lines' stock back; a product deleted since is skipped (there is nothing to return it to). */
    async returnStock(lines: { productId: number | null; quantity: number }[]): Promise<void> {
      for (const line of byProduct(lines))
        if (line.productId !== null) await statements.give.execute({ id: line.productId, quantity: line.quantity });
    },
  };
}

export type Stock = ReturnType<typeof createStock>;

const byProduct = <T extends { productId: number | null }>(lines: T[]) =>
  lines.toSorted((a, b) => (a.productId ?? 0) - (b.productId ?? 0));
