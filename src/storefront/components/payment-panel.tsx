import { useEffect, useRef, useState } from "react";
import type { PaymentData } from "../../server/api-types";
import { INVOICE_PATH, PAYMENT_PATH } from "../../shared/cart-forms";
import { formatRupees } from "../../shared/money";
import type { PAYMENT_METHOD_LABELS, PaymentStatus } from "../../shared/payment-status";
import { useRichT, useT } from "../i18n/intl";
import { PAYMENT_METHOD_NAMES, PAYMENT_STATUS_NAMES } from "../i18n/labels";
import { PaymentOptions } from "./payment-options";

interface PanelProps {
  orderId: string;
  orderStatus: string;
  totalAmount: number;
  payment: { method: keyof typeof PAYMENT_METHOD_LABELS; status: PaymentStatus; invoiceNumber: string | null };
  data: PaymentData;
  /** On the tracking page: the contact the customer typed, sent back so the form proves the order is theirs. */
  contact?: string;
  /** On the tracking page opened from the order's own link: its key, which the invoice needs beyond the contact. */
  orderKey?: string;
  /** Straight from checkout: send the browser on to PayHere at once. */
  autoPay?: boolean;
}

const SECONDARY =
  "inline-flex min-h-11 items-center rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50";
const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700";

/** The hidden fields every payment form carries: which order, and (tracking) whose. */
function OrderFields({ orderId, contact, orderKey }: { orderId: string; contact?: string; orderKey?: string }) {
  return (
    <>
      <input type="hidden" name="orderId" value={orderId} />
      {contact ? <input type="hidden" name="contact" value={contact} /> : null}
      {orderKey ? <input type="hidden" name="key" value={orderKey} /> : null}
    </>
  );
}

/**
 * How the order is paid and what the customer does next, from the status the server holds (the browser's return
 * from PayHere proves nothing): the accounts and a slip form for a transfer, PayHere's form for a card, other ways
 * to pay when the card did not go through. Every form works without JavaScript.
 */
export function PaymentPanel({
  orderId,
  orderStatus,
  totalAmount,
  payment,
  data,
  contact,
  orderKey,
  autoPay,
}: PanelProps) {
  const t = useT();
  const total = formatRupees(totalAmount);
  const { status, method } = payment;
  const canceled = orderStatus === "CANCELED";
  return (
    <section aria-labelledby="payment" className="rounded-lg border border-line bg-white p-5">
      <h2 id="payment" className="font-bold text-lg">
        {t("pay.title")}
      </h2>
      <p className="mt-1 text-sm">
        <span className="font-semibold">{t(PAYMENT_METHOD_NAMES[method])}</span>
        {" · "}
        <span data-testid="payment-status">{t(PAYMENT_STATUS_NAMES[status])}</span>
      </p>
      {canceled ? (
        <p className="mt-2 text-sm text-steel">{t("pay.canceled")}</p>
      ) : status === "COD_DUE" ? (
        <p className="mt-2 text-sm text-steel">{t("pay.codDue", { total })}</p>
      ) : status === "PAID" ? (
        <p className="mt-2 text-sm text-steel">
          {payment.invoiceNumber ? t("pay.paidInvoice", { number: payment.invoiceNumber }) : t("pay.paid")}
        </p>
      ) : status === "REFUNDED" ? (
        <p className="mt-2 text-sm text-steel">{t("pay.refunded")}</p>
      ) : null}
      {!canceled && (status === "AWAITING_TRANSFER" || status === "SLIP_RECEIVED") ? (
        <BankTransfer orderId={orderId} total={total} status={status} data={data} contact={contact} />
      ) : null}
      {data.payhere ? <PayHereForm form={data.payhere} total={total} autoPay={autoPay} /> : null}
      {data.switchTo.length > 0 ? <OtherWays orderId={orderId} status={status} data={data} contact={contact} /> : null}
      {payment.invoiceNumber && contact && !orderKey ? (
        <p className="mt-4 border-line border-t pt-3 text-sm text-steel">
          {status === "PAID" ? t("pay.receiptFromLink") : t("pay.invoiceFromLink")}
        </p>
      ) : payment.invoiceNumber ? (
        <form method="post" action={INVOICE_PATH} className="mt-4 flex flex-wrap gap-2 border-line border-t pt-3">
          <OrderFields orderId={orderId} contact={contact} orderKey={orderKey} />
          <button type="submit" name="format" value="pdf" className={SECONDARY}>
            {status === "PAID" ? t("pay.downloadReceipt") : t("pay.downloadInvoice")}
          </button>
          <button type="submit" name="format" value="html" className={SECONDARY}>
            {t("pay.printable")}
          </button>
        </form>
      ) : null}
    </section>
  );
}

