import type { TrackedOrder } from "../../server/api-types";
import { formatRupees } from "../../shared/money";

/** An order's lines as the shop priced them, and its total. */
export function OrderItemsTable({ order }: { order: Pick<TrackedOrder, "orderItems" | "totalAmount" | "totalQty"> }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Items in this order</caption>
      <thead>
        <tr className="border-line border-b text-left text-muted">
          <th scope="col" className="py-2 pr-2 font-medium">
            Part
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            Qty
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {order.orderItems.map((item) => (
          <tr key={`${item.productId}-${item.code}-${item.productName}`} className="border-line border-b align-top">
            <td className="py-2 pr-2">
              {item.productName}
              {item.code ? <span className="block font-mono text-muted text-xs">{item.code}</span> : null}
            </td>
            <td className="px-2 py-2 text-right">{item.quantity}</td>
            <td className="whitespace-nowrap py-2 pl-2 text-right">{formatRupees(item.lineTotal)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="py-2 pr-2 text-left">
            {`Total (${order.totalQty} ${order.totalQty === 1 ? "item" : "items"}), shipping free`}
          </th>
          <td />
          <td className="whitespace-nowrap py-2 pl-2 text-right font-bold">{formatRupees(order.totalAmount)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
