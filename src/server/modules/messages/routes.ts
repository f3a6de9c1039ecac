import { Elysia, t } from "elysia";
import { OUTBOX_STATUSES } from "../../../db/schema";
import { LOCALES } from "../../../shared/i18n/locales";
import { MESSAGE_KINDS, PLACEHOLDERS } from "../../../shared/message-templates";
import { stockAlertNote } from "../../../shared/visitor-forms";
import { clientAddress } from "../../http/client-address";
import { envelopeOf, ok } from "../../http/envelope";
import type { StaffGuard } from "../../http/staff-guard";
import type { BotCheckGuard } from "../bot-check";
import type { MessageService } from "./service";
import { STOCK_ALERTS_PER_ADDRESS_PER_HOUR, STOCK_ALERTS_PER_HOUR, type StockAlerts } from "./stock-alerts";

const kindParams = t.Object({ kind: t.String({ maxLength: 40 }) });
/** Which language's wording: English unless asked (si, ta). */
const languageQuery = t.Object({
  locale: t.Optional(t.UnionEnum(LOCALES, { error: "locale must be en, si or ta", field: "locale" })),
});
const size = {
  characters: t.Number(),
  segments: t.Number({ description: "SMS segments the gateway bills it as" }),
  encoding: t.UnionEnum(["GSM-7", "UCS-2"]),
};
const templateRow = t.Object({
  kind: t.UnionEnum(MESSAGE_KINDS),
  when: t.String(),
  placeholders: t.Array(t.UnionEnum(Object.keys(PLACEHOLDERS) as [keyof typeof PLACEHOLDERS])),
  text: t.String(),
  defaultText: t.String(),
  edited: t.Boolean(),
});
const savedTemplate = t.Object({ kind: t.UnionEnum(MESSAGE_KINDS), text: t.String(), ...size });
const productId = t.Integer({ minimum: 1, error: "productId must be a whole number, 1 or more", field: "productId" });
const contact = t.String({ maxLength: 320, error: "contact must be at most 320 characters", field: "contact" });
const stockAlertPlace = t.Object({
  productId: t.Number(),
  confirmed: t.Boolean({ description: "True once the code was entered: the place counts" }),
  channel: t.UnionEnum(["SMS", "EMAIL"], { description: "Where the code went, and the message will go" }),
});
const outboxRow = t.Object({
  id: t.Number(),
  recipient: t.String({ description: "E.164" }),
  kind: t.String(),
  body: t.String(),
  status: t.UnionEnum(OUTBOX_STATUSES),
  attempts: t.Number(),
  lastError: t.Nullable(t.String({ description: "The gateway's answer to the last failed try" })),
  createdAt: t.String({ format: "date-time" }),
  sentAt: t.Nullable(t.String({ format: "date-time" })),
  orderNumber: t.Nullable(t.String()),
});
const settingsRow = t.Object({
  whatsapp: t.Nullable(t.String()),
  alertMobile: t.Nullable(t.String()),
  alertEmail: t.Nullable(t.String()),
});
const optionalText = (field: string, maxLength: number) =>
  t.Nullable(t.String({ maxLength, error: `${field} must be at most ${maxLength} characters`, field }));
const alertsRow = t.Object({
  now: t.String({ format: "date-time", description: "Pass it as `since` next time" }),
  orders: t.Array(
    t.Object({
      orderId: t.String(),
      customer: t.String(),
      total: t.Number(),
      placedAt: t.String({ format: "date-time" }),
    }),
  ),
  slips: t.Array(t.Object({ orderId: t.String(), uploadedAt: t.String({ format: "date-time" }) })),
  signUps: t.Array(t.Object({ email: t.String(), createdAt: t.String({ format: "date-time" }) })),
});

