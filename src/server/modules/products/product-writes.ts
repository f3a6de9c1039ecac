import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/database";
import { partNumbers, productImages } from "../../../db/schema";
import { centsToRupees } from "../../../shared/money";
import type { FieldChange } from "../../../shared/security-events";
import type { StoredImage } from "./image-store";
import type { PartNumberValues } from "./product-input";

/** The product fields the activity log compares, under the names staff read. */
export const LOGGED_FIELDS = {
  name: "Name",
  code: "Part code",
  displayName: "Display name",
  shortDescription: "Short description",
  description: "Description",
  priceCents: "Price (Rs.)",
  discountPriceCents: "Discount price (Rs.)",
  qty: "Quantity",
  mfd: "Manufactured",
  isActive: "Active",
  weightGrams: "Weight (g)",
  bulky: "Bulky",
  condition: "Condition",
  warrantyDays: "Warranty (days)",
  subCategoryId: "Sub-category",
  reorderLevel: "Reorder level",
} as const;

const PRICE_FIELDS = new Set<string>([LOGGED_FIELDS.priceCents, LOGGED_FIELDS.discountPriceCents]);
const inRupees = (value: FieldChange["before"]) => (typeof value === "number" ? centsToRupees(value) : value);
/** Prices are stored in cents and read in rupees. */
export const SHOWN = { priceCents: inRupees, discountPriceCents: inRupees };

/** How an edit is logged: a price change stands out from other edits. */
export const editKind = (changes: FieldChange[]) =>
  changes.some((change) => PRICE_FIELDS.has(change.field)) ? "PRICE_CHANGED" : "PRODUCT_CHANGED";

/** Adds images after the product's first `firstPosition` ones (inside the caller's transaction). */
export async function insertImages(
  db: DbOrTx,
  productId: number,
  stored: (StoredImage & { sourceName?: string })[],
  firstPosition: number,
) {
  if (stored.length === 0) return;
  await db
    .insert(productImages)
    .values(stored.map((image, i) => ({ productId, position: firstPosition + i, ...image })));
}

/** Replaces a product's other numbers when they were given (inside the caller's transaction). */
export async function replacePartNumbers(db: DbOrTx, productId: number, numbers: PartNumberValues) {
  if (numbers === undefined) return;
  await db.delete(partNumbers).where(eq(partNumbers.productId, productId));
  if (numbers.length > 0) await db.insert(partNumbers).values(numbers.map((n) => ({ ...n, productId })));
}
