import { escapeHtml } from "../../http/escape-html";
import type { OutgoingEmail } from "../../mail/outbox";

/** The double opt-in e-mail: nothing is sent to the address until its owner follows this link. */
export function confirmSubscriptionEmail(recipient: string, link: string, shopName: string): OutgoingEmail {
  const lines = [
    `Someone (we hope you) asked for ${shopName}'s newsletter at this address.`,
    "To receive it, open this link and press Confirm:",
  ];
  const after = "If it was not you, ignore this e-mail: you will receive nothing more from us.";
  return {
    recipient,
    subject: `${shopName}: please confirm your newsletter sign-up`,
    text: ["Hello,", ...lines, link, after].join("\n\n"),
    html: `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}<p><a href="${escapeHtml(link)}">Confirm my sign-up</a></p><p>${escapeHtml(after)}</p>`,
    kind: "newsletter-confirm",
  };
}
