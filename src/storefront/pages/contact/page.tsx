import type { PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { useShopName } from "../../../shared/page-router";
import { SHOP_CONTACT, SHOP_PHONE_HREF } from "../../../shared/shop-contact";
import { CONTACT_MESSAGE_SENT } from "../../../shared/visitor-forms";
import { FIELD_CLASS } from "../../../ui/field-style";
import { useVisitorForm } from "../../components/use-visitor-form";
import { useLocalePath, useT } from "../../i18n/intl";
import { SHOP_HOURS } from "../../i18n/labels";
import { useServerText } from "../../i18n/server-texts";
import { storefrontApi } from "../../storefront-api";

const FIELDS = ["name", "email", "message"] as const;
const MAP_LINK = "https://www.openstreetmap.org/?mlat=6.9016&mlon=79.8529#map=17/6.9016/79.8529";

function ContactForm({ data }: PageProps<"contact">) {
  const t = useT();
  const href = useLocalePath();
  const translate = useServerText();
  const form = useVisitorForm(FIELDS, data, (values, headers) =>
    call(storefrontApi().contact.visitor.send.post(values, { headers }), { quiet: true }),
  );
  const fieldError = (name: (typeof FIELDS)[number]) =>
    form.errors[name] ? (
      <p id={`contact-${name}-error`} className="mt-1 font-medium text-brand-700 text-sm">
        {translate(form.errors[name] ?? "")}
      </p>
    ) : null;
  const described = (name: (typeof FIELDS)[number]) => (form.errors[name] ? `contact-${name}-error` : undefined);
  const general = form.message && Object.keys(form.errors).length === 0 ? form.message : "";

  return (
    <form
      id="contact-form"
      method="post"
      action={href("/client/contact#contact-form")}
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      noValidate
      className="space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-line"
    >
      <h2 className="font-semibold text-xl">{t("contact.sendMessage")}</h2>
      <div>
        <label htmlFor="contact-name" className="font-medium text-sm">
          {t("contact.name")}
        </label>
        <input
          id="contact-name"
          required
          maxLength={200}
          autoComplete="name"
          aria-describedby={described("name")}
          className={`mt-1 h-11 ${FIELD_CLASS}`}
          {...form.field("name")}
        />
        {fieldError("name")}
      </div>
      <div>
        <label htmlFor="contact-email" className="font-medium text-sm">
          {t("contact.email")}
        </label>
        <input
          id="contact-email"
          type="email"
          required
          maxLength={320}
          autoComplete="email"
          aria-describedby={described("email")}
          className={`mt-1 h-11 ${FIELD_CLASS}`}
          {...form.field("email")}
        />
        {fieldError("email")}
      </div>
      <div>
        <label htmlFor="contact-message" className="font-medium text-sm">
          {t("contact.message")}
        </label>
        <textarea
          id="contact-message"
          required
          rows={5}
          maxLength={5000}
          aria-describedby={described("message")}
          className={`mt-1 py-2 ${FIELD_CLASS}`}
          {...form.field("message")}
        />
        {fieldError("message")}
      </div>
      <div aria-live="polite">
        {general ? (
          <p className="rounded-md bg-brand-50 px-3 py-2 font-medium text-brand-800 text-sm">{translate(general)}</p>
        ) : form.done ? (
          <p className="rounded-md bg-green-50 px-3 py-2 font-medium text-green-800 text-sm">
            {translate(CONTACT_MESSAGE_SENT)}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={form.sending}
        className="h-12 w-full rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        {form.sending ? t("stockAlert.sending") : t("contact.submit")}
      </button>
    </form>
  );
}

export default function ContactPage(props: PageProps<"contact">) {
  const t = useT();
  const shopName = useShopName();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-bold text-3xl">{t("contact.title")}</h1>
      <p className="mt-3 max-w-2xl text-steel">{t("contact.intro")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <ContactForm {...props} />
        <div className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <address className="rounded-xl bg-white p-5 not-italic shadow-sm ring-1 ring-line">
              <h2 className="font-semibold text-lg">{shopName}</h2>
              {SHOP_CONTACT.addressLines.map((line) => (
                <p key={line} className="text-steel">
                  {line}
                </p>
              ))}
              <p className="mt-3">
                <a className="text-brand-700 underline" href={SHOP_PHONE_HREF}>
                  {SHOP_CONTACT.phone}
                </a>
              </p>
              <p>
                <a className="break-all text-brand-700 underline" href={`mailto:${SHOP_CONTACT.email}`}>
                  {SHOP_CONTACT.email}
                </a>
              </p>
            </address>
            <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-line">
              <h2 className="font-semibold text-lg">{t("contact.hours")}</h2>
              {SHOP_HOURS.map((line) => (
                <p key={line} className="text-steel">
                  {t(line)}
                </p>
              ))}
            </div>
          </div>
          <a href={MAP_LINK} className="block overflow-hidden rounded-xl ring-1 ring-line" rel="noopener">
            <img
              src="/images/home/map.svg"
              alt={t("contact.mapAlt", { shopName })}
              width="640"
              height="400"
              loading="lazy"
              className="h-auto w-full"
            />
          </a>
        </div>
      </div>
    </div>
  );
}
