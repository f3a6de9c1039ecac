import { deliveryDescription, deliveryFeeText } from "../../../shared/delivery-text";
import { formatRupees } from "../../../shared/money";
import { displayPhone } from "../../../shared/phone-display";
import { escapeHtml } from "../../http/escape-html";
import type { OutgoingEmail } from "../../mail/outbox";
import type { BankAccount } from "../payments";
import type { Order } from "./order-rows";

/** How the order is paid, in a sentence or two: for a transfer, the shop's accounts and the reference to quote. */
function paymentText(order: Order, accounts: readonly BankAccount[]): string[] {
  const total = formatRupees(order.totalAmount, "LKR");
  switch (order.payment.method) {
    case "COD":
      return [`Payment: cash on delivery. Please have ${total} ready when the parts arrive.`];
    case "PAYHERE":
      return [
        order.payment.status === "PAID"
          ? "Payment: paid by card through PayHere. Thank you."
          : "Payment: by card through PayHere. If you did not finish paying, open your order on our website to pay or choose another way.",
      ];
    case "BANK_TRANSFER":
      return [
        `Payment: please pay ${total} by bank transfer with ${order.orderId} as the reference, then send us the slip from your order's page on our website.`,
        ...accounts.map(
          (account) => `  ${account.bank}, ${account.branch}: ${account.accountName}, ${account.accountNumber}`,
        ),
      ];
  }
}

/**
 * The "we have your order" e-mail: what was ordered, the delivery, the total, how to pay, and how to follow it.
 * Anyone can type any e-mail address into the checkout, so the e-mail carries no text the customer typed (their
 * name, address or town): only the shop's own words, its catalog and the district picked from the list.
 */
export function orderConfirmationEmail(
  order: Order,
  recipient: string,
  shopName: string,
  accounts: readonly BankAccount[],
  link: string,
): OutgoingEmail {
  const payment = paymentText(order, accounts);
  const subject = `${shopName}: order ${order.orderId} received`;
  const delivery = deliveryDescription({ ...order.delivery, city: null });
  const fee = deliveryFeeText(order.delivery, "LKR");
  const mobile = displayPhone(order.customerPrimaryMobile);
  const totalNote = order.delivery.fee === null ? " (delivery fee to be added once agreed)" : "";
  const lines = order.orderItems.map(
    (item) =>
      `  ${item.quantity} × ${item.productName}${item.code ? ` (${item.code})` : ""}: ${formatRupees(item.lineTotal, "LKR")}`,
  );
  const text = [
    "Hello,",
    "",
    `Thank you for your order ${order.orderId}. We will call you on ${mobile} to confirm it.`,
    "",
    ...lines,
    `  Items (${order.totalQty}): ${formatRupees(order.itemsTotal, "LKR")}`,
    `  Delivery — ${delivery}: ${fee}`,
    `  Total${totalNote}: ${formatRupees(order.totalAmount, "LKR")}`,
    "",
    ...payment,
    "",
    `Follow it, and download its invoice once it has one, here: ${link}`,
    `(Or under "Track your order" on our website with the order number ${order.orderId} and this e-mail address or your mobile number.)`,
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
  const html = `<p>Hello,</p><p>Thank you for your order <strong>${escapeHtml(order.orderId)}</strong>. We will call you on ${escapeHtml(mobile)} to confirm it.</p><table cellpadding="4">${rows}<tr><td></td><td>Items (${order.totalQty})</td>${cell(formatRupees(order.itemsTotal, "LKR"))}</tr><tr><td></td><td>Delivery — ${escapeHtml(delivery)}</td>${cell(fee)}</tr><tr><td></td><td><strong>Total${escapeHtml(totalNote)}</strong></td><td style="text-align:right"><strong>${escapeHtml(formatRupees(order.totalAmount, "LKR"))}</strong></td></tr></table>${payment.map((line) => `<p>${escapeHtml(line.trim())}</p>`).join("")}<p><a href="${escapeHtml(link)}">Follow your order</a>, and download its invoice once it has one. (Or under “Track your order” on our website with the order number ${escapeHtml(order.orderId)} and this e-mail address or your mobile number.)</p><p>${escapeHtml(shopName)}</p>`;
  return { recipient, subject, text, html, kind: "order-confirmation" };
}
