import { t } from "elysia";
import { textField } from "../../http/text-field";

export const CONTACT_LIMITS = { name: 200, email: 320, message: 5000 } as const;

export const contactBody = t.Object({
  name: textField("name", CONTACT_LIMITS.name),
  email: textField("email", CONTACT_LIMITS.email),
  message: textField("message", CONTACT_LIMITS.message),
});

export type ContactInput = typeof contactBody.static;

export const contactReceipt = t.Object({ messageId: t.Number() });