/** The console's Messages screen and the live alerts (docs/messages.md). */
export const messageRoutes = (
  messages: MessageService,
  stockAlerts: StockAlerts,
  guard: StaffGuard,
  botChecked: BotCheckGuard,
  proxyHops: number,
) =>
  new Elysia({ prefix: "/messages", tags: ["Messages"] })
    .use(guard)
    .use(botChecked)
    .post(
      "/visitor/back-in-stock",
      async ({ body, request }) => {
        const client = clientAddress(request, proxyHops);
        const place = await stockAlerts.subscribe(body.productId, body.contact, client, body.locale);
        return ok(place, stockAlertNote(place));
      },
      {
        botChecked: true,
        body: t.Object({
          productId,
          contact,
          locale: t.Optional(
            t.UnionEnum(LOCALES, {
              description: "The page's language: the code and the news go in it (default en)",
              error: "locale must be en, si or ta",
            }),
          ),
        }),
        response: envelopeOf(stockAlertPlace),
        detail: {
          summary: "Tell me when this part is back in stock (public)",
          description: `contact is a Sri Lankan mobile or an e-mail address. A 6-digit code goes there (confirmed: false); the place counts once it is confirmed with /visitor/back-in-stock/confirm. Asking again sends a new code; asking for a confirmed place changes nothing (confirmed: true). 404 for a part not sold, 409 when it is in stock now, 429 past ${STOCK_ALERTS_PER_ADDRESS_PER_HOUR} codes an hour from one address, ${STOCK_ALERTS_PER_HOUR} for the whole shop, or the contact's own codes for the hour or day.`,
        },
      },
    )
    .post(
      "/visitor/back-in-stock/confirm",
      async ({ body }) => {
        const place = await stockAlerts.confirm(body.productId, body.contact, body.code);
        return ok(place, stockAlertNote(place));
      },
      {
        body: t.Object({
          productId,
          contact,
          code: t.String({ maxLength: 20, error: "code must be at most 20 characters", field: "code" }),
        }),
        response: envelopeOf(stockAlertPlace),
        detail: {
          summary: "Confirm a back-in-stock request with its code (public)",
          description:
            "The code works for 30 minutes; 5 wrong tries or a newer code void it (400, on the field code). Confirming twice is fine.",
        },
      },
    )
    .get("/templates", async ({ query }) => ok(await messages.templates(query.locale)), {
      staff: true,
      query: languageQuery,
      response: envelopeOf(t.Array(templateRow)),
      detail: {
        summary: "The texts customers receive, with their placeholders",
        description:
          "In English, or in Sinhala or Tamil (`locale`): an order's texts go in the language it was placed in.",
      },
    })
    .put(
      "/templates/:kind",
      async ({ params, body, user, query }) =>
        ok(await messages.saveTemplate(params.kind, body.text, user, query.locale), "Text saved."),
      {
        can: "settings.edit",
        params: kindParams,
        query: languageQuery,
        body: t.Object({
          text: t.String({ maxLength: 2000, error: "text must be at most 2000 characters", field: "text" }),
        }),
        response: envelopeOf(savedTemplate),
        detail: {
          summary: "Change a text's wording (admin)",
          description: "400 naming any placeholder the text may not use; 404 for an unknown text.",
        },
      },
    )
    .delete(
      "/templates/:kind",
      async ({ params, user, query }) =>
        ok(await messages.resetTemplate(params.kind, user, query.locale), "Back to the default text."),
      {
        can: "settings.edit",
        params: kindParams,
        query: languageQuery,
        response: envelopeOf(savedTemplate),
        detail: { summary: "Put a text back to its default wording (admin)" },
      },
    )
    .get("/outbox", async ({ query }) => ok(await messages.outbox(query)), {
      staff: true,
      query: t.Object({
        status: t.Optional(t.UnionEnum(OUTBOX_STATUSES)),
        page: t.Optional(t.Integer({ minimum: 1, maximum: 100_000, error: "page must be a whole number from 1" })),
      }),
      response: envelopeOf(
        t.Object({
          gateway: t.Nullable(t.String({ description: "The SMS gateway in use; null: texts wait here" })),
          count: t.Number(),
          today: t.Object(
            {
              texts: t.Number({
                description: "Texts today (Sri Lanka time), sent or waiting; failed ones are not billed",
              }),
              parts: t.Number({ description: "The SMS parts they take: what the gateway bills" }),
              byKind: t.Array(t.Object({ kind: t.String(), texts: t.Number() })),
            },
            { description: "The day's SMS spend" },
          ),
          data: t.Array(outboxRow),
        }),
      ),
      detail: { summary: "Texts sent, waiting and failed (with the gateway's answer), newest first" },
    })
    .get("/settings", async () => ok(await messages.settings()), {
      staff: true,
      response: envelopeOf(settingsRow),
      detail: { summary: "The shop's WhatsApp number and where new-order alerts go" },
    })
    .put(
      "/settings",
      async ({ body, user }) => ok(await messages.saveSettings(body, user), "Message settings saved."),
      {
        can: "settings.edit",
        body: t.Object({
          whatsapp: optionalText("whatsapp", 40),
          alertMobile: optionalText("alertMobile", 40),
          alertEmail: optionalText("alertEmail", 320),
        }),
        response: envelopeOf(settingsRow),
        detail: {
          summary: "Set the shop's WhatsApp number and new-order alerts (admin)",
          description:
            "Numbers are Sri Lankan mobiles in any usual form, stored as E.164; empty or null turns one off.",
        },
      },
    )
    .get("/alerts", async ({ query }) => ok(await messages.alerts(new Date(query.since ?? Date.now()))), {
      staff: true,
      query: t.Object({
        since: t.Optional(
          t.String({ format: "date-time", error: "since must be a date-time like the last answer's now" }),
        ),
      }),
      response: envelopeOf(alertsRow),
      detail: {
        summary: "What happened since `since`: new orders, slips sent, staff sign-ups (the console polls it)",
      },
    });
