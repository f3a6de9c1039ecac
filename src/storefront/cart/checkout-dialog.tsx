import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useState } from "react";
import type { OrderDetail } from "../../server/api-types";
import { FIELD_CLASS } from "../../ui/field-style";
import type { CartLine } from "./cart-store";
import { type CheckoutFailure, type CheckoutField, type CheckoutForm, checkoutFailure, placeOrder } from "./checkout";

const inputClass = `mt-1 block py-2.5 ${FIELD_CLASS}`;

interface FieldProps {
  field: CheckoutField;
  label: string;
  form: CheckoutForm;
  errors: CheckoutFailure["fields"];
  onChange: (field: CheckoutField, value: string) => void;
  required?: boolean;
  hint?: string;
  children?: (props: Record<string, unknown>) => ReactNode;
  type?: string;
  autoComplete: string;
}

function Field({
  field,
  label,
  form,
  errors,
  onChange,
  required = true,
  hint,
  type = "text",
  autoComplete,
  children,
}: FieldProps) {
  const error = errors[field];
  const id = `checkout-${field}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const props = {
    id,
    name: field,
    value: form[field],
    required,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="font-medium text-sm">
        {label}
        {required ? null : <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {children ? children(props) : <input type={type} {...props} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-muted text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 font-medium text-brand-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The spec's checkout dialog (500 px): the customer's details, then one order for the cart. The server checks every
 * field and prices every line; its field errors show beside their fields, stock refusals on the cart's lines.
 */
export function CheckoutDialog({
  open,
  onOpenChange,
  lines,
  form,
  onFormChange,
  onPlaced,
  onCartChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly CartLine[];
  form: CheckoutForm;
  onFormChange: (form: CheckoutForm) => void;
  onPlaced: (order: OrderDetail) => void;
  onCartChanged: (message: string) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  const onChange = (field: CheckoutField, value: string) => {
    onFormChange({ ...form, [field]: value });
    if (failure?.fields[field]) setFailure({ ...failure, fields: { ...failure.fields, [field]: undefined } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      onPlaced(await placeOrder(form, lines));
    } catch (error) {
      const found = checkoutFailure(error, lines);
      if (found.cartChanged) {
        onOpenChange(false);
        onCartChanged(found.message);
      } else {
        setFailure(found);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const shared = { form, errors: failure?.fields ?? {}, onChange };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <Dialog.Content
          aria-describedby="checkout-description"
          className="-translate-x-1/2 fixed top-0 left-1/2 z-50 flex max-h-dvh w-full max-w-[500px] flex-col bg-white shadow-xl sm:top-[5vh] sm:max-h-[90vh] sm:rounded-lg"
        >
          <div className="flex items-center justify-between border-line border-b px-5 py-4">
            <Dialog.Title className="font-bold text-xl">Checkout</Dialog.Title>
            <Dialog.Close
              aria-label="Close"
              disabled={submitting}
              className="flex size-10 items-center justify-center rounded-md text-2xl text-muted hover:bg-surface"
            >
              ×
            </Dialog.Close>
          </div>
          <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="space-y-4 overflow-y-auto px-5 py-4">
              <p id="checkout-description" className="text-muted text-sm">
                Pay on delivery. We call you to confirm before we send the parts.
              </p>
              {failure?.message ? (
                <p
                  role="alert"
                  className="rounded-md border border-brand-600 bg-brand-50 px-3 py-2 text-brand-800 text-sm"
                >
                  {failure.message}
                </p>
              ) : null}
              <Field field="customerEmail" label="Email" type="email" autoComplete="email" {...shared} />
              <Field
                field="customerPrimaryMobile"
                label="Primary Mobile"
                type="tel"
                autoComplete="tel"
                hint="Like 077 123 4567 or +94 77 123 4567"
                {...shared}
              />
              <Field
                field="customerSecondaryMobile"
                label="Secondary Mobile"
                type="tel"
                autoComplete="off"
                required={false}
                {...shared}
              />
              <Field field="customerFullName" label="Full Name" autoComplete="name" {...shared} />
              <Field field="customerAddress" label="Address" autoComplete="street-address" {...shared}>
                {(props) => <textarea rows={3} {...props} />}
              </Field>
            </div>
            <div className="mt-auto flex justify-end gap-3 border-line border-t px-5 py-4">
              <Dialog.Close
                type="button"
                disabled={submitting}
                className="min-h-11 rounded-md border border-line px-5 font-semibold hover:bg-surface"
              >
                Cancel
              </Dialog.Close>
              <button
                type="submit"
                disabled={submitting}
                aria-busy={submitting}
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
              >
                {submitting ? (
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                  />
                ) : null}
                {submitting ? "Placing order…" : "Submit"}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
