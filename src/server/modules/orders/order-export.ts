import type { Db } from "../../../db/database";
import { DELIVERY_METHOD_LABELS } from "../../../shared/delivery-methods";
import { districtName } from "../../../shared/districts";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "../../../shared/payment-status";
import { displayPhone } from "../../../shared/phone-display";
import { SHOP_OFFSET_MS } from "../../../shared/shop-time";
import { csvStream } from "../../http/csv-file";
import type { Order } from "./model";
import { type OrderFilter, ordersMatching } from "./order-list";

/** How an export writes times: 26/11/2026 14:05 as Sri Lankans read them, or ISO 8601 with the shop's offset. */
export type DateStyle = "dmy" | "iso";

const HEADERS = [
  "Order number",
  "Placed",
  "Status",
  "Customer",
  "Mobile",
  "Second mobile",
  "E-mail",
  "Address",
  "City",
  "District",
  "Postal code",
  "Delivery",
  "Delivery fee (Rs.)",
  "Items",
  "Units",
  "Items total (Rs.)",
  "Total (Rs.)",
  "Payment method",
  "Payment",
  "Refunded (Rs.)",
  "Invoice",
  "Courier",
  "Tracking number",
  "Dispatched",
];

/** A time in the shop's zone, written the chosen way. */
export function shopTime(iso: string, style: DateStyle): string {
  const local = new Date(new Date(iso).getTime() + SHOP_OFFSET_MS).toISOString();
  if (style === "iso") return `${local.slice(0, 19)}+05:30`;
  const [year, month, day] = local.slice(0, 10).split("-");
  return `${day}/${month}/${year} ${local.slice(11, 16)}`;
}

const cellsOf = (order: Order, dates: DateStyle): (string | number)[] => [
  order.orderId,
  shopTime(order.orderPlacedDate, dates),
  order.orderStatus,
  order.customerFullName,
  displayPhone(order.customerPrimaryMobile),
  displayPhone(order.customerSecondaryMobile),
  order.customerEmail ?? "",
  order.customerAddress,
  order.delivery.city ?? "",
  districtName(order.delivery.district),
  order.delivery.postalCode ?? "",
  DELIVERY_METHOD_LABELS[order.delivery.method],
  order.delivery.fee ?? "",
  order.orderItems
    .map((item) => `${item.quantity} × ${item.productName}${item.code ? ` (${item.code})` : ""}`)
    .join("; "),
  order.totalQty,
  order.itemsTotal,
  order.totalAmount,
  PAYMENT_METHOD_LABELS[order.payment.method],
  PAYMENT_STATUS_LABELS[order.payment.status],
  order.payment.refunded || "",
  order.payment.invoiceNumber ?? "",
  order.dispatch?.courier ?? "",
  order.dispatch?.trackingNumber ?? "",
  order.dispatch ? shopTime(order.dispatch.dispatchedAt, dates) : "",
];

/** The orders the console's filter matches (a date range, a status…) as a CSV stream, one row per order. */
export function exportOrders(db: Db, filter: OrderFilter, dates: DateStyle): ReadableStream<string> {
  const matching = ordersMatching(db, filter);
  async function* pages() {
    for await (const orders of matching) yield orders.map((order) => cellsOf(order, dates));
  }
  return csvStream(HEADERS, pages());
}
