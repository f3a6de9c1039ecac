import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../../db/database";
import { writtenRow } from "../../../../db/first-row";
import { productFitments, productImages, products } from "../../../../db/schema";
import { type Actor, recordActivity } from "../../security-log";
import type { StoredImage } from "../image-store";
import { editKind, insertImages, replacePartNumbers } from "../product-writes";
import type { PlannedRow, ProductWrite } from "./import-plan";

type Written = Extract<PlannedRow, { outcome: "new" | "update" }>;

/** Sets a product's fitment to exactly these vehicles. */
async function replaceFitment(db: DbOrTx, productId: number, vehicleIds: number[] | undefined) {
  if (vehicleIds === undefined) return;
  await db.delete(productFitments).where(eq(productFitments.productId, productId));
  if (vehicleIds.length > 0)
    await db.insert(productFitments).values(vehicleIds.map((vehicleId) => ({ productId, vehicleId })));
}

/** Removes the images the row dropped, orders the kept ones and adds the new ones after them. */
async function writeImages(
  db: DbOrTx,
  productId: number,
  images: ProductWrite["images"],
  added: (StoredImage & { sourceName: string })[],
) {
  if (!images) return;
  if (images.removed.length > 0)
    await db.delete(productImages).where(
      and(
        eq(productImages.productId, productId),
        inArray(
          productImages.id,
          images.removed.map((image) => image.id),
        ),
      ),
    );
  for (const [position, image] of images.keep.entries()) {
    await db.update(productImages).set({ position }).where(eq(productImages.id, image.id));
  }
  await insertImages(db, productId, added, images.keep.length);
}

/**
 * Writes one planned row inside the caller's transaction, with its activity-log entry (naming the import as its
 * source, so a thousand price changes at once read as one file's doing); `added` are the row's new images, already
 * stored. Returns the product's id.
 */
export async function writeRow(
  db: DbOrTx,
  row: Written,
  added: (StoredImage & { sourceName: string })[],
  { by, at, source }: { by: Actor; at: Date; source: string },
): Promise<number> {
  const sourceLine = { field: "Source", before: null, after: source };
  const { values, numbers, vehicleIds, images } = row.write;
  if (row.outcome === "new") {
    const { id } = await writtenRow(db.insert(products).values(values).returning({ id: products.id }));
    await insertImages(db, id, added, 0);
    await replacePartNumbers(db, id, numbers);
    await replaceFitment(db, id, vehicleIds);
    await recordActivity(db, {
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
  await db
    .update(products)
    .set({ ...values, updatedAt: at })
    .where(eq(products.id, id));
  await writeImages(db, id, images, added);
  await replacePartNumbers(db, id, numbers);
  await replaceFitment(db, id, vehicleIds);
  await recordActivity(db, {
    kind: editKind(row.changes),
    actorId: by.id,
    item: `product:${id}`,
    label: values.name,
    changes: [...row.changes, sourceLine],
    at,
  });
  return id;
}
