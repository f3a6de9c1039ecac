import type { OrderStatus } from "../../shared/order-query";
import { PAYMENT_STATUS_LABELS, PAYMENT_STATUS_SHORT, type PaymentStatus } from "../../shared/payment-status";

/** docs/product-spec.md §4: completed green, canceled red, pending orange, received blue, delivered purple. */
export const STATUS_TONES: Record<OrderStatus, string> = {
  PENDING: "bg-orange-100 text-orange-900 border-orange-300",
  RECEIVED: "bg-blue-100 text-blue-900 border-blue-300",
  DELIVERED: "bg-purple-100 text-purple-900 border-purple-300",
  COMPLETED: "bg-green-100 text-green-900 border-green-300",
  CANCELED: "bg-red-100 text-red-900 border-red-300",
};

/** PENDING → Pending. */
export const statusLabel = (status: OrderStatus) => status.charAt(0) + status.slice(1).toLowerCase();

/** An order's status as its word and a colour (never the colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 font-semibold text-xs ${STATUS_TONES[status]}`}
    >
      {statusLabel(status)}
    </span>
  );
}

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  COD_DUE: "bg-amber-50 text-amber-900 border-amber-300",
  AWAITING_TRANSFER: "bg-amber-50 text-amber-900 border-amber-300",
  SLIP_RECEIVED: "bg-sky-100 text-sky-900 border-sky-400",
  AWAITING_GATEWAY: "bg-amber-50 text-amber-900 border-amber-300",
  PAID: "bg-green-100 text-green-900 border-green-300",
  REFUNDED: "bg-gray-100 text-gray-800 border-gray-300",
  FAILED: "bg-red-100 text-red-900 border-red-300",
  CANCELED: "bg-gray-100 text-gray-800 border-gray-300",
};

/** An order's payment status as its words and a colour; a slip waiting for staff stands out. */
export function PaymentStatusBadge({ status, short = false }: { status: PaymentStatus; short?: boolean }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2.5 py-0.5 font-semibold text-xs ${PAYMENT_TONES[status]}`}
    >
      {(short ? PAYMENT_STATUS_SHORT : PAYMENT_STATUS_LABELS)[status]}
    </span>
  );
}
