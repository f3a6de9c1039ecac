import { type FormEvent, useState } from "react";
import { ApiError, call } from "../../shared/api-client";
import { useProofOfWork } from "../../shared/use-proof-of-work";
import { STOCK_ALERT_SAVED, stockAlertNote } from "../../shared/visitor-forms";
import { FIELD_CLASS } from "../../ui/field-style";
import { useLocale, useLocalePath, useRichT, useT } from "../i18n/intl";
import { useServerText } from "../i18n/server-texts";
import { storefrontApi } from "../storefront-api";
import type { FormState } from "./use-visitor-form";

type Step = "contact" | "code";

const BUTTON = "h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70";
const QUIET_BUTTON = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 disabled:opacity-70";

/** What the server's page said after a post without JavaScript: the step it left the form at, a note or a refusal. */
function fromServer({ done, refused }: FormState) {
  const atCode = Boolean(refused?.result) || refused?.values.step === "confirm";
  const note = refused?.status === 200 ? refused.message : "";
  return {
    step: (atCode ? "code" : "contact") as Step,
    contact: refused?.values.contact ?? "",
    done,
    note,
    error: refused && !note ? (refused.errors[0]?.message ?? refused.message) : "",
  };
}

/**
 * "Tell me when it's back" for an out-of-stock part, in two steps: a mobile number or e-mail address, then the
 * 6-digit code sent there (so nobody signs up a stranger's number). With JavaScript it calls the API; without, it
 * posts to the product's own page, the pressed button naming the step (docs/decisions/004-forms-without-javascript.md).
 */
export function BackInStockForm({ productId, state }: { productId: number; state: FormState }) {
  const locale = useLocale();
  const t = useT();
  const rich = useRichT();
  const href = useLocalePath();
  const translate = useServerText();
  const proofOfWork = useProofOfWork();
  const [form, setForm] = useState(() => fromServer(state));
  const [code, setCode] = useState("");
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const confirming = form.step === "code" && submitter?.value !== "send";
    setSending(true);
    try {
      const visitor = storefrontApi().messages.visitor["back-in-stock"];
      const place = confirming
        ? await call(visitor.confirm.post({ productId, contact: form.contact, code }), { quiet: true })
        : await call(
            visitor.post({ productId, contact: form.contact, locale }, { headers: await proofOfWork.headers() }),
            {
              quiet: true,
            },
          );
      setCode("");
      setForm((current) => ({
        ...current,
        step: place.confirmed ? "contact" : "code",
        contact: place.confirmed ? "" : current.contact,
        done: place.confirmed,
        note: place.confirmed ? "" : stockAlertNote(place),
        error: "",
      }));
    } catch (error) {
      const refused = error instanceof ApiError ? error : new ApiError(0, t("client.networkError"));
      setForm((current) => ({ ...current, done: false, error: refused.errors[0]?.message ?? refused.message }));
    } finally {
      setSending(false);
    }
  };

  const startAgain = (event: { preventDefault(): void }) => {
    event.preventDefault();
    setCode("");
    setForm({ step: "contact", contact: form.contact, done: false, note: "", error: "" });
  };

  const outcome = (
    <div aria-live="polite">
      {form.error ? (
        <p id="back-in-stock-error" className="mt-2 font-medium text-brand-700 text-sm">
          {translate(form.error)}
        </p>
      ) : form.done ? (
        <p className="mt-2 rounded-md bg-green-50 px-3 py-2 font-medium text-green-800 text-sm">
          {translate(STOCK_ALERT_SAVED)}
        </p>
      ) : null}
    </div>
  );
  const describedBy = form.error ? "back-in-stock-error" : form.note ? "back-in-stock-note" : undefined;
  return (
    <form
      id="back-in-stock"
      method="post"
      action={href(`/client/product/${productId}#back-in-stock`)}
      onSubmit={onSubmit}
      onFocus={proofOfWork.begin}
      noValidate
      className="mt-4 rounded-lg border border-line bg-white p-4"
    >
      {form.step === "contact" ? (
        <>
          <label htmlFor="back-in-stock-contact" className="font-semibold">
            {t("stockAlert.title")}
          </label>
          <p className="text-muted text-sm">{t("stockAlert.intro")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              id="back-in-stock-contact"
              name="contact"
              autoComplete="tel"
              inputMode="text"
              maxLength={320}
              placeholder="077 123 4567"
              value={form.contact}
              onChange={(event) => setForm({ ...form, contact: event.target.value })}
              aria-invalid={form.error ? true : undefined}
              aria-describedby={describedBy}
              className={`h-11 min-w-0 flex-1 basis-56 ${FIELD_CLASS}`}
            />
            <button type="submit" name="step" value="send" disabled={sending} className={BUTTON}>
              {sending ? t("stockAlert.sending") : t("stockAlert.notify")}
            </button>
          </div>
        </>
      ) : (
        <>
          <label htmlFor="back-in-stock-code" className="font-semibold">
            {t("stockAlert.enterCode")}
          </label>
          <p id="back-in-stock-note" className="text-muted text-sm">
            {form.note ? translate(form.note) : t("stockAlert.enterSix")}{" "}
            {rich("stockAlert.sentTo", { contact: () => <strong key="contact">{form.contact}</strong> })}
          </p>
          <input type="hidden" name="contact" value={form.contact} />
          <div className="mt-2 flex flex-wrap gap-2">
            <input
              id="back-in-stock-code"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={10}
              placeholder={t("stockAlert.codePlaceholder")}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={form.error ? true : undefined}
              aria-describedby={describedBy}
              className={`h-11 min-w-0 flex-1 basis-40 ${FIELD_CLASS}`}
            />
            <button type="submit" name="step" value="confirm" disabled={sending} className={BUTTON}>
              {sending ? t("stockAlert.checking") : t("stockAlert.confirm")}
            </button>
          </div>
        </>
      )}
      {outcome}
      {form.step === "code" ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <button type="submit" name="step" value="send" disabled={sending} className={QUIET_BUTTON}>
            {t("stockAlert.newCode")}
          </button>
          <a href={href(`/client/product/${productId}#back-in-stock`)} onClick={startAgain} className={QUIET_BUTTON}>
            {t("stockAlert.another")}
          </a>
        </p>
      ) : null}
    </form>
  );
}
