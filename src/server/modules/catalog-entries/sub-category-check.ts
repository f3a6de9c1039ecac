import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { subCategories } from "../../../db/schema";
import { unprocessable } from "../catalog-rules";

/** 422 unless the sub-category a product is put in exists (a product write checks it before writing). */
export async function checkSubCategory(db: Db, subCategoryId: number): Promise<void> {
  const found = await firstRow(
    db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.id, subCategoryId)),
  );
  if (!found) {
    throw unprocessable("That sub-category does not exist.", [
      { field: "subCategoryId", message: "No sub-category has this id." },
    ]);
  }
}
