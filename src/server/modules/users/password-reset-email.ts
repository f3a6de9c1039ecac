import { escapeHtml } from "../../http/escape-html";
import type { OutgoingEmail } from "../../mail/outbox";

export function passwordResetEmail(recipient: string, code: string, minutes: number, shopName: string): OutgoingEmail {
  const subject = `${shopName}: your password reset code`;
  const text = [
    "Hello,",
    "",
    `Someone asked to reset the password of your ${shopName} staff account. Your code is:`,
    "",
    `    ${code}`,
    "",
    `It works for ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  ].join("\n");
  const shop = escapeHtml(shopName);
  const html = `<p>Hello,</p><p>Someone asked to reset the password of your ${shop} staff account. Your code is:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p><p>It works for ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`;
  return { recipient, subject, text, html, kind: "password-reset" };
}
