import type { DbOrTx } from "../../../db/database";
import { missingIds } from "../../../db/missing-ids";
import { subCategories } from "../../../db/schema";
import { unprocessable } from "../catalog-rules";

/** 422 unless the sub-category a product is put in exists (a product write checks it before writing). */
export async function checkSubCategory(db: DbOrTx, subCategoryId: number): Promise<void> {
  if ((await missingIds(db, subCategories, [subCategoryId])).length > 0) {
    throw unprocessable("That sub-category does not exist.", [
      { field: "subCategoryId", message: "No sub-category has this id." },
    ]);
  }
}
