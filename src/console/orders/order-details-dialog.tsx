import { Dialog } from "radix-ui";
import { type ReactNode, useEffect, useState } from "react";
import type { Order, OrderDetail } from "../../server/api-types";
import { call } from "../../shared/api-client";
import { deliveryDescription, deliveryFeeText } from "../../shared/delivery-text";
import { formatRupees } from "../../shared/money";
import { useRevalidate } from "../../shared/page-router";
import { packingSlipPath } from "../../shared/paths";
import { displayPhone } from "../../shared/phone-display";
import { formatShopDate, formatShopTime } from "../../shared/shop-time";
import { whatsappLink } from "../../shared/whatsapp";
import { ItemActivity } from "../components/item-activity";
import { consoleApi } from "../session";
import { useCan } from "../viewer";
import { detailsOpen, OrderDetailsForm, OrderDispatch, OrderNotes } from "./order-desk";
import { OrderPayment } from "./order-payment";

const DESK_BUTTON =
  "inline-flex min-h-10 items-center rounded-md border border-gray-400 px-4 font-semibold text-sm hover:bg-surface";

import { ENGLISH_LANGUAGE_NAMES, LANGUAGE_NAMES } from "../../shared/i18n/locales";
import { OrderStatusBadge, statusLabel } from "./order-status-badge";

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-muted text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function StatusHistory({ detail }: { detail: OrderDetail | null }) {
  if (!detail) return <p className="mt-2 text-muted text-sm">Loading the history…</p>;
  return (
    <ol className="mt-2 space-y-2 text-sm">
      {detail.statusHistory.map((change) => (
        <li key={`${change.changedAt}-${change.toStatus}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {change.fromStatus ? (
            <>
              <span className="text-muted">{statusLabel(change.fromStatus)} →</span>
              <OrderStatusBadge status={change.toStatus} />
            </>
          ) : (
            <>
              <span className="text-muted">Placed as</span>
              <OrderStatusBadge status={change.toStatus} />
            </>
          )}
          <span className="text-muted">
            by {change.changedBy}, {formatShopTime(change.changedAt)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Full-screen on a phone (Close always in reach), 600 px and centred from the small breakpoint up. */
export const DIALOG_FRAME =
  "fixed inset-0 z-40 flex flex-col bg-white shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-[600px] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl";

/**
 * Spec "Order details dialog" (600 px): the order's fields, its items and who changed its status when; then the
 * orders desk: its payment, dispatch, staff's notes, the customer's details corrected before dispatch, the packing
 * slip, and (for those who may read the log) every change made to it.
 */
export function OrderDetailsDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const [detail, setDetail] = useState<OrderDetail | null>(null);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState(false);
  const mayEditDetails = useCan("orders.details");
  const revalidate = useRevalidate();
  const orderId = order?.orderId;

  useEffect(() => {
    // A reload after a payment move keeps the order on screen; another order starts empty.
    setDetail((shown) => (version > 0 && shown?.orderId === orderId ? shown : null));
    if (!orderId) return;
    let current = true;
    call(consoleApi().orders({ orderId }).get()).then(
      (found) => current && setDetail(found),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [orderId, version]);

  /** A payment moved: the dialog and the list behind it show what the server now holds. */
  const changed = () => {
    setVersion((v) => v + 1);
    revalidate();
  };

  const shown = detail ?? order;
  const detailsForm =
    editing && detail ? (
      <OrderDetailsForm
        order={detail}
        onDone={(saved) => {
          setEditing(false);
          if (saved) changed();
        }}
      />
    ) : null;
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className={DIALOG_FRAME}>
          {shown ? (
            <>
              <div className="flex items-start justify-between gap-3 border-line border-b px-6 py-4">
                <div>
                  <Dialog.Title className="font-bold text-lg">
                    Order <span className="whitespace-nowrap">{shown.orderId}</span>
                  </Dialog.Title>
                  <Dialog.Description className="text-muted text-sm">
                    Placed {formatShopDate(shown.orderPlacedDate)}, {formatShopTime(shown.orderPlacedDate).slice(11)}
                  </Dialog.Description>
                </div>
                <OrderStatusBadge status={shown.orderStatus} />
              </div>
              <div className="overflow-y-auto px-6 py-4">
                {shown.stockHeld || shown.orderStatus === "CANCELED" ? null : (
                  <p
                    role="status"
                    data-testid="order-stock-waits"
                    className="mb-3 rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-orange-900 text-sm"
                  >
                    Placed without taking stock: an unpaid order beyond the shop's limits. Call the customer, then mark
                    it Received to set its parts aside, or cancel it.
                  </p>
                )}
                {detailsForm ?? (
                  <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
                    <Field label="Order ID">
                      <span className="font-mono">{shown.orderId}</span>
                    </Field>
                    <Field label="Customer">{shown.customerFullName}</Field>
                    <Field label="Email">
                      {shown.customerEmail ? (
                        <a href={`mailto:${shown.customerEmail}`} className="text-brand-700 hover:underline">
                          {shown.customerEmail}
                        </a>
                      ) : (
                        "None given"
                      )}
                    </Field>
                    <Field label="Primary mobile">
                      <a href={`tel:${shown.customerPrimaryMobile}`} className="text-brand-700 hover:underline">
                        {displayPhone(shown.customerPrimaryMobile)}
                      </a>
                      {" · "}
                      <a
                        href={whatsappLink(
                          shown.customerPrimaryMobile,
                          `Hello ${shown.customerFullName}, about your order ${shown.orderId}: `,
                        )}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-emerald-800 hover:underline"
                      >
                        WhatsApp
                      </a>
                      {shown.smsUpdates ? "" : " · no texts"}
                    </Field>
                    <Field label="Secondary mobile">{displayPhone(shown.customerSecondaryMobile) || "-"}</Field>
                    <Field label="Language">
                      <span lang={shown.locale} data-testid="order-language">
                        {LANGUAGE_NAMES[shown.locale]}
                      </span>
                      {shown.locale === "en" ? "" : ` (${ENGLISH_LANGUAGE_NAMES[shown.locale]})`}
                    </Field>
                    <Field label="Order date">{formatShopDate(shown.orderPlacedDate)}</Field>
                    <Field label="Delivery" wide>
                      <span data-testid="order-delivery">{deliveryDescription(shown.delivery)}</span>
                      {shown.delivery.weightKg ? ` · ${shown.delivery.weightKg} kg` : ""}
                      {shown.delivery.zone ? ` · ${shown.delivery.zone}` : ""}
                    </Field>
                    {shown.delivery.method === "PICKUP" ? null : (
                      <Field label="Address" wide>
                        {[shown.customerAddress, shown.delivery.postalCode].filter(Boolean).join(", ")}
                      </Field>
                    )}
                    <Field label="Items">{`${shown.totalQty} · ${formatRupees(shown.itemsTotal, "LKR")}`}</Field>
                    <Field label="Delivery fee">{deliveryFeeText(shown.delivery)}</Field>
                    <Field label="Total amount">
                      <span className="font-semibold">{formatRupees(shown.totalAmount, "LKR")}</span>
                    </Field>
                  </dl>
                )}
                <div className="mt-3 flex flex-wrap gap-2">
                  {detail && !editing && mayEditDetails && detailsOpen(detail) ? (
                    <button type="button" onClick={() => setEditing(true)} className={DESK_BUTTON}>
                      Edit contact and delivery
                    </button>
                  ) : null}
                  <a href={packingSlipPath(shown.orderId)} target="_blank" rel="noopener" className={DESK_BUTTON}>
                    Packing slip
                  </a>
                </div>
                <h3 className="mt-5 font-semibold">Items</h3>
                <div className="mt-2 overflow-x-auto rounded-md border border-line">
                  <table className="w-full text-left text-sm">
                    <thead className="bg-surface text-muted">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-medium">
                          Product code
                        </th>
                        <th scope="col" className="px-3 py-2 font-medium">
                          Product name
                        </th>
                        <th scope="col" className="px-3 py-2 text-right font-medium">
                          Quantity
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {shown.orderItems.map((item) => (
                        <tr key={`${item.productId}-${item.code}`} className="border-line border-t">
                          <td className="whitespace-nowrap px-3 py-2 font-mono">{item.code || "-"}</td>
                          <td className="px-3 py-2">{item.productName}</td>
                          <td className="px-3 py-2 text-right tabular-nums">{item.quantity}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                {detail ? <OrderPayment order={detail} onChanged={changed} /> : null}
                {detail ? <OrderDispatch order={detail} onChanged={changed} /> : null}
                <h3 className="mt-5 font-semibold">Status history</h3>
                <StatusHistory detail={detail} />
                {detail ? <OrderNotes order={detail} onChanged={changed} /> : null}
                <ItemActivity item={`order:${shown.orderId}`} version={version} />
              </div>
              <div className="flex justify-end border-line border-t px-6 py-3">
                <Dialog.Close className="h-10 rounded-md bg-ink px-5 font-semibold text-white hover:bg-steel">
                  Close
                </Dialog.Close>
              </div>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
