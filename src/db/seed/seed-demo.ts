import { eq } from "drizzle-orm";
import { courierFeeCents, deliveryDaysText, hasBulky, parcelWeight } from "../../shared/delivery-fee";
import { orderNumberOf } from "../../shared/order-number";
import { compactPartNumber } from "../../shared/part-numbers";
import { shopYear } from "../../shared/shop-time";
import type { Db, DbTx as Tx } from "../database";
import { firstRow, writtenRow } from "../first-row";
import { orderLineOf } from "../order-line";
import {
  bankAccounts,
  brands,
  categories,
  deliveryDistricts,
  deliveryZones,
  invoiceCounters,
  type OrderStatus,
  orderItems,
  orderStatusHistory,
  orders,
  type PaymentStatus,
  partNumbers,
  paymentHistory,
  productFitments,
  productImages,
  products,
  shopSettings,
  subCategories,
  vehicles,
} from "../schema";
import {
  type BrandKey,
  type CategoryKey,
  DEMO_BRANDS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_SUB_CATEGORIES,
  type DemoProduct,
  partImageUrl,
  type SubCategoryKey,
} from "./demo-catalog";
import { DEMO_ORDERS, type DemoOrder } from "./demo-orders";
import { demoCondition, demoPartNumbers } from "./demo-part-numbers";
import { demoShipping } from "./demo-shipping";
import { DEMO_FITMENTS, DEMO_VEHICLES } from "./demo-vehicles";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];

/**
 * Loads the demo catalog and a few orders, only into a store that has no brands, products or orders.
 * Returns true when it seeded, false when it left the database as it was.
 */
export function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;
    const productIds = await insertCatalog(tx, now);
    await insertFitments(tx, productIds, now);
    // COD orders get their invoice number when placed, from the year's counter like the store's own.
    const counters = new Map<number, number>();
    const invoiceNumber = (at: Date) => {
      const year = shopYear(at);
      const next = (counters.get(year) ?? 0) + 1;
      counters.set(year, next);
      return `INV-${year}-${String(next).padStart(6, "0")}`;
    };
    for (const [i, order] of DEMO_ORDERS.toSorted((a, b) => b.placedHoursAgo - a.placedHoursAgo).entries()) {
      await insertOrder(tx, order, i + 1, productIds, now, invoiceNumber);
    }
    for (const [year, last] of counters) await tx.insert(invoiceCounters).values({ year, last });
    // A demo shop takes transfers into a demo account: a real shop enters its own on the Payments screen.
    await tx.insert(bankAccounts).values({
      bank: "Commercial Bank of Ceylon",
      branch: "Kandy City",
      accountName: "Lanka Auto Parts (Pvt) Ltd",
      accountNumber: "8001 2345 6789",
      position: 1,
    });
    return true;
  });
}

async function isEmpty(tx: Tx): Promise<boolean> {
  return (
    (await firstRow(tx.select({ id: brands.id }).from(brands).limit(1))) === undefined &&
    (await firstRow(tx.select({ id: products.id }).from(products).limit(1))) === undefined &&
    (await firstRow(tx.select({ id: orders.id }).from(orders).limit(1))) === undefined
  );
}

