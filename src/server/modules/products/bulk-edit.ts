import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/database";
import { inJsonList, preparedOn } from "../../../db/prepared";
import { productFitments, products } from "../../../db/schema";
import { centsToRupees, formatRupees, rupeesToCents } from "../../../shared/money";
import type { FieldChange } from "../../../shared/security-events";
import type { Clock } from "../../clock";
import { checkSubCategory } from "../catalog-entries";
import { unprocessable } from "../catalog-rules";
import { type Actor, changesBetween, recordActivity } from "../security-log";
import { vehicleCodes } from "../vehicles";
import type { BulkChange } from "./model";
import { editKind, LOGGED_FIELDS, SHOWN } from "./product-writes";

type ProductRow = typeof products.$inferSelect;
type Values = Partial<Pick<ProductRow, "priceCents" | "discountPriceCents" | "qty" | "isActive" | "subCategoryId">>;

export interface BulkRefusal {
  productId: number;
  name: string;
  problem: string;
}

export interface BulkResult {
  /** Products the edit was asked for. */
  matched: number;
  changed: number;
  unchanged: number;
  refused: BulkRefusal[];
}

const MAX_PRICE_CENTS = 100_000_000 * 100;
const wholeRupees = (cents: number) => Math.round(cents / 100) * 100;
const rupees = (cents: number) => formatRupees(centsToRupees(cents));

/** The new values of one product, or why it cannot take the change. */
function valuesOf(product: ProductRow, change: BulkChange): Values | string {
  const values: Values = {};
  let price = product.priceCents;
  if (change.price) {
    const { mode, value } = change.price;
    if (mode === "set") price = rupeesToCents(value);
    else if (mode === "add") price = wholeRupees(price + value * 100);
    else price = wholeRupees(price * (1 + value / 100));
    if (price <= 0) return `its price would be ${rupees(price)}`;
    if (price > MAX_PRICE_CENTS) return "its price would be above Rs. 100,000,000";
    values.priceCents = price;
  }
  let discount = product.discountPriceCents;
  if (change.discount) {
    const { mode, value = 0 } = change.discount;
    if (mode === "clear") discount = null;
    else if (mode === "set") discount = rupeesToCents(value);
    else discount = wholeRupees(price * (1 - value / 100));
    if (discount !== null && discount <= 0) return `its discount price would be ${rupees(discount)}`;
    values.discountPriceCents = discount;
  }
  if (discount !== null && discount > price)
    return `its discount price (${rupees(discount)}) would be more than its price (${rupees(price)})`;
  if (change.qty) {
    const qty = change.qty.mode === "set" ? change.qty.value : product.qty + change.qty.value;
    if (qty < 0) return `its stock would be ${qty}`;
    if (qty > 1_000_000) return "its stock would be above 1,000,000";
    values.qty = qty;
  }
  if (change.isActive !== undefined) values.isActive = change.isActive;
  if (change.subCategoryId !== undefined) values.subCategoryId = change.subCategoryId;
  return values;
}

/** How one product's change is logged: stock alone and the Active switch alone keep their own kinds. */
function kindOf(changes: FieldChange[], values: Values) {
  const fields = changes.map((change) => change.field);
  if (fields.every((field) => field === LOGGED_FIELDS.qty)) return "STOCK_CHANGED" as const;
  if (fields.every((field) => field === "Fits")) return "FITMENT_CHANGED" as const;
  if (fields.every((field) => field === LOGGED_FIELDS.isActive))
    return values.isActive ? "PRODUCT_SHOWN" : "PRODUCT_HIDDEN";
  return editKind(changes);
}

/**
 * One change to many products at once (the console's bulk edit): price set or adjusted (rounded to whole rupees),
 * discount, stock, the Active switch, sub-category, fitment added or removed. Everything is read and written in one
 * immediate transaction; each product that cannot take the change is refused with why and left as it was, and each
 * product changed gets its own activity-log entry. A preview runs the same and writes nothing.
 */
export function createBulkEdit(db: Db, clock: Clock) {
  const read = preparedOn(db, (on) =>
    on
      .select()
      .from(products)
      .where(sql`${products.id} IN ${inJsonList("ids")}`),
  );
  const fitted = preparedOn(db, (on) =>
    on
      .select({ productId: productFitments.productId, vehicleId: productFitments.vehicleId })
      .from(productFitments)
      .where(sql`${productFitments.productId} IN ${inJsonList("ids")}`),
  );

  async function checkReferences(change: BulkChange) {
    if (change.subCategoryId !== undefined) await checkSubCategory(db, change.subCategoryId);
    const wanted = [...(change.addVehicleIds ?? []), ...(change.removeVehicleIds ?? [])];
    if (wanted.length === 0) return new Map<number, string>();
    const codes = await vehicleCodes(db, wanted);
    const unknown = wanted.filter((id) => !codes.has(id));
    if (unknown.length > 0)
      throw unprocessable("Some vehicles do not exist.", [
        { field: "vehicleIds", message: `No vehicle has id ${unknown.join(", ")}.` },
      ]);
    return codes;
  }

  async function edit(ids: number[], change: BulkChange, by: Actor, preview: boolean): Promise<BulkResult> {
    const codes = await checkReferences(change);
    const result: BulkResult = { matched: ids.length, changed: 0, unchanged: 0, refused: [] };
    const at = clock();
    const run = async (on: DbOrTx) => {
      const param = { ids: JSON.stringify(ids) };
      const fits = new Map<number, Set<number>>();
      for (const row of await fitted(on).execute(param))
        fits.set(row.productId, (fits.get(row.productId) ?? new Set()).add(row.vehicleId));
      for (const product of await read(on).execute(param)) {
        const values = valuesOf(product, change);
        if (typeof values === "string") {
          result.refused.push({ productId: product.id, name: product.name, problem: `Not changed: ${values}.` });
          continue;
        }
        const changes = changesBetween(product, values, LOGGED_FIELDS, SHOWN);
        const has = fits.get(product.id) ?? new Set<number>();
        const adding = (change.addVehicleIds ?? []).filter((id) => !has.has(id));
        const removing = (change.removeVehicleIds ?? []).filter((id) => has.has(id));
        if (adding.length)
          changes.push({ field: "Fits", before: null, after: `+ ${adding.map((id) => codes.get(id)).join(", ")}` });
        if (removing.length)
          changes.push({ field: "Fits", before: removing.map((id) => codes.get(id)).join(", "), after: null });
        if (changes.length === 0) {
          result.unchanged++;
          continue;
        }
        result.changed++;
        if (preview) continue;
        if (Object.keys(values).length > 0)
          await on
            .update(products)
            .set({ ...values, updatedAt: at })
            .where(eq(products.id, product.id));
        if (adding.length)
          await on.insert(productFitments).values(adding.map((vehicleId) => ({ productId: product.id, vehicleId })));
        for (const vehicleId of removing)
          await on
            .delete(productFitments)
            .where(sql`${productFitments.productId} = ${product.id} AND ${productFitments.vehicleId} = ${vehicleId}`);
        await recordActivity(on, {
          kind: kindOf(changes, values),
          actorId: by.id,
          item: `product:${product.id}`,
          label: product.name,
          changes,
          at,
        });
      }
    };
    if (preview) await run(db);
    else await db.transaction((tx) => run(tx));
    return result;
  }

  return edit;
}
