import { Link } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { TRACK_PATH } from "../../../shared/cart-forms";
import { districtNameIn } from "../../../shared/i18n/place-names";
import { displayPhone } from "../../../shared/phone-display";
import { MessagePanel } from "../../components/message-panel";
import { OrderItemsTable } from "../../components/order-items-table";
import { OrderTimeline } from "../../components/order-timeline";
import { PaymentPanel } from "../../components/payment-panel";
import { WhatsAppLink } from "../../components/whatsapp-link";
import { useLocale, useRichT, useT } from "../../i18n/intl";

/** Only the number goes in the URL: neither the e-mail nor the mobile belongs in links and logs. */
const trackHref = (orderId: string) => `${TRACK_PATH}?${new URLSearchParams({ orderId })}`;

/**
 * The confirmation after checkout, rendered by the server for the browser whose cart placed the order (anyone
 * else with the link is offered tracking instead): the order as the shop priced it, delivery, what happens next.
 */
export default function OrderPlacedPage({ data }: PageProps<"order-placed">) {
  const t = useT();
  const rich = useRichT();
  const locale = useLocale();
  const { orderId, order, payment, autoPay } = data;
  if (!orderId) {
    return (
      <MessagePanel
        title={t("head.client-not-found.title")}
        text={t("placed.notFoundText")}
        linkHref={TRACK_PATH}
        linkText={t("placed.trackAnOrder")}
      />
    );
  }
  if (!order) {
    return (
      <MessagePanel
        title={t("head.orderTitle", { orderId })}
        text={t("placed.toSee")}
        linkHref={trackHref(orderId)}
        linkText={t("placed.trackThis")}
      />
    );
  }
  const pickup = order.delivery.method === "PICKUP";
  const mobile = displayPhone(order.customerPrimaryMobile);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="rounded-lg border border-emerald-600 bg-emerald-50 p-5">
        <p className="font-semibold text-emerald-800">{t("placed.thanks")}</p>
        <h1 className="mt-1 font-bold text-2xl sm:text-3xl">
          {rich("placed.order", {
            number: () => (
              <span key="number" className="whitespace-nowrap">
                {order.orderId}
              </span>
            ),
          })}
        </h1>
        <p className="mt-2 text-sm text-steel">
          {t("placed.weCall", { mobile })}
          {order.customerEmail ? t("placed.emailOnWay", { email: order.customerEmail }) : ""}
          {t("placed.keepNumber")}
        </p>
        {order.stockHeld ? null : (
          <p className="mt-2 text-sm text-steel" data-testid="order-waits">
            {t("placed.largeOrder")}
          </p>
        )}
      </div>
      {payment ? (
        <div className="mt-6">
          <PaymentPanel
            orderId={order.orderId}
            orderStatus={order.orderStatus}
            totalAmount={order.totalAmount}
            payment={order.payment}
            data={payment}
            autoPay={autoPay}
          />
        </div>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_260px]">
        <section aria-labelledby="items" className="rounded-lg border border-line bg-white p-5">
          <h2 id="items" className="font-bold text-lg">
            {t("placed.items")}
          </h2>
          <div className="mt-2">
            <OrderItemsTable order={order} />
          </div>
          <h2 className="mt-5 font-bold text-lg">{pickup ? t("placed.collectAt") : t("placed.deliveryTo")}</h2>
          <p className="mt-1 text-sm text-steel">
            {pickup ? (
              order.delivery.branch
            ) : (
              <>
                {order.customerFullName}
                <br />
                <span className="whitespace-pre-line">{order.customerAddress}</span>
                <br />
                {[
                  order.delivery.city,
                  order.delivery.district ? districtNameIn(locale, order.delivery.district) : null,
                  order.delivery.postalCode,
                ]
                  .filter(Boolean)
                  .join(", ")}
              </>
            )}
            <br />
            {mobile}
          </p>
        </section>
        <section aria-labelledby="next" className="h-fit rounded-lg border border-line bg-white p-5">
          <h2 id="next" className="font-bold text-lg">
            {t("placed.next")}
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
          <p className="mt-4 text-sm text-steel">{pickup ? t("placed.callReady") : t("placed.callBeforeSend")}</p>
          <Link
            href={trackHref(order.orderId)}
            className="mt-4 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t("placed.trackThis")}
          </Link>
          <WhatsAppLink
            label={t("placed.askAbout")}
            message={t("placed.askMessage", { orderId: order.orderId })}
            className="mt-3 w-full justify-center"
          />
          <Link href="/client/store" className="mt-3 block text-center font-medium text-brand-700 text-sm underline">
            {t("cart.continue")}
          </Link>
        </section>
      </div>
    </div>
  );
}
