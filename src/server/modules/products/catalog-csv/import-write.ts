import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../../db/database";
import { productFitments, productImages, products } from "../../../../db/schema";
import { type Actor, recordActivity } from "../../security-log";
import type { StoredImage } from "../image-store";
import { editKind, insertImages, replacePartNumbers } from "../product-writes";
import type { PlannedRow, ProductWrite } from "./import-plan";

type Written = Extract<PlannedRow, { outcome: "new" | "update" }>;

/** Sets a product's fitment to exactly these vehicles. */
function replaceFitment(db: Db, productId: number, vehicleIds: number[] | undefined) {
  if (vehicleIds === undefined) return;
  db.delete(productFitments).where(eq(productFitments.productId, productId)).run();
  if (vehicleIds.length > 0)
    db.insert(productFitments)
      .values(vehicleIds.map((vehicleId) => ({ productId, vehicleId })))
      .run();
}

/** Removes the images the row dropped, orders the kept ones and adds the new ones after them. */
function writeImages(
  db: Db,
  productId: number,
  images: ProductWrite["images"],
  added: (StoredImage & { sourceName: string })[],
) {
  if (!images) return;
  if (images.removed.length > 0)
    db.delete(productImages)
      .where(
        and(
          eq(productImages.productId, productId),
          inArray(
            productImages.id,
            images.removed.map((image) => image.id),
          ),
        ),
      )
      .run();
  images.keep.forEach((image, position) => {
    db.update(productImages).set({ position }).where(eq(productImages.id, image.id)).run();
  });
  insertImages(db, productId, added, images.keep.length);
}

/**
 * Writes one planned row inside the caller's transaction, with its activity-log entry (naming the import as its
 * source, so a thousand price changes at once read as one file's doing); `added` are the row's new images, already
 * stored. Returns the product's id.
 */
export function writeRow(
  db: Db,
  row: Written,
  added: (StoredImage & { sourceName: string })[],
  { by, at, source }: { by: Actor; at: Date; source: string },
): number {
  const sourceLine = { field: "Source", before: null, after: source };
  const { values, numbers, vehicleIds, images } = row.write;
  if (row.outcome === "new") {
    const { id } = db.insert(products).values(values).returning({ id: products.id }).get();
    insertImages(db, id, added, 0);
    replacePartNumbers(db, id, numbers);
    replaceFitment(db, id, vehicleIds);
    recordActivity(db, {
      kind: "PRODUCT_ADDED",
      actorId: by.id,
      item: `product:${id}`,
      label: values.name,
      changes: [sourceLine],
      at,
    });
    return id;
  }
  const id = row.productId;
  db.update(products)
    .set({ ...values, updatedAt: at })
    .where(eq(products.id, id))
    .run();
  writeImages(db, id, images, added);
  replacePartNumbers(db, id, numbers);
  replaceFitment(db, id, vehicleIds);
  recordActivity(db, {
    kind: editKind(row.changes),
    actorId: by.id,
    item: `product:${id}`,
    label: values.name,
    changes: [...row.changes, sourceLine],
    at,
  });
  return id;
}
