import { eq } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db } from "../../../db/database";
import { products } from "../../../db/schema";

/** How many products, active or not, a sub-category holds: deleting it is refused while any do. */
export const productsInSubCategory = (db: Db, subCategoryId: number) =>
  countRows(db, products, eq(products.subCategoryId, subCategoryId));
