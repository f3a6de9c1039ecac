import type { PageProps } from "../../../server/api-types";
import { deliveryDescription } from "../../../shared/delivery-text";
import { districtName } from "../../../shared/districts";
import { formatRupees } from "../../../shared/money";
import { useShopName } from "../../../shared/page-router";
import { PAYMENT_METHOD_LABELS } from "../../../shared/payment-status";
import { displayPhone } from "../../../shared/phone-display";
import { SHOP_CONTACT } from "../../../shared/shop-contact";
import { formatShopDate } from "../../../shared/shop-time";
import { PrintIcon } from "../../components/icons";
import { PRIMARY_BUTTON } from "../../components/list-frame";

/**
 * An order's packing slip, printed to go in the parcel and to pack from: the order number in large type, where it
 * goes, each line with its part code and a box to tick, and the cash the courier collects. The console's frame is
 * not printed (print: classes), and the slip fits one A4 or A5 page.
 */
export default function PackingSlipPage({ data }: PageProps<"packing-slip">) {
  const shopName = useShopName();
  const { order } = data;
  if (!order) {
    return (
      <div className="mx-auto max-w-xl py-16 text-center">
        <h1 className="font-bold text-2xl">Order not found</h1>
        <p className="mt-2 text-muted">There is no such order: it may have been deleted.</p>
      </div>
    );
  }
  const cashToCollect = order.payment.method === "COD" && order.payment.status === "COD_DUE";
  // The city and district on their own lines unless the address already says them.
  const saidIn = (part: string) => order.customerAddress.toLowerCase().includes(part.toLowerCase());
  const place = [
    order.customerAddress,
    ...[order.delivery.city ?? "", districtName(order.delivery.district)].filter((part) => part && !saidIn(part)),
    order.delivery.postalCode,
  ].filter(Boolean);

  return (
    <article className="mx-auto max-w-3xl rounded-xl border border-line bg-white p-6 shadow-sm print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <p className="text-muted text-sm">Print it and put it in the parcel.</p>
        <button type="button" onClick={() => window.print()} className={`${PRIMARY_BUTTON} gap-2`}>
          <PrintIcon />
          Print
        </button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-4 border-ink border-b-2 pb-4">
        <div>
          <p className="font-semibold text-lg">{shopName}</p>
          <h1 className="text-muted text-sm">Packing slip · {formatShopDate(order.orderPlacedDate)}</h1>
        </div>
        <p className="text-right">
          <span className="block text-muted text-xs uppercase tracking-wide">Order</span>
          <span className="block font-bold font-mono text-3xl tracking-wider sm:text-4xl" data-testid="slip-order">
            {order.orderId}
          </span>
        </p>
      </header>

      <section className="grid gap-4 py-4 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="text-muted text-xs uppercase tracking-wide">Deliver to</h2>
          <p className="mt-1 font-semibold text-lg">{order.customerFullName}</p>
          <p className="whitespace-pre-line">{place.join("\n")}</p>
          <p className="mt-1 font-semibold">
            {displayPhone(order.customerPrimaryMobile)}
            {order.customerSecondaryMobile ? ` · ${displayPhone(order.customerSecondaryMobile)}` : ""}
          </p>
        </div>
        <div>
          <h2 className="text-muted text-xs uppercase tracking-wide">How</h2>
          <p className="mt-1">{deliveryDescription(order.delivery)}</p>
          {order.dispatch ? (
            <p className="mt-1">
              {order.dispatch.courier} · <span className="font-mono">{order.dispatch.trackingNumber}</span>
            </p>
          ) : null}
          <p className="mt-2 text-muted text-xs uppercase tracking-wide">Payment</p>
          {cashToCollect ? (
            <p className="mt-1 font-bold text-xl" data-testid="slip-collect">
              Collect {formatRupees(order.totalAmount, "LKR")} in cash
            </p>
          ) : (
            <p className="mt-1">
              {PAYMENT_METHOD_LABELS[order.payment.method]}: {order.payment.status === "PAID" ? "paid" : "not paid yet"}
            </p>
          )}
        </div>
      </section>

      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-ink border-y">
            <th scope="col" className="w-10 py-2 font-semibold">
              <span className="sr-only">Packed</span>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Part code
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Part
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {order.orderItems.map((item) => (
            <tr key={`${item.productId}-${item.code}`} className="border-line border-b">
              <td className="py-3">
                <span aria-hidden="true" className="inline-block size-5 border-2 border-ink" />
              </td>
              <td className="whitespace-nowrap py-3 pr-3 font-mono font-semibold">{item.code || "—"}</td>
              <td className="py-3 pr-3">{item.productName}</td>
              <td className="py-3 text-right font-bold text-lg tabular-nums">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3} className="py-3 text-right font-semibold">
              Items in the parcel
            </td>
            <td className="py-3 text-right font-bold text-lg tabular-nums">{order.totalQty}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-6 text-muted text-xs">
        Questions about this parcel? Call {SHOP_CONTACT.phone} and quote order {order.orderId}.
      </p>
    </article>
  );
}