/** Inserts brands → categories → sub-categories → products + images; returns product ids by code. */
async function insertCatalog(tx: Tx, now: Date): Promise<Map<string, number>> {
  const openedAt = new Date(now.getTime() - 120 * DAY);
  const stamps = { createdAt: openedAt, updatedAt: openedAt };

  const brandIds = new Map<BrandKey, number>();
  for (const [key, brand] of entries(DEMO_BRANDS)) {
    brandIds.set(
      key,
      (
        await writtenRow(
          tx
            .insert(brands)
            .values({ ...brand, ...stamps })
            .returning({ id: brands.id }),
        )
      ).id,
    );
  }
  const categoryIds = new Map<CategoryKey, number>();
  for (const [key, { brand, name, description }] of entries(DEMO_CATEGORIES)) {
    const brandId = required(brandIds, brand);
    const row = await writtenRow(
      tx
        .insert(categories)
        .values({ brandId, name, description, ...stamps })
        .returning({ id: categories.id }),
    );
    categoryIds.set(key, row.id);
  }
  const subCategoryIds = new Map<SubCategoryKey, number>();
  for (const [key, { category, name, description }] of entries(DEMO_SUB_CATEGORIES)) {
    const categoryId = required(categoryIds, category);
    const row = await writtenRow(
      tx
        .insert(subCategories)
        .values({ categoryId, name, description, ...stamps })
        .returning({ id: subCategories.id }),
    );
    subCategoryIds.set(key, row.id);
  }

  const productIds = new Map<string, number>();
  for (const [i, product] of DEMO_PRODUCTS.entries()) {
    const createdAt = productCreatedAt(i, now);
    const { subCategory, images, isActive = true, discountPriceCents = null, ...fields } = product;
    const brand = DEMO_CATEGORIES[DEMO_SUB_CATEGORIES[subCategory].category].brand;
    const { id } = await writtenRow(
      tx
        .insert(products)
        .values({
          ...fields,
          ...demoShipping(subCategory),
          ...demoCondition(product.code, brand),
          subCategoryId: required(subCategoryIds, subCategory),
          discountPriceCents,
          isActive,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: products.id }),
    );
    await tx
      .insert(productImages)
      .values(images.map((drawing, position) => ({ productId: id, position, url: partImageUrl(drawing), createdAt })));
    const numbers = demoPartNumbers(product.code);
    if (numbers.length > 0) {
      await tx
        .insert(partNumbers)
        .values(numbers.map((n) => ({ ...n, productId: id, numberCompact: compactPartNumber(n.number) })));
    }
    productIds.set(product.code, id);
  }
  return productIds;
}

/** The demo vehicles, and which products fit them. */
async function insertFitments(tx: Tx, productIds: Map<string, number>, now: Date): Promise<void> {
  const stamps = { createdAt: now, updatedAt: now };
  const vehicleIds = new Map<string, number>();
  for (const vehicle of DEMO_VEHICLES) {
    const { id } = await writtenRow(
      tx
        .insert(vehicles)
        .values({ ...vehicle, ...stamps })
        .returning({ id: vehicles.id }),
    );
    vehicleIds.set(vehicle.code, id);
  }
  const pairs = Object.entries(DEMO_FITMENTS).flatMap(([productCode, codes]) =>
    codes.map((code) => ({ productId: required(productIds, productCode), vehicleId: required(vehicleIds, code) })),
  );
  await tx.insert(productFitments).values(pairs).onConflictDoNothing();
}

/**
 * Spreads products over the 90 days before `now`. The catalog is grouped by brand, so stepping by 37
 * (coprime to 90) mixes brands in "newest first" instead of listing one brand's parts together.
 */
function productCreatedAt(index: number, now: Date): Date {
  const daysAgo = (index * 37) % 90;
  const hoursAgo = (index * 7) % 24;
  return new Date(now.getTime() - daysAgo * DAY - hoursAgo * HOUR);
}

const productsByCode = new Map<string, DemoProduct>(DEMO_PRODUCTS.map((p) => [p.code, p]));

