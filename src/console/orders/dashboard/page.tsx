import { type ReactNode, useId, useMemo, useState } from "react";
import { Link, useLocation } from "wouter";
import type { Order, PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { formatRupees } from "../../../shared/money";
import {
  isFiltered,
  ORDER_SEARCH_MAX_LENGTH,
  ORDER_STATUSES,
  type OrderQuery,
  type OrderStatus,
  ordersUrl,
  readOrderQuery,
} from "../../../shared/order-query";
import { PAYMENT_STATUS_SHORT, PAYMENT_STATUSES, type PaymentStatus } from "../../../shared/payment-status";
import { FIELD_CLASS } from "../../../ui/field-style";
import { useConfirm } from "../../components/confirm-dialog";
import { DayInput } from "../../components/day-input";
import { AlertIcon, BoxIcon, LayersIcon, StoreIcon, TagIcon } from "../../components/icons";
import { SECONDARY_BUTTON } from "../../components/list-frame";
import { useListChange } from "../../components/row-actions";
import { useDebouncedSearch } from "../../components/use-debounced-search";
import { consoleApi, deleteOrder } from "../../session";
import { useCan } from "../../viewer";
import { OrderDetailsDialog } from "../order-details-dialog";
import { statusLabel } from "../order-status-badge";
import { OrdersExport } from "../orders-export";
import { type OrderActions, OrdersTable } from "../orders-table";
import { SalesChart } from "../sales-chart";

const CONTROL = `h-10 ${FIELD_CLASS}`;

/** A count that opens its list. */
function CountCard({
  label,
  value,
  icon,
  href,
  alert = false,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  href: string;
  alert?: boolean;
}) {
  return (
    <li>
      <Link
        href={href}
        className={`flex items-center gap-4 rounded-xl border bg-white p-4 shadow-sm hover:border-brand-600 ${alert ? "border-orange-300" : "border-line"}`}
      >
        <span
          className={`flex size-11 shrink-0 items-center justify-center rounded-lg ${alert ? "bg-orange-50 text-orange-800" : "bg-brand-50 text-brand-700"}`}
        >
          {icon}
        </span>
        <span className="flex flex-col">
          <span className="text-muted text-sm">{label}</span>
          <span className="font-bold text-2xl text-ink tabular-nums">{value.toLocaleString("en-US")}</span>
        </span>
      </Link>
    </li>
  );
}

/** The day's usual views, one tap each: today's orders, those to confirm, those to hand to the courier. */
function Shortcuts({ query, go, today }: { query: OrderQuery; go: OrdersGo; today: string }) {
  const isToday = query.from === today && query.to === today;
  const shortcuts = [
    { label: "Today", pressed: isToday, changes: isToday ? { from: null, to: null } : { from: today, to: today } },
    {
      label: "Pending",
      pressed: query.status === "PENDING" && !query.toDispatch,
      changes: query.status === "PENDING" ? { status: null } : { status: "PENDING" as const, toDispatch: false },
    },
    {
      label: "To dispatch",
      pressed: query.toDispatch,
      changes: query.toDispatch ? { toDispatch: false } : { toDispatch: true, status: null },
    },
  ];
  return (
    <fieldset className="flex flex-wrap gap-2 px-4 pt-3">
      <legend className="sr-only">Shortcuts</legend>
      {shortcuts.map((shortcut) => (
        <button
          key={shortcut.label}
          type="button"
          aria-pressed={shortcut.pressed}
          onClick={() => go(shortcut.changes)}
          className="h-9 rounded-full border border-gray-400 px-4 font-medium text-sm hover:bg-surface aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
        >
          {shortcut.label}
        </button>
      ))}
    </fieldset>
  );
}

type OrdersGo = (changes: Partial<OrderQuery>, replace?: boolean) => void;

/** The orders table's search, status and days: every change goes to the URL, the search after a short pause. */
function OrderFilters({
  query,
  go,
}: {
  query: OrderQuery;
  go: (changes: Partial<OrderQuery>, replace?: boolean) => void;
}) {
  const { text, setText, clear } = useDebouncedSearch(
    query.q,
    (q) => go({ q }, true),
    (typed) => typed.trim().toLowerCase(),
  );
  const ids = { search: useId(), status: useId(), payment: useId() };

  return (
    <search className="grid grid-cols-1 gap-3 px-4 py-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-[minmax(14rem,1fr)_auto_auto_auto_auto_auto] lg:items-end">
      <div>
        <label htmlFor={ids.search} className="block font-medium text-sm">
          Search orders
        </label>
        <input
          id={ids.search}
          type="search"
          value={text}
          maxLength={ORDER_SEARCH_MAX_LENGTH}
          placeholder="Number, name, phone, address…"
          onChange={(event) => setText(event.target.value)}
          className={`mt-1 ${CONTROL}`}
        />
      </div>
      <div>
        <label htmlFor={ids.status} className="block font-medium text-sm">
          Status
        </label>
        <select
          id={ids.status}
          value={query.status ?? ""}
          onChange={(event) => go({ status: (event.target.value || null) as OrderStatus | null })}
          className={`mt-1 ${CONTROL}`}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.payment} className="block font-medium text-sm">
          Payment
        </label>
        <select
          id={ids.payment}
          value={query.payment ?? ""}
          onChange={(event) => go({ payment: (event.target.value || null) as PaymentStatus | null })}
          className={`mt-1 ${CONTROL}`}
        >
          <option value="">All payments</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PAYMENT_STATUS_SHORT[status]}
            </option>
          ))}
        </select>
      </div>
      <DayInput label="Placed from" value={query.from} onChange={(from) => go({ from })} />
      <DayInput label="Placed to" value={query.to} onChange={(to) => go({ to })} />
      <button
        type="button"
        disabled={!isFiltered(query) && !text}
        onClick={() => {
          clear();
          go({ q: "", status: null, payment: null, from: null, to: null, toDispatch: false });
        }}
        className="h-10 rounded-md border border-gray-400 px-4 font-medium text-sm hover:bg-surface disabled:cursor-not-allowed disabled:opacity-50"
      >
        Clear filters
      </button>
    </search>
  );
}