function BankTransfer({
  orderId,
  total,
  status,
  data,
  contact,
}: {
  orderId: string;
  total: string;
  status: PaymentStatus;
  data: PaymentData;
  contact?: string;
}) {
  const t = useT();
  const rich = useRichT();
  return (
    <div className="mt-3 space-y-3 text-sm">
      {status === "SLIP_RECEIVED" ? (
        <p className="text-steel">{t("pay.slipChecking")}</p>
      ) : (
        <p className="text-steel">
          {rich("pay.transferHow", {
            total,
            reference: () => (
              <span key="reference" className="font-semibold">
                {orderId}
              </span>
            ),
          })}
        </p>
      )}
      {data.slipRejectedReason ? (
        <p role="alert" className="rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-brand-800">
          {t("pay.slipRejected", { reason: data.slipRejectedReason })}
        </p>
      ) : null}
      <ul className="space-y-2">
        {data.accounts.map((account) => (
          <li key={account.accountId} className="rounded-md border border-line bg-gray-50 p-3">
            <span className="block font-semibold">{`${account.bank}, ${account.branch}`}</span>
            <span className="block">{account.accountName}</span>
            <span className="block font-mono text-base tracking-wide">{account.accountNumber}</span>
          </li>
        ))}
      </ul>
      {status === "AWAITING_TRANSFER" ? (
        <form method="post" action={PAYMENT_PATH} encType="multipart/form-data" className="space-y-2">
          <OrderFields orderId={orderId} contact={contact} />
          <input type="hidden" name="intent" value="slip" />
          <label className="block">
            <span className="font-medium">{t("pay.slipLabel")}</span>
            <input
              type="file"
              name="slip"
              required
              accept="image/jpeg,image/png,image/webp,application/pdf"
              className="mt-1 block w-full text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:font-semibold"
            />
          </label>
          <button type="submit" className={BUTTON}>
            {t("pay.sendSlip")}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function PayHereForm({
  form,
  total,
  autoPay,
}: {
  form: NonNullable<PaymentData["payhere"]>;
  total: string;
  autoPay?: boolean;
}) {
  const t = useT();
  const ref = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (!autoPay || !ref.current) return;
    setSending(true);
    ref.current.submit();
  }, [autoPay]);
  return (
    <form ref={ref} method="post" action={form.action} className="mt-3 space-y-2 text-sm">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p className="text-steel">{t("pay.payhereHow", { total })}</p>
      <button type="submit" className={`${BUTTON} w-full`} aria-busy={sending || undefined}>
        {sending ? t("pay.goingToPayhere") : t("pay.continuePayhere")}
      </button>
    </form>
  );
}

function OtherWays({
  orderId,
  status,
  data,
  contact,
}: {
  orderId: string;
  status: PaymentStatus;
  data: PaymentData;
  contact?: string;
}) {
  const t = useT();
  const [chosen, setChosen] = useState<string>(
    data.switchTo.find((offer) => offer.method !== "PAYHERE")?.method ?? "PAYHERE",
  );
  const failed = status === "FAILED" || status === "CANCELED";
  return (
    <form method="post" action={PAYMENT_PATH} className="mt-4 space-y-2 border-line border-t pt-3 text-sm">
      <OrderFields orderId={orderId} contact={contact} />
      <input type="hidden" name="intent" value="switch" />
      <p className="font-semibold">{failed ? t("pay.cardFailed") : t("pay.anotherWay")}</p>
      <PaymentOptions
        name="method"
        offered={data.switchTo.map((offer) =>
          offer.method === "PAYHERE" ? { ...offer, label: t("pay.cardAgain"), explanation: offer.explanation } : offer,
        )}
        chosen={chosen}
        onChoose={setChosen}
      />
      <button type="submit" className={SECONDARY}>
        {t("pay.thisWay")}
      </button>
    </form>
  );
}
