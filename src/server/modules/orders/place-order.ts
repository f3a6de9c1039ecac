import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orderLineOf } from "../../../db/order-line";
import { builtOnUse, prepared } from "../../../db/prepared";
import { orderItems, orderStatusHistory, orders } from "../../../db/schema";
import { orderNumberOf } from "../../../shared/order-number";
import { type Clock, HOUR_MS } from "../../clock";
import type { Config } from "../../config";
import { AppError, type FieldError } from "../../http/app-error";
import { queueEmail } from "../../mail/outbox";
import { sha256 } from "../../secret-hash";
import { unprocessable } from "../catalog-rules";
import type { DeliveryService, PricedDelivery } from "../delivery";
import type { OrderLinks } from "../order-link";
import { type ChosenPayment, type PaymentService, toPaymentChange } from "../payments";
import { createStock, productLabel, type SaleRecord, type Stock } from "../products";
import type { OrderSubmission } from "./model";
import { orderConfirmationEmail } from "./order-confirmation-email";
import { type OrderLineRequest, type OrderRequest, readOrderRequest } from "./order-input";
import { type OrderDetail, readOrder, toOrder, toStatusChange } from "./order-rows";
import { mayHoldStock, refuseWhenNetworkWaits } from "./unpaid-holds";

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
  delivery: DeliveryService;
  payments: PaymentService;
  /** The order's own link (number and key), which its e-mail carries. */
  links: OrderLinks;
}

/** Placing an order from the storefront's checkout: the cart it came from, emptied in the same transaction. */
export interface FromCart {
  cartId: number;
  empty(tx: DbTx): Promise<void>;
}

export interface PlacementContext {
  idempotencyKey?: string;
  fromCart?: FromCart;
  /** The client's address as throttles see it; with the mobile and e-mail it names whose orders hold stock. */
  client?: string;
}

/** The spec's order body carries no delivery: the shop calls to agree it. */
const TO_CONFIRM: PricedDelivery = {
  method: "TO_CONFIRM",
  feeCents: null,
  free: false,
  district: null,
  zone: null,
  days: null,
  weightGrams: 0,
  branchId: null,
  branch: null,
  note: "We call you to agree the delivery and its fee.",
};

const REFUSAL = "Sorry, we cannot fill this order.";

/** The submission as a fingerprint: the same order retried gives the same hash, whatever the line order. */
function fingerprint(request: OrderRequest): string {
  const { lines, ...customer } = request;
  const items = lines
    .map((line) => [line.productId, line.quantity])
    .sort((a, b) => (a[0] as number) - (b[0] as number));
  return sha256(JSON.stringify({ ...customer, items }));
}

/**
 * Places customers' orders (docs/decisions/012-server-prices-and-stock.md): prices come from the catalog, never the client; stock for
 * every line is checked and taken in one immediate transaction, so concurrent orders never oversell and a line
 * that cannot be filled refuses the whole order. The confirmation e-mail is queued in the same transaction, and every
 * statement runs through the transaction's `tx`.
 */
