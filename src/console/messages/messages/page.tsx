import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import type { PageProps } from "../../../server/api-types";
import { call } from "../../../shared/api-client";
import { LANGUAGE_NAMES, LOCALES, type Locale } from "../../../shared/i18n/locales";
import {
  DEFAULT_TEMPLATES,
  fillTemplate,
  MESSAGE_KINDS,
  PAYMENT_SENTENCES,
  PLACEHOLDERS,
  SAMPLE_VALUES,
  smsSize,
} from "../../../shared/message-templates";
import { isOneOf } from "../../../shared/one-of";
import { displayPhone } from "../../../shared/phone-display";
import { formatShopTime } from "../../../shared/shop-time";
import { FIELD_CLASS } from "../../../ui/field-style";
import { CONTROL, SECONDARY_BUTTON } from "../../components/list-frame";
import { useListChange } from "../../components/row-actions";
import { consoleApi } from "../../session";
import { useCan } from "../../viewer";

const CARD = "rounded-xl border border-line bg-white p-4 shadow-sm";
type Data = PageProps<"messages">["data"];
type Template = Data["templates"][number];

const STATUS_LABEL = { PENDING: "Waiting", SENT: "Sent", FAILED: "Failed" } as const;
const STATUS_CLASS = {
  PENDING: "border-orange-300 bg-orange-50 text-orange-900",
  SENT: "border-green-700/30 bg-green-50 text-green-800",
  FAILED: "border-brand-600 bg-brand-50 text-brand-800",
} as const;
const GATEWAY_NAMES: Record<string, string> = { notifylk: "Notify.lk", textlk: "Text.lk" };

/** "142 characters · 1 SMS" and the encoding when it is Unicode (2–3× the cost). */
/** The preview's values: the sample, its payment sentence in the text's language. */
const sampleIn = (locale: Locale) => ({ ...SAMPLE_VALUES, payment: PAYMENT_SENTENCES[locale].cod });

function SizeNote({ text, locale }: { text: string; locale: Locale }) {
  const size = smsSize(fillTemplate(text, sampleIn(locale)));
  return (
    <span className={size.segments > 2 ? "text-brand-700" : "text-muted"}>
      {`${size.characters} characters · ${size.segments} SMS`}
      {size.encoding === "UCS-2" ? " · Unicode (Sinhala, Tamil or emoji: 70 characters an SMS)" : ""}
    </span>
  );
}

