import { Tooltip } from "radix-ui";
import { useMemo, useState } from "react";
import type { Order, Page } from "../../server/api-types";
import { formatRupees } from "../../shared/money";
import {
  ORDER_PAGE_SIZES,
  ORDER_SORTS,
  ORDER_STATUSES,
  type OrderQuery,
  type OrderSort,
  type OrderStatus,
} from "../../shared/order-query";
import { PAYMENT_METHOD_SHORT } from "../../shared/payment-status";
import { displayPhone } from "../../shared/phone-display";
import { formatShopDate } from "../../shared/shop-time";
import { whatsappLink } from "../../shared/whatsapp";
import { columnsOf, DataTable, ROW_ACTION } from "../components/data-table";
import { EyeIcon, TrashIcon } from "../components/icons";
import { useIsFreshOrder } from "../components/live-alerts";
import { OrderStatusBadge, PaymentStatusBadge, STATUS_TONES, statusLabel } from "./order-status-badge";

/** docs/product-spec.md §9: the address column shows 50 characters, the rest in a tooltip. */
const ADDRESS_SHOWN = 50;

export interface OrderActions {
  view(order: Order): void;
  remove(order: Order): void;
  /** Resolves true once the server has moved it. */
  changeStatus(order: Order, status: OrderStatus): Promise<boolean>;
}

const column = columnsOf<Order>();

function Address({ text }: { text: string }) {
  if (text.length <= ADDRESS_SHOWN) return <span>{text}</span>;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" className="cursor-help text-left underline decoration-dotted underline-offset-2">
          {text.slice(0, ADDRESS_SHOWN).trimEnd()}…
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          sideOffset={4}
          className="z-50 max-w-xs rounded-md bg-ink px-3 py-2 text-sm text-white shadow-lg"
        >
          {text}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** The order's status as a menu; a move the server made shows at once, while the list reloads behind it. */
function StatusSelect({ order, onChange }: { order: Order; onChange: (status: OrderStatus) => Promise<boolean> }) {
  const [moved, setMoved] = useState<{ from: OrderStatus; to: OrderStatus } | null>(null);
  const status = moved && moved.from === order.orderStatus ? moved.to : order.orderStatus;
  return (
    <select
      aria-label={`Status of order ${order.orderId}`}
      value={status}
      onChange={async (event) => {
        const to = event.target.value as OrderStatus;
        if (await onChange(to)) setMoved({ from: order.orderStatus, to });
      }}
      className={`h-8 rounded-full border px-2 font-semibold text-xs ${STATUS_TONES[status]}`}
    >
      {ORDER_STATUSES.map((status) => (
        <option key={status} value={status} className="bg-white text-ink">
          {statusLabel(status)}
        </option>
      ))}
    </select>
  );
}

/** The order's number, marked "New" when it arrived while this console was open. */
function OrderNumber({ orderId }: { orderId: string }) {
  const fresh = useIsFreshOrder(orderId);
  return (
    <span className="flex flex-col items-start gap-0.5">
      <span className="whitespace-nowrap font-mono text-xs">{orderId}</span>
      {fresh ? (
        <span className="rounded-full bg-brand-600 px-1.5 font-bold text-[10px] text-white uppercase">New</span>
      ) : null}
    </span>
  );
}

/** Amounts line up on the right. */
const RIGHT_ALIGNED = new Set(["totalQty", "totalAmount"]);

/** What the signed-in staff member may do to an order from the list. */
export interface OrderPermissions {
  move: boolean;
  remove: boolean;
}

function columnsFor(may: OrderPermissions, actions: OrderActions) {
  return column.columns([
    column.accessor("orderId", {
      header: "Order ID",
      cell: (info) => <OrderNumber orderId={info.getValue()} />,
    }),
    column.accessor("customerFullName", { header: "Customer" }),
    column.accessor("customerPrimaryMobile", {
      header: "Mobile",
      cell: (info) => (
        <span className="flex flex-col">
          <a href={`tel:${info.getValue()}`} className="whitespace-nowrap text-brand-700 hover:underline">
            {displayPhone(info.getValue())}
          </a>
          <a
            href={whatsappLink(
              info.getValue(),
              `Hello ${info.row.original.customerFullName}, about your order ${info.row.original.orderId}: `,
            )}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp ${info.row.original.customerFullName}`}
            className="text-emerald-800 text-xs hover:underline"
          >
            WhatsApp
          </a>
        </span>
      ),
    }),
    column.accessor("customerAddress", { header: "Address", cell: (info) => <Address text={info.getValue()} /> }),
    column.accessor("totalQty", { header: "Qty" }),
    // The payment sits under the amount it is for: a row has no room for another column at 1280 px.
    column.accessor("totalAmount", {
      header: "Total · payment",
      cell: (info) => (
        <span className="flex flex-col items-end gap-0.5">
          <span className="whitespace-nowrap">{formatRupees(info.getValue())}</span>
          <span title={PAYMENT_METHOD_SHORT[info.row.original.payment.method]}>
            <PaymentStatusBadge status={info.row.original.payment.status} short />
            <span className="sr-only">{` · ${PAYMENT_METHOD_SHORT[info.row.original.payment.method]}`}</span>
          </span>
        </span>
      ),
    }),
    column.accessor("orderPlacedDate", {
      header: "Date",
      cell: (info) => <span className="whitespace-nowrap">{formatShopDate(info.getValue())}</span>,
    }),
    column.accessor("orderStatus", {
      header: "Status",
      cell: (info) =>
        may.move ? (
          <StatusSelect
            order={info.row.original}
            onChange={(status) => actions.changeStatus(info.row.original, status)}
          />
        ) : (
          <OrderStatusBadge status={info.getValue()} />
        ),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row }) => (
        <div className="flex">
          <button type="button" className={`${ROW_ACTION} text-steel`} onClick={() => actions.view(row.original)}>
            <EyeIcon />
            <span className="sr-only">View order {row.original.orderId}</span>
          </button>
          {may.remove ? (
            <button
              type="button"
              className={`${ROW_ACTION} text-brand-700`}
              onClick={() => actions.remove(row.original)}
            >
              <TrashIcon />
              <span className="sr-only">Delete order {row.original.orderId}</span>
            </button>
          ) : null}
        </div>
      ),
    }),
  ]);
}

interface OrdersTableProps {
  orders: Page<Order>;
  query: OrderQuery;
  may: OrderPermissions;
  actions: OrderActions;
  onPage(page: number, size: number): void;
  onSort(sort: OrderSort): void;
}

const SORTABLE = new Set<string>(ORDER_SORTS);

/** Spec "Orders Management": one page of orders from the server. */
export function OrdersTable({ orders, query, may, actions, onPage, onSort }: OrdersTableProps) {
  const { move, remove } = may;
  const columns = useMemo(() => columnsFor({ move, remove }, actions), [move, remove, actions]);
  return (
    <DataTable
      columns={columns}
      rows={orders.data}
      count={orders.count}
      page={query.page}
      size={query.size}
      sizes={ORDER_PAGE_SIZES}
      rowId={(order) => String(order.propertyId)}
      empty="No orders found matching your search criteria"
      rightAligned={RIGHT_ALIGNED}
      onPage={onPage}
      sortable={SORTABLE}
      sort={query.sort ? { id: query.sort, direction: query.direction } : null}
      onSort={(id) => onSort(id as OrderSort)}
    />
  );
}
