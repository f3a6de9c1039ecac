import { isOneOf } from "./one-of";
import { ORDER_STATUSES, type OrderStatus } from "./order-status";
import { CONSOLE_HOME } from "./paths";
import { PAYMENT_STATUSES, type PaymentStatus } from "./payment-status";

export { ORDER_STATUSES, type OrderStatus };

/**
 * The dashboard's orders table state, all in the URL (`/console/dashboard?q=perera&status=PENDING&page=2&size=10`):
 * read by its loader and its page alike, so Back, a reload or a shared link shows the same orders. Defaults are left
 * out of the URL; anything odd in it falls back to the default instead of failing.
 */

/** docs/product-spec.md §9: the orders table shows 5, 10 or 20 rows, 5 by default. */
export const ORDER_PAGE_SIZES = [5, 10, 20] as const;
export const ORDER_PAGE_SIZE = 5;
export const ORDER_SEARCH_MAX_LENGTH = 100;

export interface OrderQuery {
  /** Trimmed and lower-cased (docs/product-spec.md §2), "" for none. */
  q: string;
  status: OrderStatus | null;
  payment: PaymentStatus | null;
  /** Shop days `YYYY-MM-DD`, both included; `from` never after `to`. */
  from: string | null;
  to: string | null;
  /** Only confirmed courier orders not yet handed to the courier (the "To dispatch" shortcut). */
  toDispatch: boolean;
  /** The column sorted by (newest first when null). */
  sort: OrderSort | null;
  direction: "asc" | "desc";
  /** 1-based. */
  page: number;
  size: number;
}

/** The orders table's sortable columns. */
export const ORDER_SORTS = ["orderPlacedDate", "customerFullName", "totalAmount"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A day `YYYY-MM-DD` from a URL, or null when it is not one. */
export const readDay = (value: string | null) => (value && DAY.test(value) ? value : null);

export function readOrderQuery(search: URLSearchParams): OrderQuery {
  const status = search.get("status");
  const payment = search.get("payment");
  const sort = search.get("sort");
  const size = Number(search.get("size"));
  const page = Number(search.get("page"));
  let from = readDay(search.get("from"));
  let to = readDay(search.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    q: (search.get("q") ?? "").trim().toLowerCase().slice(0, ORDER_SEARCH_MAX_LENGTH),
    status: isOneOf(ORDER_STATUSES, status) ? status : null,
    payment: isOneOf(PAYMENT_STATUSES, payment) ? payment : null,
    from,
    to,
    toDispatch: search.get("view") === "to-dispatch",
    sort: isOneOf(ORDER_SORTS, sort) ? sort : null,
    direction: search.get("direction") === "desc" ? "desc" : "asc",
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    size: (ORDER_PAGE_SIZES as readonly number[]).includes(size) ? size : ORDER_PAGE_SIZE,
  };
}

/** The dashboard URL for a query, defaults left out, in a fixed order so equal queries give equal URLs. */
export function ordersUrl(query: Partial<OrderQuery>): string {
  const params = new URLSearchParams();
  const q = query.q?.trim().toLowerCase();
  if (q) params.set("q", q);
  if (query.status) params.set("status", query.status);
  if (query.payment) params.set("payment", query.payment);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.toDispatch) params.set("view", "to-dispatch");
  if (query.sort) {
    params.set("sort", query.sort);
    if (query.direction === "desc") params.set("direction", "desc");
  }
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.size && query.size !== ORDER_PAGE_SIZE) params.set("size", String(query.size));
  const search = params.toString();
  return search ? `${CONSOLE_HOME}?${search}` : CONSOLE_HOME;
}

export const isFiltered = (query: OrderQuery) =>
  Boolean(query.q || query.status || query.payment || query.from || query.to || query.toDispatch);
