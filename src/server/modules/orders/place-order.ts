import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { orderLineOf } from "../../../db/order-line";
import { orderItems, orderStatusHistory, orders } from "../../../db/schema";
import { orderNumberOf } from "../../../shared/order-number";
import { type Clock, HOUR_MS } from "../../clock";
import type { Config } from "../../config";
import { AppError, type FieldError } from "../../http/app-error";
import { queueEmail } from "../../mail/outbox";
import { sha256 } from "../../secret-hash";
import { unprocessable } from "../catalog-rules";
import { productLabel, type SaleRecord, saleRecords, takeStock } from "../products";
import type { OrderSubmission } from "./model";
import { orderConfirmationEmail } from "./order-confirmation-email";
import { type OrderLineRequest, type OrderRequest, readOrderRequest } from "./order-input";
import { type OrderDetail, readOrder, toOrder, toStatusChange } from "./order-rows";

/** How long an Idempotency-Key answers with the order it first made. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface PlacedOrder {
  order: OrderDetail;
  /** True when the Idempotency-Key had already made this order and nothing new happened. */
  replayed: boolean;
}

export interface OrderPlacementDeps {
  db: Db;
  clock: Clock;
  shopName: string;
  limits: Pick<Config["orders"], "maxLineQuantity" | "emailsPerRecipientPerHour">;
}

/**
 * Orders placed for this e-mail address in the last hour, this one included: confirmations stop past the limit, so
 * the store cannot be used to flood someone's inbox (the orders themselves still go to staff).
 */
function recentOrdersTo(tx: DbTx, email: string, now: Date): number {
  return (
    tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          sql`lower(${orders.customerEmail}) = ${email.toLowerCase()}`,
          gt(orders.placedAt, new Date(now.getTime() - HOUR_MS)),
        ),
      )
      .get()?.n ?? 0
  );
}

/** The submission as a fingerprint: the same order retried gives the same hash, whatever the line order. */
function fingerprint(request: OrderRequest): string {
  const { lines, ...customer } = request;
  const items = lines
    .map((line) => [line.productId, line.quantity])
    .sort((a, b) => (a[0] as number) - (b[0] as number));
  return sha256(JSON.stringify({ ...customer, items }));
}

/**
 * Places customers' orders (docs/architecture.md, decision 1): prices come from the catalog, never the client; stock for
 * every line is checked and taken in one immediate transaction, so concurrent orders never oversell and a line
 * that cannot be filled refuses the whole order. The confirmation e-mail is queued in the same transaction.
 */
export function createOrderPlacement({ db, clock, shopName, limits }: OrderPlacementDeps) {
  return function placeOrder(body: OrderSubmission, idempotencyKey?: string): PlacedOrder {
    const request = readOrderRequest(body, limits.maxLineQuantity);
    const requestHash = fingerprint(request);

    return db.transaction(
      (tx) => {
        const now = clock();
        if (idempotencyKey) {
          const earlier = earlierOrderFor(tx, idempotencyKey, requestHash, now);
          if (earlier !== undefined) return { order: readOrder(tx, earlier) as OrderDetail, replayed: true };
        }

        const catalog = sellableProducts(tx, request.lines);
        takeStock(
          tx,
          request.lines.map((line) => ({
            productId: line.productId,
            quantity: line.quantity,
            label: productLabel(catalog.get(line.productId) as SaleRecord),
            field: `orderItems.${line.index}.quantity`,
          })),
          "Sorry, we cannot fill this order.",
        );

        const order = insertOrder(tx, request, catalog, now, idempotencyKey ? { idempotencyKey, requestHash } : {});
        if (recentOrdersTo(tx, request.customerEmail, now) <= limits.emailsPerRecipientPerHour) {
          queueEmail(tx, orderConfirmationEmail(order, shopName));
        }
        return { order, replayed: false };
      },
      { behavior: "immediate" },
    );
  };
}

/**
 * The order an Idempotency-Key already made, when it is still within its window: the same body returns it, another
 * body is 422. A key past its window is released for a new order.
 */
function earlierOrderFor(tx: DbTx, key: string, requestHash: string, now: Date): number | undefined {
  const earlier = tx
    .select({ id: orders.id, requestHash: orders.requestHash, placedAt: orders.placedAt })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
    .get();
  if (!earlier) return undefined;
  if (earlier.placedAt.getTime() <= now.getTime() - IDEMPOTENCY_WINDOW_MS) {
    tx.update(orders).set({ idempotencyKey: null, requestHash: null }).where(eq(orders.id, earlier.id)).run();
    return undefined;
  }
  if (earlier.requestHash !== requestHash) {
    throw new AppError(
      422,
      "This Idempotency-Key was already used for a different order. Use a new key for a new order.",
    );
  }
  return earlier.id;
}

/**
 * The ordered products, each of which must exist and be on sale; else 422 naming the lines at fault. A product
 * taken off sale is answered like one that never existed: its name and code are not the public's to read.
 */
function sellableProducts(tx: DbTx, lines: OrderLineRequest[]): Map<number, SaleRecord> {
  const found = saleRecords(
    tx,
    lines.map((line) => line.productId),
  );
  const problems: FieldError[] = [];
  for (const line of lines) {
    const product = found.get(line.productId);
    const field = `orderItems.${line.index}.productId`;
    if (!product?.isActive) problems.push({ field, message: `Product ${line.productId} is no longer available.` });
  }
  if (problems.length > 0) {
    throw unprocessable(`Please update your cart: ${problems.map((p) => p.message).join(" ")}`, problems);
  }
  return found;
}

function insertOrder(
  tx: DbTx,
  request: OrderRequest,
  catalog: Map<number, SaleRecord>,
  placedAt: Date,
  idempotency: { idempotencyKey?: string; requestHash?: string },
): OrderDetail {
  const lines = request.lines.map((line) =>
    orderLineOf(line.productId, catalog.get(line.productId) as SaleRecord, line.quantity),
  );
  const { lines: _, ...customer } = request;
  const placeholder = tx
    .insert(orders)
    .values({
      ...customer,
      // The number is made from the id, known only after the insert; a unique placeholder holds its place.
      orderNumber: `pending-${crypto.randomUUID()}`,
      totalQty: lines.reduce((sum, line) => sum + line.quantity, 0),
      totalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
      status: "PENDING",
      placedAt,
      updatedAt: placedAt,
      ...idempotency,
    })
    .returning()
    .get();
  const record = { ...placeholder, orderNumber: orderNumberOf(placeholder.id, placedAt) };
  tx.update(orders).set({ orderNumber: record.orderNumber }).where(eq(orders.id, record.id)).run();
  const items = tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: record.id })))
    .returning()
    .all();
  const placed = tx
    .insert(orderStatusHistory)
    .values({ orderId: record.id, fromStatus: null, toStatus: "PENDING", changedBy: "Customer", changedAt: placedAt })
    .returning()
    .get();
  return { ...toOrder(record, items), statusHistory: [toStatusChange(placed)] };
}
