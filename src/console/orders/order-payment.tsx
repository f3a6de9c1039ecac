import { type FormEvent, useState } from "react";
import type { OrderDetail } from "../../server/api-types";
import { ApiError, call } from "../../shared/api-client";
import { notify } from "../../shared/failures";
import { formatRupees } from "../../shared/money";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "../../shared/payment-status";
import { formatShopTime } from "../../shared/shop-time";
import { FIELD_CLASS } from "../../ui/field-style";
import { useConfirm } from "../components/confirm-dialog";
import { consoleApi } from "../session";
import { useCan } from "../viewer";
import { PaymentStatusBadge } from "./order-status-badge";

const BUTTON = "inline-flex min-h-10 items-center rounded-md px-4 font-semibold text-sm";
const PRIMARY = `${BUTTON} bg-brand-600 text-white hover:bg-brand-700`;
const SECONDARY = `${BUTTON} border border-gray-400 hover:bg-surface`;

/** The staff's button for an awaited payment: what they saw happen. */
const PAID_LABEL: Partial<Record<string, string>> = {
  COD_DUE: "Cash received",
  AWAITING_TRANSFER: "Transfer seen in the bank",
  SLIP_RECEIVED: "Verify: money is in",
};

/**
 * The order's payment in its dialog: method, status, invoice, PayHere's ids, the customer's slips (opened through
 * the guarded route), its history, and what staff do next: record cash or a transfer, verify or reject a slip, and
 * (admins) record a refund. Every move is the server's to allow; a refusal is said in its words.
 */
export function OrderPayment({ order, onChanged }: { order: OrderDetail; onChanged(): void }) {
  const mayRefund = useCan("payments.refund");
  const confirm = useConfirm();
  const [form, setForm] = useState<"reject" | "refund" | null>(null);
  const [text, setText] = useState("");
  const [amount, setAmount] = useState(String(order.totalAmount));
  const [problem, setProblem] = useState<string | null>(null);
  const { payment } = order;
  const api = consoleApi().payments;

  const run = async (request: () => Promise<unknown>, done: string) => {
    try {
      await request();
      notify(done);
      setForm(null);
      setText("");
      setProblem(null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    }
    onChanged();
  };

  const markPaid = async () => {
    const label = PAID_LABEL[payment.status] ?? "Paid";
    const yes = await confirm({
      title: label,
      message: `Record ${formatRupees(order.totalAmount)} as received for order ${order.orderId}?`,
      confirmLabel: "Record payment",
    });
    if (yes) {
      await run(
        () => call(api.orders({ orderId: order.orderId })["mark-paid"].post({}), { quiet: true }),
        `Order ${order.orderId} is paid.`,
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const orders = api.orders({ orderId: order.orderId });
    if (form === "reject") {
      await run(
        () => call(orders["reject-slip"].post({ reason: text.trim() }), { quiet: true }),
        "Slip rejected: the customer sees why and may send another.",
      );
    } else if (form === "refund") {
      await run(
        () =>
          call(
            api.admin.orders({ orderId: order.orderId }).refund.post({ amount: Number(amount), reason: text.trim() }),
            {
              quiet: true,
            },
          ),
        `Refund on order ${order.orderId} recorded.`,
      );
    }
  };

  return (
    <section aria-labelledby="payment-heading" className="mt-5">
      <h3 id="payment-heading" className="font-semibold">
        Payment
      </h3>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
        <span>{PAYMENT_METHOD_LABELS[payment.method]}</span>
        <PaymentStatusBadge status={payment.status} />
        {payment.codFee > 0 ? <span className="text-muted">{`COD fee ${formatRupees(payment.codFee)}`}</span> : null}
        {payment.invoiceNumber ? <span className="font-mono text-muted">{payment.invoiceNumber}</span> : null}
        {payment.refunded > 0 ? (
          <span className="text-muted">{`Refunded ${formatRupees(payment.refunded)}`}</span>
        ) : null}
      </p>
      {payment.gateway ? (
        <p className="mt-1 text-muted text-xs">
          {`PayHere payment ${payment.gateway.paymentId ?? "-"} · ${payment.gateway.method ?? "-"} · ${payment.gateway.message ?? ""}`}
        </p>
      ) : null}
      {order.slips.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {order.slips.map((slip) => (
            <li key={slip.slipId} className="flex flex-wrap items-center gap-2">
              <a
                href={`/api/v1/payments/orders/${order.orderId}/slips/${slip.slipId}`}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline"
              >
                {`Slip sent ${formatShopTime(slip.uploadedAt)}`}
              </a>
              <span className="text-muted">{`${slip.contentType.replace("application/", "").replace("image/", "").toUpperCase()}, ${Math.ceil(slip.sizeBytes / 1024)} kB`}</span>
              {slip.rejectedReason ? (
                <span className="text-brand-700">{`Rejected: ${slip.rejectedReason}`}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {payment.invoiceNumber ? (
        <p className="mt-2 flex flex-wrap gap-3 text-sm">
          <a href={`/api/v1/payments/orders/${order.orderId}/invoice`} className="font-medium text-brand-700 underline">
            {`Invoice ${payment.invoiceNumber} (PDF)`}
          </a>
          <a
            href={`/api/v1/payments/orders/${order.orderId}/invoice?format=html`}
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline"
          >
            Printable invoice
          </a>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {PAID_LABEL[payment.status] && order.orderStatus !== "CANCELED" ? (
          <button type="button" className={PRIMARY} onClick={markPaid}>
            {PAID_LABEL[payment.status]}
          </button>
        ) : null}
        {payment.status === "SLIP_RECEIVED" ? (
          <button type="button" className={SECONDARY} onClick={() => setForm("reject")}>
            Reject slip
          </button>
        ) : null}
        {payment.status === "PAID" && mayRefund ? (
          <button type="button" className={SECONDARY} onClick={() => setForm("refund")}>
            Record refund
          </button>
        ) : null}
      </div>
      {form ? (
        <form onSubmit={submit} className="mt-3 space-y-2 rounded-md border border-line bg-surface p-3 text-sm">
          {form === "refund" ? (
            <label className="block">
              <span className="font-medium">Amount (Rs.)</span>
              <input
                type="number"
                min={1}
                step="0.01"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className={`mt-1 h-10 ${FIELD_CLASS}`}
              />
            </label>
          ) : null}
          <label className="block">
            <span className="font-medium">{form === "reject" ? "Why (the customer reads this)" : "Reason"}</span>
            <textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={300}
              rows={2}
              className={`mt-1 py-2 ${FIELD_CLASS}`}
            />
          </label>
          <div className="flex gap-2">
            <button type="submit" className={PRIMARY} disabled={text.trim().length < 3}>
              {form === "reject" ? "Reject slip" : "Record refund"}
            </button>
            <button type="button" className={SECONDARY} onClick={() => setForm(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-brand-700 text-sm">
          {problem}
        </p>
      ) : null}
      <ol className="mt-3 space-y-1 text-sm">
        {order.paymentHistory.map((change) => (
          <li key={`${change.changedAt}-${change.toStatus}-${change.fromStatus}`} className="text-muted">
            {`${change.fromStatus ? `${PAYMENT_STATUS_LABELS[change.fromStatus]} → ` : ""}${PAYMENT_STATUS_LABELS[change.toStatus]}`}
            {` by ${change.changedBy}, ${formatShopTime(change.changedAt)}`}
            {change.amount !== null ? ` · ${formatRupees(change.amount)}` : ""}
            {change.note ? ` · ${change.note}` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