function TemplateCard({ template, canEdit, locale }: { template: Template; canEdit: boolean; locale: Locale }) {
  const [text, setText] = useState(template.text);
  const change = useListChange();
  const id = `template-${template.kind}`;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    await change(
      () => call(consoleApi().messages.templates({ kind: template.kind }).put({ text }, { query: { locale } })),
      "Text saved.",
    );
  };
  const reset = () =>
    change(
      () => call(consoleApi().messages.templates({ kind: template.kind }).delete(undefined, { query: { locale } })),
      "Back to the default text.",
    );
  return (
    <form onSubmit={save} className={CARD} data-testid="message-template">
      <label htmlFor={id} className="font-semibold">
        {template.when}
      </label>
      {template.edited ? <span className="ml-2 text-muted text-xs">(edited)</span> : null}
      <textarea
        id={id}
        value={text}
        rows={3}
        maxLength={612}
        disabled={!canEdit}
        lang={locale}
        onChange={(event) => setText(event.target.value)}
        className={`mt-2 py-2 ${FIELD_CLASS}`}
      />
      <p className="mt-1 text-xs">
        <SizeNote text={text} locale={locale} />
      </p>
      <p className="mt-2 text-muted text-xs">
        {"You can use: "}
        {template.placeholders.map((name) => (
          <code key={name} title={PLACEHOLDERS[name]} className="mr-1 rounded bg-surface px-1">{`{${name}}`}</code>
        ))}
      </p>
      <p
        role="note"
        lang={locale}
        className="mt-2 rounded-md bg-surface px-3 py-2 text-sm"
        aria-label={`Preview: ${template.when}`}
      >
        {fillTemplate(text, sampleIn(locale))}
      </p>
      {canEdit ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="submit" className={SECONDARY_BUTTON} disabled={text === template.text}>
            Save
          </button>
          {template.edited ? (
            <button type="button" onClick={reset} className="h-10 rounded-md px-3 font-medium text-sm underline">
              Reset to default
            </button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

function SettingsForm({ settings, canEdit }: { settings: Data["settings"]; canEdit: boolean }) {
  const [values, setValues] = useState({
    whatsapp: displayPhone(settings.whatsapp),
    alertMobile: displayPhone(settings.alertMobile),
    alertEmail: settings.alertEmail ?? "",
  });
  const change = useListChange();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await change(
      () =>
        call(
          consoleApi().messages.settings.put({
            whatsapp: values.whatsapp || null,
            alertMobile: values.alertMobile || null,
            alertEmail: values.alertEmail || null,
          }),
        ),
      "Message settings saved.",
    );
  };
  const field = (name: keyof typeof values, label: string, hint: string, type = "tel") => (
    <label className="block">
      <span className="font-medium text-sm">{label}</span>
      <input
        type={type}
        value={values[name]}
        disabled={!canEdit}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        className={`mt-1 ${CONTROL}`}
      />
      <span className="mt-1 block text-muted text-xs">{hint}</span>
    </label>
  );
  return (
    <form onSubmit={submit} noValidate className={`${CARD} grid gap-3 sm:grid-cols-3`}>
      {field("whatsapp", "Shop's WhatsApp number", "Shown as “Ask on WhatsApp” on the shop's pages. Empty: none.")}
      {field("alertMobile", "Text each new order to", "The shop's own mobile. Empty: no text.")}
      {field("alertEmail", "E-mail each new order to", "Empty: no e-mail.", "email")}
      {canEdit ? (
        <div className="sm:col-span-3">
          <button type="submit" className={SECONDARY_BUTTON}>
            Save settings
          </button>
        </div>
      ) : null}
    </form>
  );
}

/**
 * The texts customers receive (each editable by an admin, previewed with its SMS count), the shop's WhatsApp number
 * and new-order alerts, and every text with whether it went out: a failed one shows the gateway's answer.
 */
/** A text's kind in the words of its template ("An order is placed"). */
const kindLabel = (kind: string) => (isOneOf(MESSAGE_KINDS, kind) ? DEFAULT_TEMPLATES[kind].when : kind);

export default function MessagesPage({ data }: PageProps<"messages">) {
  const canEdit = useCan("settings.edit");
  const { outbox } = data;
  return (
    <>
      <h1 className="font-bold text-2xl">Messages</h1>
      <p className="mt-1 text-sm" data-testid="sms-gateway">
        {outbox.gateway
          ? `Texts go out through ${GATEWAY_NAMES[outbox.gateway] ?? outbox.gateway}.`
          : "SMS is off: the texts wait below until SMS_PROVIDER and its key are set on the server."}
        {canEdit ? "" : " Only an admin can change the texts and settings."}
      </p>
      <h2 className="mt-6 font-bold text-xl">Settings</h2>
      <div className="mt-3">
        <SettingsForm key={JSON.stringify(data.settings)} settings={data.settings} canEdit={canEdit} />
      </div>
      <h2 className="mt-8 font-bold text-xl">Texts to customers</h2>
      <p className="mt-1 text-muted text-sm">
        Each order's texts go in the language the customer ordered in. Sinhala and Tamil texts are Unicode: 70
        characters an SMS, 67 a part when longer.
      </p>
      <nav aria-label="Language of the texts" className="mt-2 flex flex-wrap gap-2 text-sm">
        {LOCALES.map((locale) => (
          <Link
            key={locale}
            href={`/console/messages?${new URLSearchParams({ ...(locale === "en" ? {} : { language: locale }), ...(data.status ? { status: data.status } : {}) })}`}
            lang={locale}
            aria-current={data.locale === locale ? "page" : undefined}
            className="inline-flex min-h-10 items-center rounded-full border border-line px-3 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
          >
            {LANGUAGE_NAMES[locale]}
          </Link>
        ))}
      </nav>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {data.templates.map((template) => (
          <TemplateCard
            key={`${data.locale}:${template.kind}:${template.text}`}
            template={template}
            canEdit={canEdit}
            locale={data.locale}
          />
        ))}
      </div>
      <h2 className="mt-8 font-bold text-xl">Sent and waiting</h2>
      <p className="mt-1 text-sm" data-testid="sms-today">
        {outbox.today.texts === 0
          ? "No texts today yet."
          : `Today: ${outbox.today.texts} ${outbox.today.texts === 1 ? "text" : "texts"}, ${outbox.today.parts} SMS ${outbox.today.parts === 1 ? "part" : "parts"} (what the gateway bills) — ${outbox.today.byKind
              .map(({ kind, texts }) => `${kindLabel(kind)}: ${texts}`)
              .join(" · ")}.`}
      </p>
      <nav aria-label="Which texts" className="mt-2 flex flex-wrap gap-2 text-sm">
        {([null, "PENDING", "FAILED", "SENT"] as const).map((status) => (
          <Link
            key={status ?? "all"}
            href={status ? `/console/messages?status=${status}` : "/console/messages"}
            aria-current={data.status === status ? "page" : undefined}
            className="inline-flex min-h-10 items-center rounded-full border border-line px-3 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
          >
            {status ? STATUS_LABEL[status] : "All"}
          </Link>
        ))}
      </nav>
      <p className="mt-2 text-muted text-sm">
        {outbox.count === 0 ? "No texts here." : `The latest ${outbox.data.length} of ${outbox.count} texts.`}
      </p>
      <ul className="mt-3 space-y-2">
        {outbox.data.map((text) => (
          <li key={text.id} className={`${CARD} text-sm`} data-testid="outbox-text">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className={`rounded-full border px-2 py-0.5 font-semibold text-xs ${STATUS_CLASS[text.status]}`}>
                {STATUS_LABEL[text.status]}
              </span>
              <span className="font-medium">{displayPhone(text.recipient)}</span>
              {text.orderNumber ? <span className="font-mono text-xs">{text.orderNumber}</span> : null}
              <span className="text-muted text-xs">{formatShopTime(text.createdAt)}</span>
              {text.attempts > 1 ? <span className="text-muted text-xs">{`${text.attempts} tries`}</span> : null}
            </div>
            <p className="mt-1 break-words">{text.body}</p>
            {text.lastError ? (
              <p className="mt-1 text-brand-800 text-xs">{`The gateway said: ${text.lastError}`}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
