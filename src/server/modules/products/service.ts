import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow, writtenRow } from "../../../db/first-row";
import { prepared } from "../../../db/prepared";
import { productImages, products } from "../../../db/schema";
import { type Memo, NO_MEMO } from "../../cache/memo";
import { type Clock, systemClock } from "../../clock";
import { badRequest, conflict, notFound } from "../../http/app-error";
import type { Paging } from "../../http/paging";
import { checkSubCategory } from "../catalog-entries";
import { unprocessable } from "../catalog-rules";
import { type Actor, changesBetween, recordActivity } from "../security-log";
import { createBulkEdit } from "./bulk-edit";
import { createCategoryNames } from "./category-names";
import { checkImages, type ImageStore, MAX_IMAGES_PER_PRODUCT, type StoredImage } from "./image-store";
import { createLowStock } from "./low-stock";
import type { BulkChange, Product } from "./model";
import { type ProductData, type ProductValues, productValues } from "./product-input";
import { createProductList, type ProductFilter } from "./product-list";
import { createProductRows } from "./product-rows";
import { editKind, insertImages, LOGGED_FIELDS, replacePartNumbers, SHOWN } from "./product-writes";
import { createRelatedParts, type OrderedWith } from "./related-parts";
import { createSearchWords } from "./search-words";

export interface ProductForm {
  subCategoryId: number;
  images?: File[];
  data: ProductData;
}

const tooManyImages = () =>
  badRequest(`A product can have at most ${MAX_IMAGES_PER_PRODUCT} images.`, [
    { field: "images", message: `At most ${MAX_IMAGES_PER_PRODUCT} images per product.` },
  ]);

