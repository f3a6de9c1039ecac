import { t } from "elysia";

export const CONTACT_LIMITS = { name: 200, email: 320, message: 5000 } as const;

const text = (field: string, maxLength: number) =>
  t.String({ maxLength, error: `${field} is required (at most ${maxLength.toLocaleString("en-US")} characters)` });

export const contactBody = t.Object({
  name: text("name", CONTACT_LIMITS.name),
  email: text("email", CONTACT_LIMITS.email),
  message: text("message", CONTACT_LIMITS.message),
});

export type ContactInput = typeof contactBody.static;

export const contactReceipt = t.Object({ messageId: t.Number() });
