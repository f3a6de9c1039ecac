import { Elysia } from "elysia";
import { CONTACT_MESSAGE_SENT } from "../../../shared/visitor-forms";
import { clientAddress } from "../../http/client-address";
import { created, envelopeOf } from "../../http/envelope";
import type { BotCheckGuard } from "../bot-check";
import { contactBody, contactReceipt } from "./model";
import type { ContactService } from "./service";

export const contactRoutes = (contact: ContactService, botChecked: BotCheckGuard, proxyHops: number) =>
  new Elysia({ prefix: "/contact", tags: ["Contact"] })
    .use(botChecked)
    .post(
      "/visitor/send",
      async ({ body, request }) =>
        created(await contact.send(body, clientAddress(request, proxyHops)), CONTACT_MESSAGE_SENT),
      {
        botChecked: true,
        body: contactBody,
        response: { 201: envelopeOf(contactReceipt) },
        detail: {
          summary: "Send the shop a message from the contact form (public)",
          description:
            "Stored and e-mailed to the shop through the outbox. 400 with field errors for a missing name, message or invalid e-mail; 429 (Retry-After) after 5 messages an hour from one client.",
        },
      },
    );
