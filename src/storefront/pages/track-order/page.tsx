import { type FormEvent, useEffect, useState } from "react";
import type { PageProps } from "../../../server/api-types";
import { ApiError, call } from "../../../shared/api-client";
import { TRACK_PATH } from "../../../shared/cart-forms";
import { formatShopTime } from "../../../shared/shop-time";
import { FIELD_CLASS } from "../../../ui/field-style";
import { OrderItemsTable } from "../../components/order-items-table";
import { OrderTimeline } from "../../components/order-timeline";
import { PaymentPanel } from "../../components/payment-panel";
import { WhatsAppLink } from "../../components/whatsapp-link";
import { useLocalePath, useT } from "../../i18n/intl";
import { useServerText } from "../../i18n/server-texts";
import { storefrontApi } from "../../storefront-api";

const inputClass = `mt-1 block py-2.5 ${FIELD_CLASS}`;

/**
 * Order tracking: the order number and the e-mail or mobile number it was placed with, then its progress. A form
 * posted to this page (in the body, never the URL) without JavaScript; the tracking API with it.
 */
export default function TrackOrderPage({ data }: PageProps<"track-order">) {
  const t = useT();
  const href = useLocalePath();
  const translate = useServerText();
  const [orderId, setOrderId] = useState(data.values.orderId ?? "");
  const [contact, setContact] = useState(data.values.contact ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(data.message);
  const order = data.found;

  const key = data.values.key ?? "";

  useEffect(() => {
    // The confirmation's link brings the number; the e-mail or mobile is never in a URL.
    const number = new URLSearchParams(location.search).get("orderId")?.trim();
    if (number && !data.values.orderId) setOrderId(number);
  }, [data.values.orderId]);

  // With script a miss is answered in place; a match posts the form to this page, which comes back with the
  // order and its payment forms as the server holds them.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    if (!orderId.trim() || !contact.trim()) {
      setError(t("track.enterBoth"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await call(storefrontApi().orders.visitor.track.post({ orderId: orderId.trim(), contact: contact.trim() }), {
        quiet: true,
      });
      form.submit();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("track.couldNot"));
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="font-bold text-2xl sm:text-3xl">{t("track.title")}</h1>
      <p className="mt-2 text-steel">{t("track.intro")}</p>
      <form
        method="post"
        action={href(TRACK_PATH)}
        onSubmit={submit}
        noValidate
        className="mt-6 grid gap-4 rounded-lg border border-line bg-white p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <label className="block">
          <span className="font-medium text-sm">{t("track.orderNumber")}</span>
          <input
            name="orderId"
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
            required
            autoComplete="off"
            autoCapitalize="characters"
            className={inputClass}
          />
        </label>
        {key ? <input type="hidden" name="key" value={key} /> : null}
        <label className="block">
          <span className="font-medium text-sm">{t("track.contact")}</span>
          <input
            name="contact"
            value={contact}
            onChange={(event) => setContact(event.target.value)}
            required
            autoComplete="on"
            className={inputClass}
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {busy ? t("track.looking") : t("track.track")}
        </button>
      </form>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-brand-800 text-sm"
        >
          {translate(error)}
        </p>
      ) : null}
      {order ? (
        <section
          aria-labelledby="tracked"
          className="mt-6 grid gap-6 rounded-lg border border-line bg-white p-5 md:grid-cols-[240px_1fr]"
        >
          <div className="min-w-0">
            <h2 id="tracked" className="font-bold text-lg">
              {t("head.orderTitle", { orderId: order.orderId })}
            </h2>
            <p className="mb-4 text-muted text-sm">
              {t("track.placed", { when: formatShopTime(order.orderPlacedDate) })}
            </p>
            <OrderTimeline order={order} />
            <WhatsAppLink
              label={t("placed.askAbout")}
              message={t("placed.askMessage", { orderId: order.orderId })}
              className="mt-4 w-full justify-center"
            />
          </div>
          <OrderItemsTable order={order} />
        </section>
      ) : null}
      {order && data.payment ? (
        <div className="mt-6">
          <PaymentPanel
            orderId={order.orderId}
            orderStatus={order.orderStatus}
            totalAmount={order.totalAmount}
            payment={order.payment}
            data={data.payment}
            contact={data.values.contact}
            orderKey={data.invoiceKey ?? undefined}
          />
        </div>
      ) : null}
    </div>
  );
}
