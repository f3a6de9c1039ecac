import type { OrderStatus } from "../../shared/order-query";

/** Spec section 4: completed green, canceled red, pending orange, received blue, delivered purple. */
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
