import { type ReactNode, useEffect, useState } from "react";
import { Link } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { CHECKOUT_PATH } from "../../../shared/cart-forms";
import { districtNameIn, provinceName } from "../../../shared/i18n/place-names";
import { formatRupees } from "../../../shared/money";
import { PROOF_FIELD } from "../../../shared/proof-of-work";
import { useProofOfWork } from "../../../shared/use-proof-of-work";
import { FIELD_CLASS } from "../../../ui/field-style";
import { useHydrated } from "../../../ui/use-hydrated";
import { fetchQuote, type QuoteAnswer } from "../../cart/delivery-quote";
import { MessagePanel } from "../../components/message-panel";
import { PaymentOptions } from "../../components/payment-options";
import { useDeliveryWords } from "../../i18n/delivery-words";
import { useLocale, useLocalePath, useT } from "../../i18n/intl";
import type { Translate } from "../../i18n/messages/en";
import { useServerText } from "../../i18n/server-texts";

type Data = PageProps<"checkout">["data"];
const inputClass = `mt-1 block py-2.5 ${FIELD_CLASS}`;

interface FieldProps {
  name: string;
  label: string;
  data: Data;
  optional?: boolean;
  hint?: string;
  type?: string;
  autoComplete: string;
  inputMode?: "tel" | "email" | "numeric" | "text";
  textarea?: boolean;
}

const errorOf = (data: Data, name: string) => data.refused?.errors.find((error) => error.field === name)?.message;

