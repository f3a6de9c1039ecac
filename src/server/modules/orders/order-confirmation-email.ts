import { formatRupees } from "../../../shared/money";
import { escapeHtml } from "../../http/escape-html";
import type { OutgoingEmail } from "../../mail/outbox";
import type { Order } from "./order-rows";

/** The "we have your order" e-mail: what was ordered, what it costs, and how to follow it. */
export function orderConfirmationEmail(order: Order, shopName: string): OutgoingEmail {
  const subject = `${shopName}: order ${order.orderId} received`;
  const lines = order.orderItems.map(
    (item) =>
      `  ${item.quantity} × ${item.productName}${item.code ? ` (${item.code})` : ""}: ${formatRupees(item.lineTotal, "LKR")}`,
  );
  const text = [
    `Dear ${order.customerFullName},`,
    "",
    `Thank you for your order ${order.orderId}. We will call you on ${order.customerPrimaryMobile} to arrange delivery to:`,
    `  ${order.customerAddress}`,
    "",
    ...lines,
    `  Total (${order.totalQty} items, free delivery): ${formatRupees(order.totalAmount, "LKR")}`,
    "",
    `You can follow it under "Track your order" on our website with the order number ${order.orderId} and this e-mail address.`,
    "",
    shopName,
  ].join("\n");

  const rows = order.orderItems
    .map(
      (item) =>
        `<tr><td>${item.quantity} ×</td><td>${escapeHtml(item.productName)}${item.code ? ` <small>(${escapeHtml(item.code)})</small>` : ""}</td><td style="text-align:right">${escapeHtml(formatRupees(item.lineTotal, "LKR"))}</td></tr>`,
    )
    .join("");
  const html = `<p>Dear ${escapeHtml(order.customerFullName)},</p><p>Thank you for your order <strong>${escapeHtml(order.orderId)}</strong>. We will call you on ${escapeHtml(order.customerPrimaryMobile)} to arrange delivery to: ${escapeHtml(order.customerAddress)}</p><table cellpadding="4">${rows}<tr><td></td><td><strong>Total (${order.totalQty} items, free delivery)</strong></td><td style="text-align:right"><strong>${escapeHtml(formatRupees(order.totalAmount, "LKR"))}</strong></td></tr></table><p>You can follow it under “Track your order” on our website with the order number ${escapeHtml(order.orderId)} and this e-mail address.</p><p>${escapeHtml(shopName)}</p>`;
  return { recipient: order.customerEmail, subject, text, html, kind: "order-confirmation" };
}
