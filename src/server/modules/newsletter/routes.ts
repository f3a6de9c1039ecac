import { Elysia } from "elysia";
import { NEWSLETTER_SUBSCRIBED } from "../../../shared/visitor-forms";
import { clientAddress } from "../../http/client-address";
import { envelopeOf, ok } from "../../http/envelope";
import type { BotCheckGuard } from "../bot-check";
import { subscribeBody, subscription } from "./model";
import type { NewsletterService } from "./service";

export const newsletterRoutes = (newsletter: NewsletterService, botChecked: BotCheckGuard, proxyHops: number) =>
  new Elysia({ prefix: "/newsletter", tags: ["Newsletter"] })
    .use(botChecked)
    .post(
      "/visitor/subscribe",
      async ({ body, request }) =>
        ok(await newsletter.subscribe(body.email, clientAddress(request, proxyHops)), NEWSLETTER_SUBSCRIBED),
      {
        botChecked: true,
        body: subscribeBody,
        response: envelopeOf(subscription),
        detail: {
          summary: "Sign up for the newsletter (public)",
          description:
            "Idempotent: an address is stored once, whatever its case, and a repeat answers the same 200. 400 with a field error for an invalid e-mail; 429 (Retry-After) after 10 sign-ups an hour from one client or 3 of one address.",
        },
      },
    );
