import type { PageProps } from "../../server/api-types";
import { formatRupees } from "../../shared/money";
import { formatShopTime } from "../../shared/shop-time";
import { OrderStatusBadge } from "../components/order-status-badge";

/** The latest-orders table's columns: heading and alignment (amounts line up on the right). */
const COLUMNS = [
  ["Order", ""],
  ["Customer", ""],
  ["Placed", ""],
  ["Items", "text-right"],
  ["Total", "text-right"],
  ["Status", ""],
] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-line bg-white p-4">
      <dt className="text-muted text-sm">{label}</dt>
      <dd className="mt-1 font-bold text-2xl tabular-nums">{value}</dd>
    </div>
  );
}

export default function DashboardPage({ data }: PageProps<"dashboard">) {
  const { summary, latestOrders } = data;
  return (
    <>
      <h1 className="font-bold text-2xl">Dashboard</h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label="Orders today" value={String(summary.today.orders)} />
        <Figure label="Revenue today" value={formatRupees(summary.today.revenue)} />
        <Figure label="Pending" value={String(summary.byStatus.PENDING ?? 0)} />
        <Figure label="All orders" value={String(summary.total)} />
      </dl>
      <section aria-labelledby="latest-orders" className="mt-8">
        <h2 id="latest-orders" className="font-semibold text-lg">
          Latest orders
        </h2>
        {latestOrders.data.length === 0 ? (
          <p className="mt-3 text-muted">No orders yet.</p>
        ) : (
          <>
            <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white md:hidden">
              {latestOrders.data.map((order) => (
                <li key={order.propertyId} className="px-4 py-3">
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-mono text-sm">{order.orderId}</span>
                    <OrderStatusBadge status={order.orderStatus} />
                  </div>
                  <p className="mt-1 font-medium">{order.customerFullName}</p>
                  <p className="mt-0.5 flex flex-wrap justify-between gap-x-3 text-muted text-sm tabular-nums">
                    <span>{formatShopTime(order.orderPlacedDate)}</span>
                    <span>
                      {order.totalQty} {order.totalQty === 1 ? "item" : "items"} ·{" "}
                      <span className="font-semibold text-ink">{formatRupees(order.totalAmount)}</span>
                    </span>
                  </p>
                </li>
              ))}
            </ul>
            <div className="mt-3 hidden overflow-x-auto rounded-lg border border-line bg-white md:block">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <thead className="border-line border-b bg-surface text-muted">
                  <tr>
                    {COLUMNS.map(([label, align]) => (
                      <th key={label} scope="col" className={`px-4 py-2 font-medium ${align}`}>
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {latestOrders.data.map((order) => (
                    <tr key={order.propertyId} className="border-line border-b last:border-0">
                      <td className="whitespace-nowrap px-4 py-2 font-mono">{order.orderId}</td>
                      <td className="px-4 py-2">{order.customerFullName}</td>
                      <td className="whitespace-nowrap px-4 py-2 tabular-nums">
                        {formatShopTime(order.orderPlacedDate)}
                      </td>
                      <td className="px-4 py-2 text-right tabular-nums">{order.totalQty}</td>
                      <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums">
                        {formatRupees(order.totalAmount)}
                      </td>
                      <td className="px-4 py-2">
                        <OrderStatusBadge status={order.orderStatus} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </>
  );
}
