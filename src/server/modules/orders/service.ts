import type { OrderStatus } from "../../../db/schema";
import type { Config } from "../../config";
import type { Paging } from "../../http/paging";
import type { StaffUser } from "../../http/staff-guard";
import { shopDayOf } from "../../shop-day";
import { createOrderDesk } from "./order-desk";
import { type DateStyle, exportOrders } from "./order-export";
import { countOrders, findCustomers, listOrders, type OrderFilter, salesByDay, summarizeOrders } from "./order-list";
import { requireOrder } from "./order-rows";
import { createOrderStatus } from "./order-status";
import { createOrderPlacement, type OrderPlacementDeps } from "./place-order";
import { customerOrderId, placedByAttempt, placedByCart, trackOrder } from "./tracking";

/**
 * The orders feature as the rest of the store sees it: the API routes and the console's page loaders call this,
 * never the order tables. Stock moves through ./stock inside each change's immediate transaction.
 */
export function createOrderService({
  db,
  clock,
  shopName,
  limits,
  delivery,
  payments,
  links,
}: OrderPlacementDeps & { limits: Config["orders"] }) {
  const statusChanges = createOrderStatus({ db, clock, texts: payments.texts });
  return {
    place: createOrderPlacement({ db, clock, shopName, limits, delivery, payments, links }),
    /** Whether `key` is the one the order's own link carries (the proof its invoice needs). */
    keyMatches: (orderNumber: string, key: string | undefined) => links.keyMatches(orderNumber, key),
    changeStatus: (reference: string, status: OrderStatus, by: StaffUser) =>
      statusChanges.changeStatus(reference, status, by),
    remove: (reference: string, by: StaffUser) => statusChanges.remove(reference, by),
    /** Notes, corrected details and dispatch (the orders desk). */
    desk: createOrderDesk({ db, clock, texts: payments.texts }),
    releaseUnpaid: () => statusChanges.releaseUnpaid(),
    /** The internal id of an order named by the customer's order number and their e-mail or mobile; 404 else. */
    customerOrderId: (orderId: string, contact: string) => customerOrderId(db, orderId, contact),
    list: (filter: OrderFilter, paging: Paging) => listOrders(db, filter, paging),
    /** The orders a list filter matches, as a CSV stream (order-export.ts). */
    exportCsv: (filter: OrderFilter, dates: DateStyle) => exportOrders(db, filter, dates),
    /** Everyone who ordered (by mobile) whose name, e-mail or mobile matches the text, latest buyers first. */
    customers: (text: string, limit: number) => findCustomers(db, text, limit),
    count: () => countOrders(db),
    summary: () => summarizeOrders(db, clock()),
    /** Orders and paid revenue per shop day, the last 30 days (the dashboard's chart). */
    salesByDay: () => salesByDay(db, clock()),
    /** The shop's day now, `2026-11-23`. */
    today: () => shopDayOf(clock()),
    get: (reference: string) => requireOrder(db, reference),
    /** An order found by its number and the e-mail or mobile number it was placed with. */
    track: (orderId: string, contact: string) => trackOrder(db, orderId, contact),
    /** The order this cart placed, for its confirmation page; undefined for any other order. */
    placedByCart: (orderNumber: string, cartId: number) => placedByCart(db, orderNumber, cartId, clock()),
    placedByAttempt: (cartId: number, attempt: string) => placedByAttempt(db, cartId, attempt),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
