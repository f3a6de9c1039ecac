import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { OrderDetail, PageProps } from "../../server/api-types";
import { MessagePanel } from "../components/message-panel";
import { OrderItemsTable } from "../components/order-items-table";
import { OrderTimeline } from "../components/order-timeline";
import { placedOrder } from "../placed-orders";

/** Only the number goes in the URL: an e-mail address has no place in links and logs. */
const trackHref = (orderId: string) => `/client/orders/track?${new URLSearchParams({ orderId })}`;

/** The confirmation after checkout: the order as the shop priced it, what happens next, and how to track it. */
export default function OrderPlacedPage({ data }: PageProps<"order-placed">) {
  const { orderId } = data;
  // Known only in the tab that placed it (read after hydration); elsewhere the page offers tracking instead.
  const [order, setOrder] = useState<OrderDetail | null | undefined>(undefined);
  useEffect(() => setOrder(orderId ? placedOrder(orderId) : null), [orderId]);

  if (!orderId) {
    return (
      <MessagePanel
        title="Page not found"
        text="That is not an order number we know."
        linkHref="/client/orders/track"
        linkText="Track an order"
      />
    );
  }
  if (order === undefined) return <p className="px-4 py-20 text-center text-muted">Loading your order…</p>;
  if (order === null) {
    return (
      <MessagePanel
        title={`Order ${orderId}`}
        text="To see this order, enter its number and the e-mail address it was placed with."
        linkHref={trackHref(orderId)}
        linkText="Track this order"
      />
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="rounded-lg border border-emerald-600 bg-emerald-50 p-5">
        <p className="font-semibold text-emerald-800">Thank you! Your order is placed.</p>
        <h1 className="mt-1 font-bold text-2xl sm:text-3xl">
          Order <span className="whitespace-nowrap">{order.orderId}</span>
        </h1>
        <p className="mt-2 text-sm text-steel">
          {`A confirmation is on its way to ${order.customerEmail}. Keep the order number to track it.`}
        </p>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_260px]">
        <section aria-labelledby="items" className="rounded-lg border border-line bg-white p-5">
          <h2 id="items" className="font-bold text-lg">
            Items
          </h2>
          <div className="mt-2">
            <OrderItemsTable order={order} />
          </div>
          <h2 className="mt-5 font-bold text-lg">Delivery to</h2>
          <p className="mt-1 text-sm text-steel">
            {order.customerFullName}
            <br />
            <span className="whitespace-pre-line">{order.customerAddress}</span>
            <br />
            {order.customerPrimaryMobile}
          </p>
        </section>
        <section aria-labelledby="next" className="h-fit rounded-lg border border-line bg-white p-5">
          <h2 id="next" className="font-bold text-lg">
            What happens next
          </h2>
          <div className="mt-3">
            <OrderTimeline
              order={{
                orderStatus: order.orderStatus,
                statusHistory: order.statusHistory.map((change) => ({
                  status: change.toStatus,
                  changedAt: change.changedAt,
                })),
              }}
            />
          </div>
          <p className="mt-4 text-sm text-steel">You pay on delivery, in cash or by card.</p>
          <Link
            href={trackHref(order.orderId)}
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            Track this order
          </Link>
          <Link href="/client/store" className="mt-3 block text-center font-medium text-brand-700 text-sm underline">
            Continue shopping
          </Link>
        </section>
      </div>
    </div>
  );
}
