import { call, fetchAnswer } from "../../shared/api-client";
import { NEWSLETTER_SUBSCRIBED } from "../../shared/visitor-forms";
import { FIELD_CLASS } from "../../ui/field-style";
import { type FormState, useVisitorForm } from "../components/use-visitor-form";
import { useLocalePath, useT } from "../i18n/intl";
import { useServerText } from "../i18n/server-texts";

const FIELDS = ["email"] as const;

/** docs/product-spec.md §2 newsletter banner; posts to the home page without JavaScript (src/server/pages/page-forms.ts). */
export function NewsletterBanner({ state }: { state: FormState }) {
  const t = useT();
  const href = useLocalePath();
  const translate = useServerText();
  const form = useVisitorForm(FIELDS, state, (values, headers) =>
    // By hand: Eden reads a path segment named `subscribe` as a WebSocket (see fetchAnswer).
    call(
      fetchAnswer(fetch, "/newsletter/visitor/subscribe", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(values),
        credentials: "omit",
      }),
      { quiet: true },
    ),
  );
  const error = form.errors.email ?? form.message;
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-12 lg:grid-cols-2">
        <div>
          <h2 id="newsletter-title" className="font-bold text-2xl sm:text-3xl">
            {t("newsletter.title")}
          </h2>
          <p className="mt-2 text-brand-50">{t("newsletter.text")}</p>
        </div>
        <form
          method="post"
          action={href("/client/home#newsletter")}
          onSubmit={form.onSubmit}
          onFocus={form.onFocus}
          noValidate
        >
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              {t("newsletter.emailLabel")}
            </label>
            <input
              id="newsletter-email"
              type="email"
              required
              maxLength={320}
              autoComplete="email"
              placeholder={t("newsletter.placeholder")}
              aria-describedby={error ? "newsletter-error" : undefined}
              className={`h-12 text-ink sm:flex-1 ${FIELD_CLASS}`}
              {...form.field("email")}
            />
            <button
              type="submit"
              disabled={form.sending}
              className="h-12 rounded-md bg-ink px-6 font-semibold text-white hover:bg-black disabled:opacity-70"
            >
              {form.sending ? t("newsletter.subscribing") : t("newsletter.subscribe")}
            </button>
          </div>
          <div aria-live="polite">
            {error ? (
              <p
                id="newsletter-error"
                className="mt-3 rounded-md bg-white px-3 py-2 font-medium text-brand-800 text-sm"
              >
                {translate(error)}
              </p>
            ) : form.done ? (
              <p className="mt-3 rounded-md bg-white px-3 py-2 font-medium text-green-800 text-sm">
                {translate(NEWSLETTER_SUBSCRIBED)}
              </p>
            ) : null}
          </div>
        </form>
      </div>
    </section>
  );
}
