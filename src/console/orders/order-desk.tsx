import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { OrderDetail } from "../../server/api-types";
import { ApiError, call } from "../../shared/api-client";
import { COURIERS } from "../../shared/couriers";
import { DISTRICTS } from "../../shared/districts";
import { notify } from "../../shared/failures";
import { displayPhone } from "../../shared/phone-display";
import { formatShopTime } from "../../shared/shop-time";
import { FIELD_CLASS } from "../../ui/field-style";
import { Field, TextField } from "../components/form-fields";
import { consoleApi } from "../session";
import { useCan } from "../viewer";

const BUTTON = "inline-flex min-h-10 items-center justify-center rounded-md px-4 font-semibold text-sm";
const PRIMARY = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60`;
const SECONDARY = `${BUTTON} border border-gray-400 hover:bg-surface`;

/** Sends a change of the orders desk; the server's refusal stays beside the form, in its words. */
function useDeskChange(onChanged: () => void) {
  const [problem, setProblem] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (request: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await request();
      notify(done);
      setProblem(null);
      onChanged();
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (field: string) => problem?.errors.find((error) => error.field === field)?.message;
  return { run, busy, problem, fieldError };
}

function Problem({ error }: { error: ApiError | null }) {
  return error ? (
    <p role="alert" className="mt-2 rounded-md border border-brand-600/40 bg-brand-50 px-3 py-2 text-brand-800 text-sm">
      {error.message}
    </p>
  ) : null;
}

/** Who the order went with, and (when it has not gone yet) the form that hands it to the courier. */
export function OrderDispatch({ order, onChanged }: { order: OrderDetail; onChanged(): void }) {
  const mayDispatch = useCan("orders.dispatch");
  const [courier, setCourier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [trackingUrl, setTrackingUrl] = useState("");
  const change = useDeskChange(onChanged);
  const couriersId = useId();

  if (order.dispatch) {
    const { dispatch } = order;
    return (
      <Section title="Dispatch">
        <p className="text-sm" data-testid="order-dispatch">
          With <strong>{dispatch.courier}</strong>, tracking no.{" "}
          <span className="font-mono font-semibold">{dispatch.trackingNumber}</span>,{" "}
          {formatShopTime(dispatch.dispatchedAt)}
          {dispatch.trackingUrl ? (
            <>
              {" · "}
              <a
                href={dispatch.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-700 underline"
              >
                Courier's tracking page
              </a>
            </>
          ) : null}
        </p>
      </Section>
    );
  }
  if (!mayDispatch || order.delivery.method === "PICKUP" || order.orderStatus !== "RECEIVED") return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { courier, trackingNumber, trackingUrl: trackingUrl.trim() || null };
    await change.run(
      () => call(consoleApi().orders({ orderId: order.orderId }).dispatch.post(body), { quiet: true }),
      `Order ${order.orderId} dispatched with ${courier.trim()}.`,
    );
  };
  return (
    <Section title="Dispatch">
      <form onSubmit={submit} noValidate aria-label="Dispatch the order" className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label="Courier"
          value={courier}
          onChange={setCourier}
          list={couriersId}
          error={change.fieldError("courier")}
        />
        <datalist id={couriersId}>
          {COURIERS.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField
          label="Tracking number"
          value={trackingNumber}
          onChange={setTrackingNumber}
          error={change.fieldError("trackingNumber")}
        />
        <div className="sm:col-span-2">
          <TextField
            label="Tracking link (optional)"
            value={trackingUrl}
            onChange={setTrackingUrl}
            inputMode="url"
            error={change.fieldError("trackingUrl")}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={change.busy} className={PRIMARY}>
            {change.busy ? "Dispatching…" : "Dispatch"}
          </button>
          <span className="ml-3 text-muted text-sm">The customer is texted the tracking number.</span>
        </div>
      </form>
      {change.problem && change.problem.errors.length === 0 ? <Problem error={change.problem} /> : null}
    </Section>
  );
}

/** Staff's own notes on the order (never shown to the customer), and a box to add one. */
export function OrderNotes({ order, onChanged }: { order: OrderDetail; onChanged(): void }) {
  const mayNote = useCan("orders.notes");
  const [text, setText] = useState("");
  const change = useDeskChange(onChanged);
  const noteId = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await change.run(
      () => call(consoleApi().orders({ orderId: order.orderId }).notes.post({ text }), { quiet: true }),
      "Note added.",
    );
    if (added) setText("");
  };
  return (
    <Section title="Notes">
      {order.notes.length === 0 ? (
        <p className="text-muted text-sm">No notes yet.</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {order.notes.map((note) => (
            <li key={`${note.at}-${note.text}`} className="rounded-md bg-surface px-3 py-2">
              <p className="whitespace-pre-wrap">{note.text}</p>
              <p className="mt-1 text-muted text-xs">
                {note.author}, {formatShopTime(note.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {mayNote ? (
        <form onSubmit={submit} noValidate className="mt-3">
          <label htmlFor={noteId} className="block font-medium text-sm">
            Add a note (staff only)
          </label>
          <textarea
            id={noteId}
            value={text}
            rows={2}
            maxLength={2000}
            onChange={(event) => setText(event.target.value)}
            className={`mt-1 py-2 ${FIELD_CLASS}`}
          />
          <Problem error={change.problem} />
          <button type="submit" disabled={change.busy || !text.trim()} className={`mt-2 ${SECONDARY}`}>
            Add note
          </button>
        </form>
      ) : null}
    </Section>
  );
}

/** Whether the customer's details may still be corrected: the order has not left the shop. */
export const detailsOpen = (order: OrderDetail) =>
  (order.orderStatus === "PENDING" || order.orderStatus === "RECEIVED") && !order.dispatch;

/** The customer's contact and delivery details, corrected before dispatch. */
export function OrderDetailsForm({ order, onDone }: { order: OrderDetail; onDone(saved: boolean): void }) {
  const [values, setValues] = useState({
    customerFullName: order.customerFullName,
    customerEmail: order.customerEmail ?? "",
    customerPrimaryMobile: displayPhone(order.customerPrimaryMobile),
    customerSecondaryMobile: displayPhone(order.customerSecondaryMobile),
    customerAddress: order.customerAddress,
    deliveryDistrict: order.delivery.district ?? "",
    deliveryCity: order.delivery.city ?? "",
    deliveryPostalCode: order.delivery.postalCode ?? "",
  });
  const set = (field: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [field]: value }));
  const change = useDeskChange(() => onDone(true));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await change.run(
      () => call(consoleApi().orders({ orderId: order.orderId }).details.put(values), { quiet: true }),
      `Order ${order.orderId}: details saved.`,
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Edit contact and delivery" className="grid gap-x-3 sm:grid-cols-2">
      <TextField
        label="Full name"
        value={values.customerFullName}
        onChange={set("customerFullName")}
        error={change.fieldError("customerFullName")}
      />
      <TextField
        label="E-mail"
        value={values.customerEmail}
        onChange={set("customerEmail")}
        inputMode="email"
        error={change.fieldError("customerEmail")}
      />
      <TextField
        label="Mobile"
        value={values.customerPrimaryMobile}
        onChange={set("customerPrimaryMobile")}
        inputMode="tel"
        error={change.fieldError("customerPrimaryMobile")}
      />
      <TextField
        label="Second mobile"
        value={values.customerSecondaryMobile}
        onChange={set("customerSecondaryMobile")}
        inputMode="tel"
        error={change.fieldError("customerSecondaryMobile")}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Address"
          value={values.customerAddress}
          onChange={set("customerAddress")}
          error={change.fieldError("customerAddress")}
        />
      </div>
      <Field label="District" error={change.fieldError("deliveryDistrict")}>
        {({ id, describedBy }) => (
          <select
            id={id}
            aria-describedby={describedBy}
            value={values.deliveryDistrict}
            onChange={(event) => set("deliveryDistrict")(event.target.value)}
            className={`h-10 ${FIELD_CLASS}`}
          >
            <option value="">Not given</option>
            {DISTRICTS.map((district) => (
              <option key={district.code} value={district.code}>
                {district.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label="City"
        value={values.deliveryCity}
        onChange={set("deliveryCity")}
        error={change.fieldError("deliveryCity")}
      />
      <TextField
        label="Postal code"
        value={values.deliveryPostalCode}
        onChange={set("deliveryPostalCode")}
        error={change.fieldError("deliveryPostalCode")}
      />
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" disabled={change.busy} className={PRIMARY}>
          {change.busy ? "Saving…" : "Save details"}
        </button>
        <button type="button" onClick={() => onDone(false)} className={SECONDARY}>
          Cancel
        </button>
      </div>
      {change.problem && change.problem.errors.length === 0 ? (
        <div className="sm:col-span-2">
          <Problem error={change.problem} />
        </div>
      ) : null}
    </form>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
    </section>
  );
}
