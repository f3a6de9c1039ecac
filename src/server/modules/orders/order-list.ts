import { and, desc, eq, gte, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { countRows } from "../../../db/count";
import type { Db, DbColumn } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { caseless, containsPattern, likeCaseless } from "../../../db/like";
import { ORDER_STATUSES, type OrderStatus, orders, PAYMENT_STATUSES, type PaymentStatus } from "../../../db/schema";
import { centsToRupees } from "../../../shared/money";
import type { OrderSort } from "../../../shared/order-query";
import { SHOP_OFFSET_MS } from "../../../shared/shop-time";
import { badRequest, type FieldError } from "../../http/app-error";
import type { Page } from "../../http/envelope";
import { orderOf } from "../../http/list-sort";
import { type Paging, paginate } from "../../http/paging";
import { DAY_MS, isCalendarDay, shopDayEnd, shopDayOf, shopDayStart, startOfShopDay } from "../../shop-day";
import { type Order, withItems } from "./order-rows";

export const ORDER_PAGE_SIZE = 5;

export interface OrderFilter {
  searchText?: string;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** Shop days (YYYY-MM-DD), both included. */
  placedFrom?: string;
  placedTo?: string;
  /** Only unpaid orders beyond the shop's limits, placed without stock and waiting for staff (unpaid-holds.ts). */
  waitingForStock?: boolean;
  /** Only confirmed (Received) orders the courier brings, not yet dispatched. */
  toDispatch?: boolean;
  /** Newest first unless another order is asked for. */
  sort?: OrderSort;
  direction?: "asc" | "desc";
}

const SORT_COLUMNS: Record<OrderSort, SQL | DbColumn> = {
  orderPlacedDate: orders.placedAt,
  customerFullName: caseless(orders.customerFullName),
  totalAmount: orders.totalCents,
};

/** A mobile number without its spacing, so `0771234567` finds `077 123 4567` and `+94 77 123 4567`. */
const compactPhone = (column: DbColumn) =>
  sql`replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '(', ''), ')', ''), '+', '')`;

function searchCondition(text: string): SQL | undefined {
  const pattern = containsPattern(text);
  const conditions = [
    orders.orderNumber,
    orders.customerFullName,
    orders.customerEmail,
    orders.customerAddress,
    orders.deliveryCity,
  ].map((column) => likeCaseless(column, pattern));
  conditions.push(...phoneMatches(text, [orders.customerPrimaryMobile, orders.customerSecondaryMobile]));
  return or(...conditions);
}

/**
 * Text typed as a phone number (3 digits or more, spaced any way) matching these columns however they were spaced;
 * nothing for other text. A number typed with its leading 0 or country code still finds the other spelling.
 */
function phoneMatches(text: string, columns: DbColumn[]): SQL[] {
  const digits = text.replace(/[\s\-()+]/g, "");
  if (!/^\d{3,}$/.test(digits)) return [];
  const core = digits.length >= 9 ? digits.replace(/^(94|0)/, "") : digits;
  const phonePattern = containsPattern(core);
  return columns.map((column) => sql`${compactPhone(column)} LIKE ${phonePattern} ESCAPE '\\'`);
}

export interface Customer {
  name: string;
  mobile: string;
  email: string | null;
  /** Orders placed with this mobile. */
  orders: number;
  lastOrderId: string;
}

/** Everyone who ordered, by their mobile, whose name, e-mail or mobile matches the text; the latest buyers first. */
export async function findCustomers(db: Db, text: string, limit: number): Promise<Customer[]> {
  const pattern = containsPattern(text);
  return (
    await db
      .select({
        mobile: orders.customerPrimaryMobile,
        name: sql<string>`max(${orders.customerFullName})`,
        email: sql<string>`max(${orders.customerEmail})`,
        orders: sql<number>`count(*)`.mapWith(Number),
        lastOrderId: sql<string>`max(${orders.orderNumber})`,
      })
      .from(orders)
      .where(
        or(
          likeCaseless(orders.customerFullName, pattern),
          likeCaseless(orders.customerEmail, pattern),
          ...phoneMatches(text, [orders.customerPrimaryMobile]),
        ),
      )
      .groupBy(orders.customerPrimaryMobile)
      .orderBy(desc(sql`max(${orders.placedAt})`))
      .limit(limit)
  ).map((row) => ({ ...row, email: row.email || null }));
}

function dayProblems(filter: OrderFilter): FieldError[] {
  const problems: FieldError[] = [];
  for (const field of ["placedFrom", "placedTo"] as const) {
    const day = filter[field];
    if (day && !isCalendarDay(day)) problems.push({ field, message: `${field} must be a real date like 2026-11-23` });
  }
  if (problems.length === 0 && filter.placedFrom && filter.placedTo && filter.placedFrom > filter.placedTo) {
    problems.push({ field: "placedTo", message: "placedTo must be on or after placedFrom" });
  }
  return problems;
}

function filterCondition(filter: OrderFilter): SQL | undefined {
  const problems = dayProblems(filter);
  if (problems.length > 0) throw badRequest(problems.map((p) => p.message).join("; "), problems);
  const text = filter.searchText?.trim();
  return and(
    text ? searchCondition(text) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.placedFrom ? gte(orders.placedAt, shopDayStart(filter.placedFrom)) : undefined,
    filter.placedTo ? lt(orders.placedAt, shopDayEnd(filter.placedTo)) : undefined,
    filter.waitingForStock ? and(eq(orders.stockHeld, false), eq(orders.status, "PENDING")) : undefined,
    filter.toDispatch
      ? and(eq(orders.status, "RECEIVED"), isNull(orders.dispatchedAt), ne(orders.deliveryMethod, "PICKUP"))
      : undefined,
  );
}

/**
 * Orders for the console, newest first unless sorted otherwise, filtered by text (number, name, e-mail, mobiles,
 * address, city), status, payment, days, and those waiting to be dispatched.
 */
export function listOrders(db: Db, filter: OrderFilter, paging: Paging): Promise<Page<Order>> {
  const where = filterCondition(filter);
  return paginate(
    paging,
    ORDER_PAGE_SIZE,
    () => countRows(db, orders, where),
    async (limit, offset) =>
      withItems(
        db,
        await db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...orderOf(filter, SORT_COLUMNS, defaultOrder(filter)))
          .limit(limit)
          .offset(offset),
      ),
  );
}

