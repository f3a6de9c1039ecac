import { formatShopTime } from "../../../shared/shop-time";
import { escapeHtml } from "../../http/escape-html";
import type { OutgoingEmail } from "../../mail/outbox";

/**
 * Tells an account's owner that something that guards it changed (ASVS 2.2.3, 2.5.5): if it was not them, they
 * know at once to call the shop's admin.
 */
export function accountChangedEmail(recipient: string, change: string, at: Date, shopName: string): OutgoingEmail {
  const lines = [
    `${change} on your ${shopName} staff account, at ${formatShopTime(at.toISOString())} (Sri Lanka time).`,
    "If you did this, or asked an admin to, there is nothing more to do.",
    "If not, tell the shop's admin at once: someone else may be using your account.",
  ];
  return {
    recipient,
    subject: `${shopName}: ${change.toLowerCase()}`,
    text: ["Hello,", ...lines].join("\n\n"),
    html: `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
    kind: "account-changed",
  };
}
