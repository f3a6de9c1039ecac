import { call } from "../../shared/api-client";
import { STOCK_ALERT_SAVED } from "../../shared/visitor-forms";
import { FIELD_CLASS } from "../../ui/field-style";
import { storefrontApi } from "../storefront-api";
import { type FormState, useVisitorForm } from "./use-visitor-form";

const FIELDS = ["contact"] as const;

/**
 * "Tell me when it's back" for an out-of-stock part: a mobile number (a text) or an e-mail. With JavaScript it
 * calls the API; without, it posts to the product's own page (docs/decisions/004-forms-without-javascript.md).
 */
export function BackInStockForm({ productId, state }: { productId: number; state: FormState }) {
  const form = useVisitorForm(FIELDS, state, (values, headers) =>
    call(storefrontApi().messages.visitor["back-in-stock"].post({ productId, contact: values.contact }, { headers }), {
      quiet: true,
    }),
  );
  const error = form.errors.contact ?? (form.message && !form.done ? form.message : "");
  return (
    <form
      id="back-in-stock"
      method="post"
      action={`/client/product/${productId}#back-in-stock`}
      onSubmit={form.onSubmit}
      onFocus={form.onFocus}
      noValidate
      className="mt-4 rounded-lg border border-line bg-white p-4"
    >
      <label htmlFor="back-in-stock-contact" className="font-semibold">
        Tell me when it's back
      </label>
      <p className="text-muted text-sm">Your mobile number (we text you once) or e-mail address.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="back-in-stock-contact"
          autoComplete="tel"
          inputMode="text"
          maxLength={320}
          placeholder="077 123 4567"
          aria-describedby={error ? "back-in-stock-error" : undefined}
          className={`h-11 min-w-0 flex-1 basis-56 ${FIELD_CLASS}`}
          {...form.field("contact")}
        />
        <button
          type="submit"
          disabled={form.sending}
          className="h-11 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          {form.sending ? "Saving…" : "Notify me"}
        </button>
      </div>
      <div aria-live="polite">
        {error ? (
          <p id="back-in-stock-error" className="mt-2 font-medium text-brand-700 text-sm">
            {error}
          </p>
        ) : form.done ? (
          <p className="mt-2 rounded-md bg-green-50 px-3 py-2 font-medium text-green-800 text-sm">
            {STOCK_ALERT_SAVED}
          </p>
        ) : null}
      </div>
    </form>
  );
}