/** An earlier order of the same mobile that staff confirmed: a customer the shop already knows. */
const knownCustomer = sql`EXISTS (SELECT 1 FROM ${orders} AS earlier WHERE earlier.customer_primary_mobile = ${orders.customerPrimaryMobile} AND earlier.id <> ${orders.id} AND earlier.status IN ('RECEIVED', 'DELIVERED', 'COMPLETED'))`;

/**
 * Newest first; the orders waiting for staff put customers the shop knows first, so a flood of orders from strangers
 * (each network's waiting orders are capped, unpaid-holds.ts) does not bury a regular's order.
 */
function defaultOrder(filter: OrderFilter) {
  const newest = [desc(orders.placedAt), desc(orders.id)];
  return filter.waitingForStock ? [desc(knownCustomer), ...newest] : newest;
}

/**
 * Every order the filter matches, in the list's order, a few hundred at a time (exports). The filter is checked now
 * (400 for days out of order), not when the first orders are read.
 */
export function ordersMatching(db: Db, filter: OrderFilter, step = 500): AsyncIterable<Order[]> {
  const where = filterCondition(filter);
  return (async function* () {
    for (let offset = 0; ; offset += step) {
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...orderOf(filter, SORT_COLUMNS, [desc(orders.placedAt), desc(orders.id)]))
        .limit(step)
        .offset(offset);
      if (rows.length === 0) return;
      yield await withItems(db, rows);
    }
  })();
}

/** Money in: what paid orders brought, less what was refunded (orders still awaiting payment count nothing). */
const paidCents =
  sql<number>`coalesce(sum(CASE WHEN ${orders.paymentStatus} IN ('PAID', 'REFUNDED') THEN ${orders.totalCents} - ${orders.refundedCents} END), 0)`.mapWith(
    Number,
  );

export const countOrders = (db: Db) => countRows(db, orders);

/**
 * The console dashboard's figures: orders per status and per payment status, today's orders and the money paid for
 * them, all money paid, and the money still awaited per way of paying.
 */
export async function summarizeOrders(db: Db, now: Date) {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  const counts = await db
    .select({ status: orders.status, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .groupBy(orders.status);
  for (const { status, n } of counts) byStatus[status] = n;

  const byPaymentStatus = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0])) as Record<
    PaymentStatus,
    number
  >;
  const money = await db
    .select({
      status: orders.paymentStatus,
      n: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`.mapWith(Number),
      open: sql<number>`coalesce(sum(CASE WHEN ${orders.status} <> 'CANCELED' THEN ${orders.totalCents} END), 0)`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .groupBy(orders.paymentStatus);
  const centsOf = (statuses: PaymentStatus[], column: "cents" | "open") =>
    money.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row[column], 0);
  for (const { status, n } of money) byPaymentStatus[status] = n;

  // Revenue is money in: paid orders less what was refunded. What is still to come in is shown apart.
  const today = (await firstRow(
    db
      .select({
        orders: sql<number>`count(*)`.mapWith(Number),
        cents: paidCents,
      })
      .from(orders)
      .where(gte(orders.placedAt, startOfShopDay(now))),
  )) ?? { orders: 0, cents: 0 };

  return {
    byStatus,
    byPaymentStatus,
    total: counts.reduce((sum, row) => sum + row.n, 0),
    today: { orders: today.orders, revenue: centsToRupees(today.cents) },
    paid: centsToRupees(centsOf(["PAID", "REFUNDED"], "cents")),
    awaited: {
      cod: centsToRupees(centsOf(["COD_DUE"], "open")),
      transfer: centsToRupees(centsOf(["AWAITING_TRANSFER", "SLIP_RECEIVED"], "open")),
      gateway: centsToRupees(centsOf(["AWAITING_GATEWAY", "FAILED"], "open")),
    },
  };
}

export interface DaySales {
  /** The shop day, `2026-11-23`. */
  day: string;
  orders: number;
  /** Rupees paid for that day's orders, less refunds. */
  revenue: number;
}

/** Orders placed and money paid for them, per shop day, for the last `days` days up to today (empty days as 0). */
export async function salesByDay(db: Db, now: Date, days = 30): Promise<DaySales[]> {
  const first = new Date(startOfShopDay(now).getTime() - (days - 1) * DAY_MS);
  const rows = await db
    .select({
      // Whole shop days since 1970 (integer division on both engines), named as dates below.
      dayNumber: sql<number>`(${orders.placedAt} + ${SHOP_OFFSET_MS}) / ${DAY_MS}`.mapWith(Number),
      orders: sql<number>`count(*)`.mapWith(Number),
      cents: paidCents,
    })
    .from(orders)
    .where(gte(orders.placedAt, first))
    .groupBy(sql`1`);
  const byDay = new Map(
    rows.map(({ dayNumber, ...row }) => [new Date(dayNumber * DAY_MS).toISOString().slice(0, 10), row]),
  );
  return Array.from({ length: days }, (_, index) => {
    const day = shopDayOf(new Date(first.getTime() + index * DAY_MS));
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenue: centsToRupees(row?.cents ?? 0) };
  });
}
