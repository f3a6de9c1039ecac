import { eq } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db, DbOrTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { missingIds } from "../../../db/missing-ids";
import { products } from "../../../db/schema";

/*
 * What features that products depends on ask of products; services.ts hands these in, so neither side imports the
 * other round a circle.
 */

/** How many products, active or not, a sub-category holds: deleting it is refused while any do. */
export const productsInSubCategory = (db: DbOrTx, subCategoryId: number) =>
  countRows(db, products, eq(products.subCategoryId, subCategoryId));

/** What fitment asks: which of some ids have no product, and one product's name and whether it is shown. */
export const productsForFitment = (db: Db) => ({
  missingIds: (wanted: number[], on: DbOrTx = db) => missingIds(on, products, wanted),
  nameAndState: (productId: number, on: DbOrTx = db) =>
    firstRow(
      on.select({ name: products.name, isActive: products.isActive }).from(products).where(eq(products.id, productId)),
    ),
});