export function createOrderPlacement({ db, clock, shopName, limits, delivery, payments, links }: OrderPlacementDeps) {
  /**
   * The order an Idempotency-Key already made, when it is still within its window: the same body returns it,
   * another body is 422. A key past its window is released for a new order.
   */
  async function earlierOrderFor(
    statements: OrderStatements,
    key: string,
    requestHash: string,
    now: Date,
  ): Promise<number | undefined> {
    const earlier = await firstRow(statements.byIdempotencyKey.execute({ key }));
    if (!earlier) return undefined;
    if (earlier.placedAt.getTime() <= now.getTime() - IDEMPOTENCY_WINDOW_MS) {
      await statements.releaseKey.execute({ id: earlier.id });
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
  async function sellableProducts(stock: Stock, lines: OrderLineRequest[]): Promise<Map<number, SaleRecord>> {
    const found = await stock.saleRecords(lines.map((line) => line.productId));
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

  /**
   * The delivery as the customer chose it, priced from the catalog's weights inside the order's transaction; a
   * choice that cannot be priced is a 400 on the order's own field names.
   */
  async function priceDelivery(tx: DbTx, request: OrderRequest, catalog: Map<number, SaleRecord>, itemsCents: number) {
    if (!request.delivery) return TO_CONFIRM;
    const parcel = request.lines.map((line) => {
      const product = catalog.get(line.productId) as SaleRecord;
      return { weightGrams: product.weightGrams, bulky: product.bulky, quantity: line.quantity };
    });
    const { method, district, branchId } = request.delivery;
    try {
      return await delivery.price(
        { lines: parcel, itemsCents },
        { method, district: district ?? undefined, branchId: branchId ?? undefined },
        tx,
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(
        error.status,
        error.message,
        error.errors?.map((problem) => ({ ...problem, field: `delivery.${problem.field}` })),
      );
    }
  }

  async function insertOrder(
    tx: DbTx,
    statements: OrderStatements,
    request: OrderRequest,
    lines: ReturnType<typeof orderLineOf>[],
    priced: PricedDelivery,
    payment: ChosenPayment,
    placedAt: Date,
    idempotency: { idempotencyKey?: string; requestHash?: string },
    placement: { cartId: number | null; client: string | null; stockHeld: boolean },
  ): Promise<OrderDetail> {
    const { lines: _, delivery: chosen, paymentMethod: __, ...customer } = request;
    const itemsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
    const placeholder = (await firstRow(
      statements.insertOrder.execute({
        ...customer,
        customerEmail: customer.customerEmail ?? "",
        // The number is made from the id, known only after the insert; a unique placeholder holds its place.
        orderNumber: `pending-${crypto.randomUUID()}`,
        totalQty: lines.reduce((sum, line) => sum + line.quantity, 0),
        itemsCents,
        totalCents: itemsCents + (priced.feeCents ?? 0) + payment.codFeeCents,
        paymentMethod: payment.method,
        paymentStatus: payment.status,
        codFeeCents: payment.codFeeCents,
        deliveryMethod: priced.method,
        deliveryDistrict: priced.district,
        deliveryCity: priced.method === "PICKUP" ? null : (chosen?.city ?? null),
        deliveryPostalCode: priced.method === "PICKUP" ? null : (chosen?.postalCode ?? null),
        deliveryZone: priced.zone,
        deliveryDays: priced.days,
        deliveryWeightGrams: request.delivery ? priced.weightGrams : null,
        deliveryFeeCents: priced.feeCents,
        pickupBranchId: priced.branchId,
        pickupBranch: priced.branch,
        ...placement,
        smsUpdates: customer.smsUpdates,
        locale: customer.locale,
        placedAt,
        idempotencyKey: idempotency.idempotencyKey ?? null,
        requestHash: idempotency.requestHash ?? null,
      }),
    )) as typeof orders.$inferSelect;
    const record = { ...placeholder, orderNumber: orderNumberOf(placeholder.id, placedAt) };
    await statements.setOrderNumber.execute({ id: record.id, orderNumber: record.orderNumber });
    // Built from what was just written rather than read back: placing an order is the store's hottest write.
    const items: (typeof orderItems.$inferSelect)[] = [];
    for (const line of lines) {
      items.push(
        (await firstRow(
          statements.insertItem.execute({ ...line, orderId: record.id }),
        )) as typeof orderItems.$inferSelect,
      );
    }
    const placed = (await firstRow(
      statements.insertPlaced.execute({
        orderId: record.id,
        placedAt,
      }),
    )) as typeof orderStatusHistory.$inferSelect;
    const { change, invoiceNumber } = await payments.begin(tx, record.id, payment, placedAt);
    return {
      ...toOrder({ ...record, invoiceNumber }, items),
      statusHistory: [toStatusChange(placed)],
      paymentHistory: [toPaymentChange(change)],
      slips: [],
      notes: [],
    };
  }

  /**
   * Orders placed for this e-mail address in the last hour, this one included: confirmations stop past the limit,
   * so the store cannot be used to flood someone's inbox (the orders themselves still go to staff).
   */
  const recentOrdersTo = async (statements: OrderStatements, email: string, now: Date) =>
    (await firstRow(statements.recentOrdersTo.execute({ email: email.toLowerCase(), since: now.getTime() - HOUR_MS })))
      ?.n ?? 0;

  return function placeOrder(
    body: OrderSubmission,
    { idempotencyKey, fromCart, client }: PlacementContext = {},
  ): Promise<PlacedOrder> {
    const request = readOrderRequest(body, limits.maxLineQuantity);
    const requestHash = fingerprint(request);

    return db.transaction(async (tx) => {
      const now = clock();
      // Built for this transaction's handle: its statements run inside it.
      const statements = orderStatements(tx);
      const stock = createStock(tx);
      if (idempotencyKey) {
        const earlier = await earlierOrderFor(statements, idempotencyKey, requestHash, now);
        if (earlier !== undefined) return { order: (await readOrder(tx, earlier)) as OrderDetail, replayed: true };
      }

      const catalog = await sellableProducts(stock, request.lines);
      const lines = request.lines.map((line) =>
        orderLineOf(line.productId, catalog.get(line.productId) as SaleRecord, line.quantity),
      );
      const itemsCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
      const priced = await priceDelivery(tx, request, catalog, itemsCents);
      const payment = await payments.choose(tx, request.paymentMethod, itemsCents + (priced.feeCents ?? 0));
      const stockLines = request.lines.map((line) => ({
        productId: line.productId,
        quantity: line.quantity,
        label: productLabel(catalog.get(line.productId) as SaleRecord),
        field: `orderItems.${line.index}.quantity`,
      }));
      const stockHeld =
        payment.status === "PAID" ||
        (await mayHoldStock(tx, {
          lines: request.lines,
          itemsCents,
          address: client,
          mobile: request.customerPrimaryMobile,
          email: request.customerEmail,
        }));
      if (stockHeld) await stock.takeStock(stockLines, REFUSAL);
      else await stock.checkStock(stockLines, REFUSAL);
      if (!stockHeld && client && client !== "unknown") await refuseWhenNetworkWaits(tx, client);

      const idempotency = idempotencyKey ? { idempotencyKey, requestHash } : {};
      const placement = { cartId: fromCart?.cartId ?? null, client: client ?? null, stockHeld };
      const order = await insertOrder(tx, statements, request, lines, priced, payment, now, idempotency, placement);
      await fromCart?.empty(tx);
      await payments.texts.placed(tx, order.propertyId);
      const email = request.customerEmail;
      if (email && (await recentOrdersTo(statements, email, now)) <= limits.emailsPerRecipientPerHour) {
        const accounts = order.payment.method === "BANK_TRANSFER" ? await payments.bankAccounts(tx) : [];
        await queueEmail(tx, orderConfirmationEmail(order, email, shopName, accounts, links.linkOf(order.orderId)));
      }
      return { order, replayed: false };
    });
  };
}

type OrderStatements = ReturnType<typeof orderStatements>;

/** The statements placing an order runs, for one transaction's handle, each built on first use. */
function orderStatements(db: DbTx) {
  const at = sql.placeholder;
  return builtOnUse({
    byIdempotencyKey: () =>
      prepared(
        db
          .select({ id: orders.id, requestHash: orders.requestHash, placedAt: orders.placedAt })
          .from(orders)
          .where(eq(orders.idempotencyKey, at("key"))),
      ),
    releaseKey: () =>
      prepared(
        db
          .update(orders)
          .set({ idempotencyKey: null, requestHash: null })
          .where(eq(orders.id, at("id"))),
      ),
    insertOrder: () =>
      prepared(
        db
          .insert(orders)
          .values({
            orderNumber: at("orderNumber"),
            customerFullName: at("customerFullName"),
            customerEmail: at("customerEmail"),
            customerPrimaryMobile: at("customerPrimaryMobile"),
            customerSecondaryMobile: at("customerSecondaryMobile"),
            customerAddress: at("customerAddress"),
            totalQty: at("totalQty"),
            itemsCents: at("itemsCents"),
            totalCents: at("totalCents"),
            deliveryMethod: sql`${at("deliveryMethod")}`,
            paymentMethod: sql`${at("paymentMethod")}`,
            paymentStatus: sql`${at("paymentStatus")}`,
            codFeeCents: at("codFeeCents"),
            deliveryDistrict: at("deliveryDistrict"),
            deliveryCity: at("deliveryCity"),
            deliveryPostalCode: at("deliveryPostalCode"),
            deliveryZone: at("deliveryZone"),
            deliveryDays: at("deliveryDays"),
            deliveryWeightGrams: at("deliveryWeightGrams"),
            deliveryFeeCents: at("deliveryFeeCents"),
            pickupBranchId: at("pickupBranchId"),
            pickupBranch: at("pickupBranch"),
            cartId: at("cartId"),
            clientAddress: at("client"),
            stockHeld: sql`${at("stockHeld")}`,
            smsUpdates: sql`${at("smsUpdates")}`,
            locale: sql`${at("locale")}`,
            status: "PENDING",
            placedAt: at("placedAt"),
            updatedAt: at("placedAt"),
            idempotencyKey: at("idempotencyKey"),
            requestHash: at("requestHash"),
          })
          .returning(),
      ),
    setOrderNumber: () =>
      prepared(
        db
          .update(orders)
          .set({ orderNumber: sql`${at("orderNumber")}` })
          .where(eq(orders.id, at("id"))),
      ),
    insertItem: () =>
      prepared(
        db
          .insert(orderItems)
          .values({
            orderId: at("orderId"),
            productId: at("productId"),
            code: at("code"),
            productName: at("productName"),
            listPriceCents: at("listPriceCents"),
            unitPriceCents: at("unitPriceCents"),
            quantity: at("quantity"),
            lineTotalCents: at("lineTotalCents"),
          })
          .returning(),
      ),
    insertPlaced: () =>
      prepared(
        db
          .insert(orderStatusHistory)
          .values({
            orderId: at("orderId"),
            fromStatus: null,
            toStatus: "PENDING",
            changedBy: "Customer",
            changedAt: at("placedAt"),
          })
          .returning(),
      ),
    // placed_at compared with a placeholder is not converted from a Date: `since` is in milliseconds.
    recentOrdersTo: () =>
      prepared(
        db
          .select({ n: count() })
          .from(orders)
          .where(and(sql`lower(${orders.customerEmail}) = ${at("email")}`, gt(orders.placedAt, at("since")))),
      ),
  });
}