export default function DashboardPage({ data }: PageProps<"dashboard">) {
  const { query, orders, summary, counts, waiting, today, lowStock, sales } = data;
  const [, navigate] = useLocation();
  const may = { move: useCan("orders.status"), remove: useCan("orders.delete"), export: useCan("orders.export") };
  const confirm = useConfirm();
  const change = useListChange();
  const [viewing, setViewing] = useState<Order | null>(null);

  const go = (changes: Partial<OrderQuery>, replace = false) => {
    // From the address bar, not the data on screen: a change made while the last one loads must keep it.
    const current = readOrderQuery(new URLSearchParams(location.search));
    navigate(ordersUrl({ ...current, page: 1, ...changes }), { replace });
  };

  const actions = useMemo<OrderActions>(
    () => ({
      view: setViewing,
      async changeStatus(order, status) {
        const yes = await confirm({
          title: "Change Order Status",
          message: `Are you sure you want to change order ${order.orderId} status to ${statusLabel(status)}?`,
          confirmLabel: "Update",
        });
        if (!yes) return false;
        // A 409 when the stock to leave CANCELED is gone.
        const query = { orderId: String(order.propertyId), status };
        return change(
          () => call(consoleApi().orders.admin["update-order-status"].put({}, { query })),
          `Order ${order.orderId} is now ${statusLabel(status)}.`,
        );
      },
      async remove(order) {
        const yes = await confirm({
          title: "Delete Order",
          message: `Are you sure you want to delete order ${order.orderId}?`,
          confirmLabel: "Delete",
          danger: true,
        });
        if (yes) await change(() => deleteOrder(order.propertyId), `Order ${order.orderId} deleted.`);
      },
    }),
    [confirm, change],
  );

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="font-bold text-2xl">Dashboard</h1>
        <p className="text-muted text-sm">
          Today: <strong className="text-ink tabular-nums">{summary.today.orders}</strong>{" "}
          {summary.today.orders === 1 ? "order" : "orders"} ·{" "}
          <strong className="text-ink tabular-nums" data-testid="revenue-today">
            {formatRupees(summary.today.revenue)}
          </strong>{" "}
          paid · <strong className="text-ink tabular-nums">{summary.byStatus.PENDING ?? 0}</strong> pending
        </p>
      </div>
      <p className="mt-2 text-muted text-sm" data-testid="money-awaited">
        Awaited: <strong className="text-ink tabular-nums">{formatRupees(summary.awaited.cod)}</strong> cash on delivery
        · <strong className="text-ink tabular-nums">{formatRupees(summary.awaited.transfer)}</strong> bank transfers (
        {summary.byPaymentStatus.SLIP_RECEIVED ?? 0} slips to check) ·{" "}
        <strong className="text-ink tabular-nums">{formatRupees(summary.awaited.gateway)}</strong> PayHere
      </p>
      <ul aria-label="Counts" className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3 2xl:grid-cols-5">
        <CountCard label="Orders" value={counts.orders} icon={<StoreIcon />} href={ordersUrl({})} />
        <CountCard label="Products" value={counts.products} icon={<BoxIcon />} href="/console/products-list" />
        <CountCard
          label="Low stock"
          value={lowStock}
          icon={<AlertIcon />}
          href="/console/low-stock"
          alert={lowStock > 0}
        />
        <CountCard label="Brands" value={counts.brands} icon={<TagIcon />} href="/console/brand-list" />
        <CountCard label="Categories" value={counts.categories} icon={<LayersIcon />} href="/console/category-list" />
      </ul>
      <SalesChart days={sales} />
      {waiting.data.length > 0 ? (
        <section
          aria-labelledby="orders-waiting"
          className="mt-6 rounded-xl border border-orange-300 bg-orange-50 p-4 shadow-sm"
        >
          <h2 id="orders-waiting" className="font-semibold text-lg text-orange-950">
            Waiting for you: {waiting.count} {waiting.count === 1 ? "order" : "orders"} placed without taking stock
          </h2>
          <p className="mt-1 text-orange-950 text-sm">
            Unpaid orders beyond the shop's limits, or paid ones whose parts ran out. Call the customer: mark a real one
            Received to set its parts aside, cancel the rest.
          </p>
          <ul className="mt-3 divide-y divide-orange-200">
            {waiting.data.map((order) => (
              <li key={order.orderId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 text-sm">
                  <span className="font-mono font-semibold">{order.orderId}</span> · {order.customerFullName} ·{" "}
                  <a
                    href={`tel:${order.customerPrimaryMobile.replace(/\s/g, "")}`}
                    className="text-brand-700 underline"
                  >
                    {order.customerPrimaryMobile}
                  </a>{" "}
                  · {order.totalQty} units · <strong className="tabular-nums">{formatRupees(order.totalAmount)}</strong>
                </span>
                <span className="flex gap-2">
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    aria-label={`View waiting order ${order.orderId}`}
                    onClick={() => actions.view(order)}
                  >
                    View
                  </button>
                  {may.move ? (
                    <button
                      type="button"
                      className={SECONDARY_BUTTON}
                      aria-label={`Cancel waiting order ${order.orderId}`}
                      onClick={() => actions.changeStatus(order, "CANCELED")}
                    >
                      Cancel
                    </button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="orders-management" className="mt-6 rounded-xl border border-line bg-white shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2 border-line border-b px-4 py-3">
          <h2 id="orders-management" className="font-semibold text-lg">
            Orders Management
          </h2>
          {may.export ? <OrdersExport query={query} /> : null}
        </div>
        <Shortcuts query={query} go={go} today={today} />
        <OrderFilters query={query} go={go} />
        <OrdersTable
          orders={orders}
          query={query}
          may={may}
          actions={actions}
          onPage={(page, size) => navigate(ordersUrl({ ...query, page, size }))}
          onSort={(sort) => go({ sort, direction: query.sort === sort && query.direction === "asc" ? "desc" : "asc" })}
        />
      </section>
      <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
