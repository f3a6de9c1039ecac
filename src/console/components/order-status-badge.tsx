import type { Order } from "../../server/api-types";

const TONES: Record<Order["orderStatus"], string> = {
  PENDING: "bg-amber-100 text-amber-900",
  RECEIVED: "bg-sky-100 text-sky-900",
  DELIVERED: "bg-indigo-100 text-indigo-900",
  COMPLETED: "bg-emerald-100 text-emerald-900",
  CANCELED: "bg-gray-200 text-gray-800",
};

/** An order's status as its word and a colour (never the colour alone). */
export function OrderStatusBadge({ status }: { status: Order["orderStatus"] }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 font-semibold text-xs ${TONES[status]}`}>
      {status.charAt(0) + status.slice(1).toLowerCase()}
    </span>
  );
}
