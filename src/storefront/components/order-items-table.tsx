import type { TrackedOrder } from "../../server/api-types";
import { formatRupees } from "../../shared/money";
import { useDeliveryWords } from "../i18n/delivery-words";
import { useT } from "../i18n/intl";

/** An order's lines as the shop priced them, then its items, delivery and total. */
export function OrderItemsTable({
  order,
}: {
  order: Pick<TrackedOrder, "orderItems" | "totalAmount" | "totalQty" | "itemsTotal" | "delivery">;
}) {
  const t = useT();
  const delivery = useDeliveryWords();
  const feeUnknown = order.delivery.fee === null && order.delivery.method !== "NOT_RECORDED";
  return (
    <table className="w-full text-sm [overflow-wrap:anywhere]">
      <caption className="sr-only">{t("items.caption")}</caption>
      <thead>
        <tr className="border-line border-b text-left text-muted">
          <th scope="col" className="py-2 pr-2 font-medium">
            {t("items.part")}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            {t("items.qty")}
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium">
            {t("items.amount")}
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
          <th scope="row" className="pt-2 pr-2 text-left font-normal">
            {t("checkout.items", { count: order.totalQty })}
          </th>
          <td />
          <td className="whitespace-nowrap pt-2 pl-2 text-right">{formatRupees(order.itemsTotal)}</td>
        </tr>
        <tr>
          <th scope="row" className="py-1 pr-2 text-left font-normal">
            {t("checkout.delivery")}
            <span className="block text-muted text-xs">{delivery.description(order.delivery)}</span>
          </th>
          <td />
          <td
            // A fee in words ("Confirmed by phone") may wrap; an amount never does.
            className={`py-1 pl-2 text-right align-top ${order.delivery.fee === null ? "" : "whitespace-nowrap"}`}
            data-testid="delivery-fee"
          >
            {delivery.fee(order.delivery)}
          </td>
        </tr>
        <tr className="border-line border-t">
          <th scope="row" className="py-2 pr-2 text-left">
            {feeUnknown ? t("items.totalFeeToAdd") : t("checkout.total")}
          </th>
          <td />
          <td className="whitespace-nowrap py-2 pl-2 text-right font-bold" data-testid="order-total">
            {formatRupees(order.totalAmount)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
