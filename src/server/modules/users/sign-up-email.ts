import { escapeHtml } from "../../http/escape-html";
import type { OutgoingEmail } from "../../mail/outbox";

const email = (recipient: string, subject: string, lines: string[], kind: string): OutgoingEmail => ({
  recipient,
  subject,
  text: ["Hello,", "", ...lines].join("\n\n"),
  html: `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("")}`,
  kind,
});

/** To the new account's address: what happens next. */
export const signUpEmail = (recipient: string, shopName: string) =>
  email(
    recipient,
    `${shopName}: your staff account is waiting for an admin`,
    [
      `Your ${shopName} staff account was created with this e-mail address.`,
      "An admin must activate it before you can sign in; ask the shop's admin if it takes long.",
      "If you did not sign up, tell the shop: nobody can sign in with the account until an admin activates it.",
    ],
    "sign-up",
  );

/** To the owner of an address someone tried to sign up with again: sign-up answers the same, so only they learn it. */
export const signUpTakenEmail = (recipient: string, shopName: string) =>
  email(
    recipient,
    `${shopName}: someone tried to sign up with your e-mail`,
    [
      `Someone tried to create a ${shopName} staff account with this e-mail address, which already has one.`,
      'If it was you, sign in instead, or use "Forgot password" on the sign-in page.',
      "If it was not you, nothing has changed: your account and password are as they were.",
    ],
    "sign-up-taken",
  );
