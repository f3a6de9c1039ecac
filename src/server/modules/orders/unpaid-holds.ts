import { and, count, eq, inArray, or, sql, sum } from "drizzle-orm";
import { lockNames } from "../../../db/advisory-locks";
import type { DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { orderItems, orders, products } from "../../../db/schema";
import type { PaymentStatus } from "../../../shared/payment-status";
import { AppError } from "../../http/app-error";
import { networkOf } from "../../http/client-address";
import { type PaymentRules, paymentRules } from "../payments";

/** Payments still to come: an order in one of these holds its stock on the customer's word alone. */
const UNPAID: PaymentStatus[] = ["COD_DUE", "AWAITING_TRANSFER", "SLIP_RECEIVED", "AWAITING_GATEWAY", "FAILED"];

export interface HoldRequest {
  /** The order's lines: which part, how many units. */
  lines: { productId: number; quantity: number }[];
  itemsCents: number;
  /** Who is ordering: the client's address (an IPv6 /64), mobile (E.164) and e-mail, any of which may be missing. */
  address?: string;
  mobile: string;
  email: string | null;
}

/** Open orders holding stock on the customer's word alone. */
const holdingUnpaid = and(
  eq(orders.status, "PENDING"),
  eq(orders.stockHeld, true),
  inArray(orders.paymentStatus, UNPAID),
);

/**
 * Whether a new unpaid order may take its stock now (denial of inventory, OWASP OAT-021): each line within the
 * units of one part, the items within the order value, the client's open unpaid orders plus this one within the
 * units one customer may hold (by mobile or e-mail; their address may hold CUSTOMERS_PER_ADDRESS times that), and, for the whole shop, all
 * open unpaid orders within a share of each part's stock and a number of units in all, so many clients together
 * cannot empty the shelves either. Orders staff have confirmed (past PENDING) no longer count: a person looked at
 * them. Beyond any limit the order is placed without stock and waits for staff. Read inside the placement's
 * transaction, unpaid placements taking turns (advisory-locks.ts), so two orders cannot both squeeze under.
 */
export async function mayHoldStock(tx: DbTx, request: HoldRequest): Promise<boolean> {
  const rules = await paymentRules(tx);
  if (request.lines.some(({ quantity }) => quantity > rules.holdMaxUnitsPerPart)) return false;
  if (request.itemsCents > rules.holdMaxOrderCents) return false;
  const units = request.lines.reduce((total, { quantity }) => total + quantity, 0);
  // Unpaid orders take turns from here to their commit, so two cannot both squeeze under a limit.
  await lockNames(tx, [SHOP_HOLDS]);
  return (await withinClientLimit(tx, request, units, rules)) && (await withinShopLimits(tx, request, units, rules));
}

const SHOP_HOLDS = "held-stock";

/**
 * One address holds up to this many customers' worth: hundreds of customers reach the shop through one IPv4 address
 * behind a carrier's NAT, so the customer (mobile or e-mail) is the one held to the per-client units.
 */
export const CUSTOMERS_PER_ADDRESS = 25;

async function withinClientLimit(tx: DbTx, request: HoldRequest, units: number, rules: PaymentRules) {
  const customer = or(
    eq(orders.customerPrimaryMobile, request.mobile),
    request.email ? sql`lower(${orders.customerEmail}) = ${request.email.toLowerCase()}` : undefined,
  );
  const address = request.address ? eq(orders.clientAddress, request.address) : undefined;
  const held = await firstRow(
    tx
      .select({
        customer: sql<number>`coalesce(sum(${orders.totalQty}) FILTER (WHERE ${customer}), 0)`.mapWith(Number),
        address: address
          ? sql<number>`coalesce(sum(${orders.totalQty}) FILTER (WHERE ${address}), 0)`.mapWith(Number)
          : sql<number>`0`.mapWith(Number),
      })
      .from(orders)
      .where(and(holdingUnpaid, or(customer, address))),
  );
  return (
    (held?.customer ?? 0) + units <= rules.holdMaxUnitsPerClient &&
    (held?.address ?? 0) + units <= rules.holdMaxUnitsPerClient * CUSTOMERS_PER_ADDRESS
  );
}

/**
 * All open unpaid orders with this one: within the shop's units in all, and for each part some unpaid order already
 * holds, within its share of that part's stock (what is on the shelf plus what unpaid orders took, rounded up). The
 * first unpaid order for a part is bounded by the per-order limits alone, so a customer can still buy the four discs
 * of four on the shelf; the next ones cannot take the rest.
 */
async function withinShopLimits(tx: DbTx, request: HoldRequest, units: number, rules: PaymentRules) {
  const total = await firstRow(
    tx
      .select({ units: sum(orders.totalQty) })
      .from(orders)
      .where(holdingUnpaid),
  );
  if (Number(total?.units ?? 0) + units > rules.holdMaxUnitsShop) return false;
  const wanted = new Map<number, number>();
  for (const { productId, quantity } of request.lines) wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  const ids = [...wanted.keys()];
  const held = new Map(
    (
      await tx
        .select({ productId: orderItems.productId, units: sum(orderItems.quantity) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(holdingUnpaid, inArray(orderItems.productId, ids)))
        .groupBy(orderItems.productId)
    ).map((row) => [row.productId, Number(row.units ?? 0)]),
  );
  const shelves = await tx
    .select({ id: products.id, qty: products.qty })
    .from(products)
    .where(inArray(products.id, ids));
  return shelves.every(({ id, qty }) => {
    const heldNow = held.get(id) ?? 0;
    if (heldNow === 0) return true;
    const share = Math.ceil(((qty + heldNow) * rules.holdMaxPercentOfStock) / 100);
    return heldNow + (wanted.get(id) ?? 0) <= share;
  });
}

/**
 * Open orders waiting for staff (placed without stock) from one network (an IPv4 /24 or IPv6 /48) at most: a sender
 * rotating through a block's addresses could otherwise bury the queue staff work through (300 from one /56 in 8 s).
 * Real customers rarely wait at all, so 20 from one network is far beyond them.
 */
export const WAITING_PER_NETWORK = 20;
export const TOO_MANY_WAITING =
  "Many orders from your network are already waiting for the shop to confirm them. Please call us, or try again later.";

/** 429 when the client's network already has its orders waiting; taken in turns per network so none squeezes past. */
export async function refuseWhenNetworkWaits(tx: DbTx, client: string) {
  const network = networkOf(client);
  await lockNames(tx, [`waiting-orders\n${network}`]);
  const waiting = await firstRow(
    tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.status, "PENDING"),
          eq(orders.stockHeld, false),
          sql`substr(${orders.clientAddress}, 1, ${network.length}) = ${network}`,
        ),
      ),
  );
  if ((waiting?.n ?? 0) >= WAITING_PER_NETWORK) throw new AppError(429, TOO_MANY_WAITING);
}
