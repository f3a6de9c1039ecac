import type { Db } from "../../../db/database";
import { writtenRow } from "../../../db/first-row";
import { contactMessages } from "../../../db/schema";
import { SHOP_CONTACT } from "../../../shared/shop-contact";
import { type Clock, HOUR_MS } from "../../clock";
import { badRequest } from "../../http/app-error";
import { escapeHtml } from "../../http/escape-html";
import { createRateLimiter } from "../../http/rate-limiter";
import { queueEmail } from "../../mail/outbox";
import { emailProblem, fieldErrors } from "../input-rules";
import type { ContactInput } from "./model";

/** Messages one client address may send an hour: a conversation, not a flood of the shop's inbox. */
const PER_CLIENT_PER_HOUR = 5;

export const TOO_MANY_MESSAGES = `You have sent several messages in a short time. Please wait a while, or call us on ${SHOP_CONTACT.phone}.`;

const required = (value: string, label: string) => (value ? undefined : `${label} is required`);

/** The contact form: each message is kept and mailed to the shop in one transaction, so neither is lost alone. */
export function createContactService({ db, clock, shopName }: { db: Db; clock: Clock; shopName: string }) {
  const perClient = createRateLimiter({ db, name: "contact", limit: PER_CLIENT_PER_HOUR, windowMs: HOUR_MS, clock });

  return {
    async send(input: ContactInput, client: string): Promise<{ messageId: number }> {
      const name = input.name.trim();
      const email = input.email.normalize("NFKC").trim();
      const message = input.message.trim();
      const { errors, check } = fieldErrors();
      check("name", required(name, "Full name"));
      check("email", emailProblem(email));
      check("message", required(message, "Message"));
      if (errors.length > 0) throw badRequest("Please correct the marked fields.", errors);
      await perClient.enforce(client, TOO_MANY_MESSAGES);

      return db.transaction(async (tx) => {
        const row = await writtenRow(
          tx
            .insert(contactMessages)
            .values({ name, email, message, createdAt: clock() })
            .returning({ id: contactMessages.id }),
        );
        await queueEmail(tx, {
          recipient: SHOP_CONTACT.email,
          subject: `${shopName}: message from ${name}`,
          text: `${name} <${email}> wrote through the contact form:\n\n${message}\n\nAnswer by replying to ${email}.`,
          html: `<p><strong>${escapeHtml(name)}</strong> &lt;<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>&gt; wrote through the contact form:</p><p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
          kind: "contact-message",
        });
        return { messageId: row.id };
      });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
