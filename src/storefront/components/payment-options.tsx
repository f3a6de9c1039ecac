import { formatRupees } from "../../shared/money";
import { useT } from "../i18n/intl";
import { useServerText } from "../i18n/server-texts";

interface Offered {
  method: string;
  label: string;
  explanation: string;
  available: boolean;
  reason: string | null;
  fee: number;
}

/**
 * How the customer will pay, as large radio cards: each says what happens next; one the shop does not take for this
 * order (over the cash-on-delivery limit) stays visible, disabled, with the reason.
 */
export function PaymentOptions({
  offered,
  chosen,
  onChoose,
  error,
  name = "paymentMethod",
}: {
  offered: Offered[];
  chosen: string;
  onChoose: (method: string) => void;
  error?: string;
  name?: string;
}) {
  const t = useT();
  const translate = useServerText();
  // A method the shop does not take at all is left out; cash on delivery stays in sight with why it is closed.
  const open = offered.filter((offer) => offer.available || offer.method === "COD");
  return (
    <div role="radiogroup" aria-label={t("payment.howYouPay")} aria-describedby={error ? `${name}-error` : undefined}>
      <div className="grid gap-2">
        {open.map((offer) => (
          <label
            key={offer.method}
            className={`flex min-h-12 items-start gap-3 rounded-md border border-line p-3 ${
              offer.available
                ? "cursor-pointer has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                : "bg-gray-50 text-muted"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={offer.method}
              checked={chosen === offer.method}
              disabled={!offer.available}
              onChange={() => onChoose(offer.method)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>
              <span className="block font-semibold">
                {translate(offer.label)}
                {offer.fee > 0 ? (
                  <span className="font-normal text-sm">{t("payment.fee", { amount: formatRupees(offer.fee) })}</span>
                ) : null}
              </span>
              <span className="block text-sm">
                {translate((offer.available ? offer.explanation : offer.reason) ?? "")}
              </span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className="mt-2 font-medium text-brand-700 text-sm">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}