export function createProductService(
  db: Db,
  images: ImageStore,
  orderedWith: OrderedWith,
  clock: Clock = systemClock,
  memos: Memo = NO_MEMO,
) {
  const rows = createProductRows(db, memos);
  const productList = createProductList(db, rows, memos);
  const listProducts = productList.list;
  const categoryNames = createCategoryNames(db);
  const relatedTo = createRelatedParts(db, rows, categoryNames, orderedWith);
  const bulkEdit = createBulkEdit(db, clock);
  const countProducts = prepared(db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products));

  async function find(id: number, activeOnly: boolean): Promise<Product | null> {
    const product = await rows.byId(id);
    return product && (product.isActive || !activeOnly) ? product : null;
  }

  async function get(id: number): Promise<Product> {
    const product = await find(id, false);
    if (!product) throw notFound("Product not found");
    return product;
  }

  /** 422 for an unknown sub-category, 409 for a part code another product has. */
  async function checkReferences(subCategoryId: number, values: ProductValues, exceptId = 0, on: Db | DbTx = db) {
    await checkSubCategory(on, subCategoryId);
    if (values.code === null) return;
    const clash = await firstRow(
      on
        .select({ name: products.name, code: products.code })
        .from(products)
        .where(sql`lower(${products.code}) = lower(${values.code}) AND ${products.id} != ${exceptId}`),
    );
    if (clash) throw conflict(`Part code ${clash.code} is already used by "${clash.name}".`);
  }

  const productRow = (id: number, on: Db | DbTx = db) =>
    firstRow(on.select().from(products).where(eq(products.id, id)));

  const imageRowsOf = (productId: number) =>
    db
      .select({ id: productImages.id, url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id));

  /** Writes the files, then runs the database change; when that fails the new files are removed again. */
  async function withStoredImages<T>(files: File[], write: (stored: StoredImage[]) => T): Promise<T> {
    const stored = await images.save(await checkImages(files));
    try {
      return await write(stored);
    } catch (error) {
      images.remove(stored.map((s) => s.url));
      throw error;
    }
  }

  /** One field or two set on their own (stock, the Active switch), recorded when it changed anything. */
  async function changeField(
    id: number,
    values: Partial<Pick<typeof products.$inferInsert, "qty" | "isActive" | "reorderLevel">>,
    by: Actor,
    kind: "STOCK_CHANGED" | "PRODUCT_SHOWN" | "PRODUCT_HIDDEN",
  ) {
    await db.transaction(async (tx) => {
      const before = await productRow(id, tx);
      if (!before) throw notFound("Product not found");
      const changes = changesBetween(before, values, LOGGED_FIELDS);
      if (changes.length === 0) return;
      await tx
        .update(products)
        .set({ ...values, updatedAt: clock() })
        .where(eq(products.id, id));
      await recordActivity(tx, {
        kind,
        actorId: by.id,
        item: `product:${id}`,
        label: before.name,
        changes,
        at: clock(),
      });
    });
  }

  return {
    /** Parts at or below their reorder level, and the shop's level. */
    lowStock: createLowStock(db, rows, clock),
    /** What words customers type mean to the catalog (Singlish, Sinhala and Tamil spellings), as staff keep them. */
    searchWords: createSearchWords(db, clock),
    listVisitor: (filter: ProductFilter, paging: Paging) => listProducts({ ...filter, isActive: true }, paging, 12),
    search: (searchText: string | undefined, paging: Paging) =>
      listProducts({ searchText, isActive: true }, paging, 20),
    listStaff: (filter: ProductFilter, paging: Paging) => listProducts(filter, paging, 20),
    /** One change to the listed products or to every product a console filter matches; see bulk-edit.ts. */
    async bulkEdit(target: { ids?: number[]; filter?: ProductFilter }, change: BulkChange, by: Actor, preview = false) {
      if ((target.ids === undefined) === (target.filter === undefined))
        throw badRequest("Give either ids or a filter.", [{ field: "ids", message: "Give either ids or a filter." }]);
      const nothing = Object.values(change).every(
        (value) => value === undefined || (Array.isArray(value) && !value.length),
      );
      if (nothing)
        throw badRequest("Choose a change to make.", [{ field: "change", message: "Choose a change to make." }]);
      const ids = target.ids ? [...new Set(target.ids)] : await productList.ids(target.filter as ProductFilter);
      return bulkEdit(ids, change, by, preview);
    },
    /** Every product id a console filter matches, oldest first. */
    idsMatching: productList.ids,
    rows,

    /** One active product for the storefront; null when it does not exist or is inactive. */
    getVisitor: (id: number): Promise<Product | null> => find(id, true),
    /** Its equivalents (shared numbers), parts that also fit the same cars, and what is bought with it. */
    relatedTo,
    /** The storefront's category choices by name, and the ids each name stands for. */
    categoryNames,
    get,
    count: async () => (await firstRow(countProducts.execute()))?.n ?? 0,

    /** Every product the storefront shows, with when it last changed (for the sitemap). */
    listedSince: () =>
      db
        .select({ productId: products.id, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.id)),

    async add({ subCategoryId, images: files = [], data }: ProductForm, by: Actor): Promise<Product> {
      const { values, numbers } = productValues(data);
      await checkReferences(subCategoryId, values);
      if (files.length > MAX_IMAGES_PER_PRODUCT) throw tooManyImages();
      const id = await withStoredImages(files, (stored) =>
        db.transaction(async (tx) => {
          await checkReferences(subCategoryId, values, 0, tx);
          const { id } = await writtenRow(
            tx
              .insert(products)
              .values({ ...values, subCategoryId })
              .returning({ id: products.id }),
          );
          await insertImages(tx, id, stored, 0);
          await replacePartNumbers(tx, id, numbers);
          await recordActivity(tx, {
            kind: "PRODUCT_ADDED",
            actorId: by.id,
            item: `product:${id}`,
            label: values.name,
            at: clock(),
          });
          return id;
        }),
      );
      return get(id);
    },

    async update(id: number, { subCategoryId, images: files = [], data }: ProductForm, by: Actor): Promise<Product> {
      await get(id);
      const { values, numbers } = productValues(data);
      await checkReferences(subCategoryId, values, id);
      const current = await imageRowsOf(id);
      const removing = new Set(data.removeImages ?? []);
      const unknown = [...removing, ...(data.imageOrder ?? [])].filter((url) => !current.some((c) => c.url === url));
      if (unknown.length > 0) {
        throw unprocessable("Some images are not this product's.", [
          { field: "removeImages", message: `Not an image of this product: ${unknown.join(", ")}` },
        ]);
      }
      const order = data.imageOrder ?? [];
      const kept = current
        .filter((image) => !removing.has(image.url))
        .sort((a, b) => rank(order, a.url) - rank(order, b.url));
      if (kept.length + files.length > MAX_IMAGES_PER_PRODUCT) throw tooManyImages();

      await withStoredImages(files, (stored) =>
        db.transaction(async (tx) => {
          await checkReferences(subCategoryId, values, id, tx);
          const before = await productRow(id, tx);
          if (!before) throw notFound("Product not found");
          await tx
            .update(products)
            .set({ ...values, subCategoryId, updatedAt: clock() })
            .where(eq(products.id, id));
          const changes = changesBetween(before, { ...values, subCategoryId }, LOGGED_FIELDS, SHOWN);
          const reordered = kept.some((image, index) => image.id !== current[index]?.id);
          const imagesChanged = files.length > 0 || removing.size > 0 || reordered;
          if (imagesChanged)
            changes.push({ field: "Images", before: current.length, after: kept.length + files.length });
          if (changes.length > 0)
            await recordActivity(tx, {
              kind: editKind(changes),
              actorId: by.id,
              item: `product:${id}`,
              label: values.name,
              changes,
              at: clock(),
            });
          const removedIds = current.filter((image) => removing.has(image.url)).map((image) => image.id);
          if (removedIds.length > 0) await tx.delete(productImages).where(inArray(productImages.id, removedIds));
          for (const [position, image] of kept.entries()) {
            await tx.update(productImages).set({ position }).where(eq(productImages.id, image.id));
          }
          await insertImages(tx, id, stored, kept.length);
          await replacePartNumbers(tx, id, numbers);
        }),
      );
      images.remove([...removing]);
      return get(id);
    },

    async changeQty(id: number, qty: number, by: Actor): Promise<Product> {
      await changeField(id, { qty }, by, "STOCK_CHANGED");
      return get(id);
    },

    /** Shows the product in the shop or hides it, and nothing else. */
    async setActive(id: number, isActive: boolean, by: Actor): Promise<Product> {
      await changeField(id, { isActive }, by, isActive ? "PRODUCT_SHOWN" : "PRODUCT_HIDDEN");
      return get(id);
    },

    /** Its own low-stock level, or null for the shop's default. */
    async setReorderLevel(id: number, reorderLevel: number | null, by: Actor): Promise<Product> {
      await changeField(id, { reorderLevel }, by, "STOCK_CHANGED");
      return get(id);
    },

    /** Deletes the product and its image files; past orders keep their own copy of code, name and price. */
    async remove(id: number, by: Actor): Promise<Product> {
      const product = await get(id);
      const urls = (await imageRowsOf(id)).map((image) => image.url);
      await db.transaction(async (tx) => {
        const deleted = await firstRow(tx.delete(products).where(eq(products.id, id)).returning({ id: products.id }));
        if (!deleted) throw notFound("Product not found");
        await recordActivity(tx, {
          kind: "PRODUCT_DELETED",
          actorId: by.id,
          item: `product:${id}`,
          label: product.productName,
          at: clock(),
        });
      });
      images.remove(urls);
      return product;
    },
  };
}

/** Position of `url` in the asked order; images not mentioned keep their place after the ones that are. */
const rank = (order: string[], url: string) => {
  const index = order.indexOf(url);
  return index === -1 ? order.length : index;
};

export type ProductService = ReturnType<typeof createProductService>;
