import { deliveryDescription, deliveryFeeText } from "../../../shared/delivery-text";
import { formatRupees } from "../../../shared/money";
import { displayPhone } from "../../../shared/phone-display";
import { escapeHtml } from "../../http/escape-html";
import type { OutgoingEmail } from "../../mail/outbox";
import type { Order } from "./order-rows";

/** The "we have your order" e-mail: what was ordered, the delivery, the total, and how to follow it. */
export function orderConfirmationEmail(order: Order, recipient: string, shopName: string): OutgoingEmail {
  const subject = `${shopName}: order ${order.orderId} received`;
  const delivery = deliveryDescription(order.delivery);
  const fee = deliveryFeeText(order.delivery, "LKR");
  const mobile = displayPhone(order.customerPrimaryMobile);
  const where = order.delivery.method === "PICKUP" ? "" : ` Delivery address: ${order.customerAddress}.`;
  const totalNote = order.delivery.fee === null ? " (delivery fee to be added once agreed)" : "";
  const lines = order.orderItems.map(
    (item) =>
      `  ${item.quantity} × ${item.productName}${item.code ? ` (${item.code})` : ""}: ${formatRupees(item.lineTotal, "LKR")}`,
  );
  const text = [
    `Dear ${order.customerFullName},`,
    "",
    `Thank you for your order ${order.orderId}. We will call you on ${mobile} to confirm it.${where}`,
    "",
    ...lines,
    `  Items (${order.totalQty}): ${formatRupees(order.itemsTotal, "LKR")}`,
    `  Delivery — ${delivery}: ${fee}`,
    `  Total${totalNote}: ${formatRupees(order.totalAmount, "LKR")}`,
    "",
    `You can follow it under "Track your order" on our website with the order number ${order.orderId} and this e-mail address or your mobile number.`,
    "",
    shopName,
  ].join("\n");

  const cell = (value: string) => `<td style="text-align:right">${escapeHtml(value)}</td>`;
  const rows = order.orderItems
    .map(
      (item) =>
        `<tr><td>${item.quantity} ×</td><td>${escapeHtml(item.productName)}${item.code ? ` <small>(${escapeHtml(item.code)})</small>` : ""}</td>${cell(formatRupees(item.lineTotal, "LKR"))}</tr>`,
    )
    .join("");
  const html = `<p>Dear ${escapeHtml(order.customerFullName)},</p><p>Thank you for your order <strong>${escapeHtml(order.orderId)}</strong>. We will call you on ${escapeHtml(mobile)} to confirm it.${escapeHtml(where)}</p><table cellpadding="4">${rows}<tr><td></td><td>Items (${order.totalQty})</td>${cell(formatRupees(order.itemsTotal, "LKR"))}</tr><tr><td></td><td>Delivery — ${escapeHtml(delivery)}</td>${cell(fee)}</tr><tr><td></td><td><strong>Total${escapeHtml(totalNote)}</strong></td><td style="text-align:right"><strong>${escapeHtml(formatRupees(order.totalAmount, "LKR"))}</strong></td></tr></table><p>You can follow it under “Track your order” on our website with the order number ${escapeHtml(order.orderId)} and this e-mail address or your mobile number.</p><p>${escapeHtml(shopName)}</p>`;
  return { recipient, subject, text, html, kind: "order-confirmation" };
}