/** A labelled field with its hint and the server's error beside it; what was typed comes back after a refusal. */
function Field({ name, label, data, optional, hint, type = "text", autoComplete, inputMode, textarea }: FieldProps) {
  const translate = useServerText();
  const t = useT();
  const id = `checkout-${name}`;
  const error = errorOf(data, name);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    name,
    defaultValue: data.values[name] ?? "",
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
        {optional ? <span className="font-normal text-muted">{t("form.optional")}</span> : null}
      </label>
      {textarea ? <textarea rows={3} {...props} /> : <input type={type} inputMode={inputMode} {...props} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-brand-700 text-sm">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}

/** One way to get the parts, as a large radio card (its id lets the page's CSS show only its own fields). */
function MethodOption({
  value,
  chosen,
  onChoose,
  title,
  text,
}: {
  value: "courier" | "pickup";
  chosen: string;
  onChoose: (value: "courier" | "pickup") => void;
  title: string;
  text: string;
}) {
  return (
    <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        id={`delivery-${value}`}
        type="radio"
        name="method"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="mt-1 size-4 accent-brand-600"
      />
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-muted text-sm">{text}</span>
      </span>
    </label>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-line bg-white p-4 sm:p-5">
      <legend className="-ml-1 px-1 font-bold text-lg">{title}</legend>
      {children}
    </fieldset>
  );
}

/** What the Place order button says: what it does, and for how much when the fee is known. */
function placeLabel(t: Translate, quote: QuoteAnswer | null, itemsTotal: number, codFee: number) {
  if (quote?.total != null) return t("checkout.placeTotal", { total: formatRupees(quote.total + codFee) });
  if (quote) return t("checkout.placePlusDelivery", { total: formatRupees(itemsTotal) });
  return t("checkout.place");
}

/**
 * Checkout as a page (it works without JavaScript): contact, delivery (courier to a district, or pickup at a
 * branch), and a summary whose delivery fee and total the server computes. Without script "Update delivery fee"
 * shows the fee for what was chosen; with it the fee follows every change. The order is one form post either way.
 */
export default function CheckoutPage({ data }: PageProps<"checkout">) {
  const deliveryWords = useDeliveryWords();
  const translate = useServerText();
  const t = useT();
  const locale = useLocale();
  const href = useLocalePath();
  const proofOfWork = useProofOfWork();
  const hydrated = useHydrated();
  const { cart } = data;
  const [method, setMethod] = useState<"courier" | "pickup">(data.values.method === "pickup" ? "pickup" : "courier");
  const [district, setDistrict] = useState(data.values.district ?? "");
  const [branchId, setBranchId] = useState(data.values.branchId ?? "");
  const [quote, setQuote] = useState<QuoteAnswer | null>(data.quote);
  const [quoteProblem, setQuoteProblem] = useState<string | null>(data.quoteProblem);
  const [pricing, setPricing] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [payment, setPayment] = useState(
    data.values.paymentMethod || data.payments.find((offer) => offer.available)?.method || "",
  );
  const codFee = payment === "COD" ? (data.payments.find((offer) => offer.method === "COD")?.fee ?? 0) : 0;

  useEffect(() => {
    if (!hydrated) return;
    const chosen = method === "pickup" ? branchId : district;
    if (!chosen) {
      setQuote(null);
      setQuoteProblem(null);
      return;
    }
    let live = true;
    setPricing(true);
    void fetchQuote({ method, district, branchId }).then((answer) => {
      if (!live) return;
      setQuote(answer.quote);
      setQuoteProblem(answer.problem);
      setPricing(false);
    });
    return () => {
      live = false;
    };
  }, [hydrated, method, district, branchId]);

  if (cart.lines.length === 0) {
    return (
      <MessagePanel
        title={t("cart.empty")}
        text={t("checkout.emptyText")}
        linkHref="/client/store"
        linkText={t("cart.shopNow")}
      />
    );
  }

  const refusedForCart = data.refused?.errors.some((error) => error.field.startsWith("orderItems"));
  const districtError = errorOf(data, "district");
  const branchError = errorOf(data, "branchId");
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Link
        href="/client/cart"
        className="inline-flex min-h-10 items-center font-medium text-brand-700 hover:underline"
      >
        {t("checkout.backToCart")}
      </Link>
      <h1 className="mt-1 font-bold text-2xl sm:text-3xl">{t("checkout.title")}</h1>
      <form
        method="post"
        action={href(CHECKOUT_PATH)}
        noValidate
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          // One order per attempt whatever happens (the server knows the attempt); the button comes back after a
          // while in case the answer never arrives, so it is never dead.
          if (submitter?.value === "place") {
            setPlacing(true);
            setTimeout(() => setPlacing(false), 10_000);
          }
        }}
        onFocus={proofOfWork.begin}
        className="checkout-form mt-4 grid gap-6 lg:grid-cols-[1fr_380px]"
      >
        <input type="hidden" name="attempt" value={data.attempt} />
        {/* Worked out while the form is filled in; without it the order counts against the client's budget. */}
        <input type="hidden" name={PROOF_FIELD} value={proofOfWork.proof ?? ""} />
        <div className="min-w-0 space-y-6">
          {data.refused?.message ? (
            <div
              role="alert"
              className="rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-brand-800 text-sm"
            >
              <p>{translate(data.refused.message)}</p>
              {refusedForCart ? (
                <Link href="/client/cart" className="mt-1 inline-block font-semibold underline">
                  {t("checkout.changeCart")}
                </Link>
              ) : null}
            </div>
          ) : null}
          <Section title={t("checkout.yourDetails")}>
            <Field name="customerFullName" label={t("checkout.fullName")} autoComplete="name" data={data} />
            <Field
              name="customerPrimaryMobile"
              label={t("checkout.mobile")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              hint={t("checkout.mobileHint")}
              data={data}
            />
            <Field
              name="customerSecondaryMobile"
              label={t("checkout.otherMobile")}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              optional
              data={data}
            />
            <Field
              name="customerEmail"
              label={t("checkout.email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              optional
              hint={t("checkout.emailHint")}
              data={data}
            />
            {/* Says the box was on the form, so an unticked box (sent as nothing) means "no texts". */}
            <input type="hidden" name="smsAsked" value="1" />
            <label className="flex min-h-11 items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="smsUpdates"
                value="on"
                defaultChecked={data.values.smsAsked ? data.values.smsUpdates === "on" : true}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span>
                {t("checkout.sms")}
                <span className="block text-muted">{t("checkout.smsWhen")}</span>
              </span>
            </label>
          </Section>
          <Section title={t("checkout.delivery")}>
            <div role="radiogroup" aria-label={t("checkout.howYouGet")} className="grid gap-2 sm:grid-cols-2">
              <MethodOption
                value="courier"
                chosen={method}
                onChoose={setMethod}
                title={t("checkout.courier")}
                text={cart.bulky ? t("checkout.courierBulky") : t("checkout.courierFee")}
              />
              <MethodOption
                value="pickup"
                chosen={method}
                onChoose={setMethod}
                title={t("checkout.pickup")}
                text={t("checkout.free")}
              />
            </div>
            <div className="courier-only space-y-4">
              <div>
                <label htmlFor="checkout-district" className="font-medium text-sm">
                  {t("checkout.district")}
                </label>
                <select
                  id="checkout-district"
                  name="district"
                  value={district}
                  onChange={(event) => setDistrict(event.target.value)}
                  aria-invalid={districtError ? true : undefined}
                  aria-describedby={districtError ? "checkout-district-error" : undefined}
                  className={inputClass}
                >
                  <option value="">{t("checkout.chooseDistrict")}</option>
                  {data.provinces.map((province) => (
                    <optgroup
                      key={province.name}
                      label={t("checkout.province", { name: provinceName(locale, province.name) })}
                    >
                      {province.districts.map((option) => (
                        <option key={option.code} value={option.code}>
                          {option.zone
                            ? districtNameIn(locale, option.code)
                            : t("checkout.collectOnly", { name: districtNameIn(locale, option.code) })}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                {districtError ? (
                  <p id="checkout-district-error" className="mt-1 font-medium text-brand-700 text-sm">
                    {translate(districtError)}
                  </p>
                ) : null}
              </div>
              <Field name="city" label={t("checkout.city")} autoComplete="address-level2" data={data} />
              <Field
                name="customerAddress"
                label={t("checkout.address")}
                autoComplete="street-address"
                textarea
                data={data}
              />
              <Field
                name="postalCode"
                label={t("checkout.postalCode")}
                inputMode="numeric"
                autoComplete="postal-code"
                optional
                data={data}
              />
            </div>
            <fieldset className="pickup-only space-y-2">
              <legend className="font-medium text-sm">{t("checkout.branch")}</legend>
              {data.branches.map((branch) => (
                <label
                  key={branch.branchId}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-[:checked]:border-brand-600"
                >
                  <input
                    type="radio"
                    name="branchId"
                    value={branch.branchId}
                    checked={branchId === String(branch.branchId)}
                    onChange={() => setBranchId(String(branch.branchId))}
                    aria-describedby={branchError ? "checkout-branch-error" : undefined}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  <span className="text-sm">
                    <span className="block font-semibold text-base">{branch.name}</span>
                    {branch.address} · {branch.hours}
                  </span>
                </label>
              ))}
              {branchError ? (
                <p id="checkout-branch-error" className="font-medium text-brand-700 text-sm">
                  {translate(branchError)}
                </p>
              ) : null}
            </fieldset>
            {hydrated ? null : (
              <button
                type="submit"
                name="intent"
                value="quote"
                className="min-h-11 rounded-md border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("checkout.updateFee")}
              </button>
            )}
          </Section>
          <Section title={t("checkout.payment")}>
            <PaymentOptions
              offered={data.payments}
              chosen={payment}
              onChoose={setPayment}
              error={errorOf(data, "paymentMethod")}
            />
          </Section>
        </div>
        <section
          aria-labelledby="order-summary"
          className="h-fit min-w-0 rounded-lg border border-line bg-white p-5 lg:sticky lg:top-4"
        >
          <h2 id="order-summary" className="font-bold text-lg">
            {t("checkout.yourOrder")}
          </h2>
          <ul className="mt-3 divide-y divide-line text-sm">
            {cart.lines.map((line) => (
              <li key={line.productId} className="flex justify-between gap-3 py-2">
                <span>
                  <span className="text-muted">{`${line.quantity} × `}</span>
                  {line.productName}
                </span>
                <span className="whitespace-nowrap">{formatRupees(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-2 border-line border-t pt-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{t("checkout.items", { count: cart.count })}</dt>
              <dd className="whitespace-nowrap">{formatRupees(cart.itemsTotal)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{t("checkout.delivery")}</dt>
              <dd className="text-right" data-testid="delivery-fee" aria-live="polite">
                {pricing
                  ? t("checkout.workingOut")
                  : quote
                    ? deliveryWords.fee(quote.delivery)
                    : method === "pickup"
                      ? t("checkout.chooseBranch")
                      : t("checkout.chooseDistrict")}
              </dd>
            </div>
            {codFee > 0 ? (
              <div className="flex justify-between gap-4">
                <dt>{t("checkout.codFee")}</dt>
                <dd className="whitespace-nowrap">{formatRupees(codFee)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 border-line border-t pt-2 font-bold text-base">
              <dt>{t("checkout.total")}</dt>
              <dd className="whitespace-nowrap" data-testid="checkout-total">
                {quote?.total != null
                  ? formatRupees(quote.total + codFee)
                  : t("checkout.totalPlusDelivery", { total: formatRupees(cart.itemsTotal + codFee) })}
              </dd>
            </div>
          </dl>
          {quoteProblem ? (
            <p className="mt-3 rounded bg-brand-50 px-2 py-1 text-brand-800 text-sm">{translate(quoteProblem)}</p>
          ) : quote ? (
            <p className="mt-3 text-sm text-steel">{translate(quote.delivery.note)}</p>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="place"
            disabled={placing}
            aria-busy={placing || undefined}
            className="mt-5 min-h-12 w-full rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {placing ? t("checkout.placing") : placeLabel(t, quote, cart.itemsTotal, codFee)}
          </button>
          <p className="mt-3 text-muted text-xs">{t("checkout.weCall")}</p>
        </section>
      </form>
    </div>
  );
}