async function insertOrder(
  tx: Tx,
  order: DemoOrder,
  sequence: number,
  productIds: Map<string, number>,
  now: Date,
  invoiceNumber: (at: Date) => string,
): Promise<void> {
  const placedAt = new Date(now.getTime() - order.placedHoursAgo * HOUR);
  const lines = order.items.map(({ code, quantity }) =>
    orderLineOf(required(productIds, code), required(productsByCode, code), quantity),
  );
  const history: { from: OrderStatus | null; to: OrderStatus; at: Date; by: string }[] = [
    { from: null, to: "PENDING", at: placedAt, by: "Customer" },
  ];
  for (const step of order.steps) {
    const from = history.at(-1)?.to ?? null;
    history.push({
      from,
      to: step.status,
      at: new Date(placedAt.getTime() + step.hoursAfterPlaced * HOUR),
      by: "Shop staff",
    });
  }
  const last = history.at(-1) ?? { to: "PENDING" as const, at: placedAt };

  const itemsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const delivery = await demoDelivery(tx, order, itemsCents);
  // The demo orders were paid on delivery: the completed ones are paid, the canceled one never will be.
  const paymentStatus: PaymentStatus =
    last.to === "COMPLETED" ? "PAID" : last.to === "CANCELED" ? "CANCELED" : "COD_DUE";
  const { id: orderId } = await writtenRow(
    tx
      .insert(orders)
      .values({
        orderNumber: orderNumberOf(sequence, placedAt),
        customerFullName: order.customerFullName,
        customerEmail: order.customerEmail,
        customerPrimaryMobile: order.customerPrimaryMobile,
        customerSecondaryMobile: order.customerSecondaryMobile,
        customerAddress: order.customerAddress,
        totalQty: lines.reduce((sum, line) => sum + line.quantity, 0),
        itemsCents,
        totalCents: itemsCents + (delivery.deliveryFeeCents ?? 0),
        ...delivery,
        status: last.to,
        paymentMethod: "COD",
        paymentStatus,
        invoiceNumber: invoiceNumber(placedAt),
        placedAt,
        updatedAt: last.at,
      })
      .returning({ id: orders.id }),
  );
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId })));
  await tx.insert(orderStatusHistory).values(
    history.map((h) => ({
      orderId,
      fromStatus: h.from,
      toStatus: h.to,
      changedBy: h.by,
      changedByUserId: null,
      changedAt: h.at,
    })),
  );
  await tx.insert(paymentHistory).values([
    { orderId, fromStatus: null, toStatus: "COD_DUE", actor: "CUSTOMER", changedBy: "Customer", changedAt: placedAt },
    ...(paymentStatus === "COD_DUE"
      ? []
      : [
          {
            orderId,
            fromStatus: "COD_DUE" as const,
            toStatus: paymentStatus,
            actor: "STAFF" as const,
            changedBy: "Shop staff",
            changedAt: last.at,
          },
        ]),
  ]);
}

/** The demo order's courier delivery, priced by the zones the migration set up and the parts' demo weights. */
async function demoDelivery(tx: Tx, order: DemoOrder, itemsCents: number) {
  const parcel = order.items.map(({ code, quantity }) => ({
    ...demoShipping(required(productsByCode, code).subCategory),
    quantity,
  }));
  const zone = (
    await firstRow(
      tx
        .select({ zone: deliveryZones })
        .from(deliveryDistricts)
        .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryDistricts.zoneId))
        .where(eq(deliveryDistricts.district, order.district)),
    )
  )?.zone;
  const freeAbove = await firstRow(
    tx.select().from(shopSettings).where(eq(shopSettings.key, "free_delivery_above_cents")),
  );
  const weightGrams = parcelWeight(parcel);
  const bulky = hasBulky(parcel);
  const free = !!freeAbove && itemsCents >= Number(freeAbove.value);
  const fee = !zone || bulky ? null : free ? 0 : courierFeeCents(zone, weightGrams);
  return {
    deliveryMethod: bulky ? ("COURIER_QUOTE" as const) : ("COURIER" as const),
    deliveryDistrict: order.district,
    deliveryCity: order.city,
    deliveryZone: zone?.name ?? null,
    deliveryDays: zone && !bulky ? deliveryDaysText(zone) : null,
    deliveryWeightGrams: weightGrams,
    deliveryFeeCents: fee,
  };
}

/** A lookup the demo data guarantees; a miss is a mistake in the data files, so it fails the whole seed. */
function required<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo seed: unknown reference ${String(key)}`);
  return value;
}
