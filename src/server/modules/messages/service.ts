import { and, count, desc, eq, gt, gte } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { OUTBOX_STATUSES, type OutboxStatus, orders, smsOutbox, users } from "../../../db/schema";
import { LANGUAGE_NAMES, type Locale } from "../../../shared/i18n/locales";
import {
  DEFAULT_TEMPLATES,
  defaultText,
  MESSAGE_KINDS,
  type MessageKind,
  missingPlaceholders,
  smsSize,
  unknownPlaceholders,
} from "../../../shared/message-templates";
import { centsToRupees } from "../../../shared/money";
import { isOneOf } from "../../../shared/one-of";
import type { Clock } from "../../clock";
import type { SmsConfig } from "../../config";
import { badRequest, notFound } from "../../http/app-error";
import { startOfShopDay } from "../../shop-day";
import { emailProblem, fieldErrors, normalizeEmail } from "../input-rules";
import { readMobile } from "../mobile-number";
import { slipsSentSince } from "../payments";
import { type ActivityItem, type Actor, recordSettingsChange } from "../security-log";
import {
  type MessageSettings,
  readMessageSettings,
  readTemplate,
  readTemplates,
  writeMessageSettings,
  writeTemplate,
} from "./message-settings";

/** Notify.lk takes at most 621 characters; four English segments are plenty for a shop's text. */
export const MAX_TEMPLATE_LENGTH = 612;
const OUTBOX_PAGE_SIZE = 20;
const ALERT_OVERLAP_MS = 10_000;

export interface MessageSettingsInput {
  whatsapp: string | null;
  alertMobile: string | null;
  alertEmail: string | null;
}

/** A status the console may filter the outbox by (from the URL). */
export const isOutboxStatus = (status: string | null): status is OutboxStatus =>
  (OUTBOX_STATUSES as readonly (string | null)[]).includes(status);

const isKind = (kind: string): kind is MessageKind => isOneOf(MESSAGE_KINDS, kind);

/**
 * The console's Messages screen: the texts' wording (admins), the SMS outbox as staff see it, the shop's WhatsApp
 * number and new-order alerts; and the live alerts every console page polls (new orders, slips, sign-ups).
 */
export function createMessageService({ db, clock, sms }: { db: Db; clock: Clock; sms: SmsConfig }) {
  /** A text's change, written and recorded in one transaction (nothing recorded when it reads the same). */
  async function loggedWrite(
    by: Actor,
    item: ActivityItem,
    label: string,
    before: string,
    after: string,
    write: (tx: DbTx) => Promise<unknown>,
  ) {
    await db.transaction(async (tx) => {
      await write(tx);
      await recordSettingsChange(tx, {
        item,
        label,
        before: { text: before },
        after: { text: after },
        actorId: by.id,
        at: clock(),
      });
    });
  }

  function requireKind(kind: string): MessageKind {
    if (!isKind(kind)) throw notFound(`There is no text called "${kind}".`);
    return kind;
  }

  /**
   * Today's texts (the shop's day, Sri Lanka time), sent or waiting, and the SMS parts they take: what the gateway
   * bills, so staff see the day's spend, and which kinds it went on.
   */
  async function textsToday() {
    const rows = await db
      .select({ kind: smsOutbox.kind, body: smsOutbox.body, status: smsOutbox.status })
      .from(smsOutbox)
      .where(gte(smsOutbox.createdAt, startOfShopDay(clock())));
    const byKind = new Map<string, number>();
    let parts = 0;
    for (const row of rows) {
      if (row.status === "FAILED") continue;
      parts += smsSize(row.body).segments;
      byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + 1);
    }
    return {
      texts: [...byKind.values()].reduce((sum, n) => sum + n, 0),
      parts,
      byKind: [...byKind].map(([kind, texts]) => ({ kind, texts })).sort((a, b) => b.texts - a.texts),
    };
  }

  return {
    /** Each text in a language (English by default), with its default wording in that language. */
    templates: async (locale: Locale = "en") =>
      (await readTemplates(db, locale)).map((template) => ({
        ...template,
        placeholders: [...template.placeholders],
        defaultText: defaultText(template.kind, locale),
      })),

    async saveTemplate(kind: string, raw: string, by: Actor, locale: Locale = "en") {
      const known = requireKind(kind);
      const text = raw.replace(/\r\n?/g, "\n").trim();
      const { errors, check } = fieldErrors();
      check("text", text ? undefined : "Write the text, or reset it to the default");
      check("text", text.length > MAX_TEMPLATE_LENGTH ? `At most ${MAX_TEMPLATE_LENGTH} characters` : undefined);
      const unknown = unknownPlaceholders(text, DEFAULT_TEMPLATES[known].placeholders);
      if (unknown.length > 0) {
        check(
          "text",
          `This text cannot use ${unknown.map((name) => `{${name}}`).join(", ")}. It may use ${DEFAULT_TEMPLATES[known].placeholders.map((name) => `{${name}}`).join(", ")}.`,
        );
      }
      const missing = missingPlaceholders(text, DEFAULT_TEMPLATES[known].required);
      if (missing.length > 0) {
        check("text", `This text must keep ${missing.map((name) => `{${name}}`).join(", ")}: the customer needs it.`);
      }
      if (errors.length > 0) throw badRequest(errors.map((error) => error.message).join(" "), errors);
      await loggedWrite(
        by,
        locale === "en" ? `message:${known}` : `message:${known}:${locale}`,
        `Text "${DEFAULT_TEMPLATES[known].when}"${locale === "en" ? "" : ` (${LANGUAGE_NAMES[locale]})`}`,
        await readTemplate(db, known, locale),
        text,
        (tx) => writeTemplate(tx, known, text, clock(), locale),
      );
      return { kind: known, text, ...smsSize(text) };
    },

    async resetTemplate(kind: string, by: Actor, locale: Locale = "en") {
      const known = requireKind(kind);
      const label = `Text "${DEFAULT_TEMPLATES[known].when}"${locale === "en" ? "" : ` (${LANGUAGE_NAMES[locale]})`}`;
      const text = defaultText(known, locale);
      await loggedWrite(
        by,
        locale === "en" ? `message:${known}` : `message:${known}:${locale}`,
        label,
        await readTemplate(db, known, locale),
        text,
        (tx) => writeTemplate(tx, known, null, clock(), locale),
      );
      return { kind: known, text, ...smsSize(text) };
    },

    /** The texts, newest first; `status` narrows to one (FAILED: what staff must look at). */
    async outbox(query: { status?: OutboxStatus; page?: number }) {
      const page = query.page ?? 1;
      const where = query.status ? eq(smsOutbox.status, query.status) : undefined;
      const rows = await db
        .select({
          id: smsOutbox.id,
          recipient: smsOutbox.recipient,
          kind: smsOutbox.kind,
          body: smsOutbox.body,
          status: smsOutbox.status,
          attempts: smsOutbox.attempts,
          lastError: smsOutbox.lastError,
          createdAt: smsOutbox.createdAt,
          sentAt: smsOutbox.sentAt,
          orderNumber: orders.orderNumber,
        })
        .from(smsOutbox)
        .leftJoin(orders, eq(orders.id, smsOutbox.orderId))
        .where(where)
        .orderBy(desc(smsOutbox.id))
        .limit(OUTBOX_PAGE_SIZE)
        .offset((page - 1) * OUTBOX_PAGE_SIZE);
      const total = (await firstRow(db.select({ n: count() }).from(smsOutbox).where(where)))?.n ?? 0;
      return {
        gateway: sms.provider ?? null,
        count: total,
        today: await textsToday(),
        data: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
      };
    },

    settings: (): Promise<MessageSettings> => readMessageSettings(db),

    async saveSettings(input: MessageSettingsInput, by: Actor): Promise<MessageSettings> {
      const { errors, check } = fieldErrors();
      const mobile = (field: keyof MessageSettingsInput) => {
        const raw = input[field]?.trim();
        if (!raw) return null;
        const reading = readMobile(raw);
        check(field, reading.problem);
        return reading.mobile ?? null;
      };
      const whatsapp = mobile("whatsapp");
      const alertMobile = mobile("alertMobile");
      const alertEmail = input.alertEmail?.trim() ? normalizeEmail(input.alertEmail) : null;
      if (alertEmail) check("alertEmail", emailProblem(alertEmail));
      if (errors.length > 0) throw badRequest(errors.map((error) => error.message).join("; "), errors);
      const settings = { whatsapp, alertMobile, alertEmail };
      await db.transaction(async (tx) => {
        const before = await readMessageSettings(tx);
        await writeMessageSettings(tx, settings, clock());
        await recordSettingsChange(tx, {
          item: "setting:messages",
          label: "Message settings",
          before,
          after: settings,
          actorId: by.id,
          at: clock(),
        });
      });
      return settings;
    },

    /**
     * What happened since `since` that staff should see without a reload: orders placed, slips sent, staff asking
     * for an account, with a few seconds' overlap. `now` is the next call's `since`.
     */
    async alerts(asked: Date) {
      const now = clock();
      // Overlapping the last poll: a change written just as it read is not lost (the console drops repeats).
      const since = new Date(asked.getTime() - ALERT_OVERLAP_MS);
      const newOrders = await db
        .select({
          orderId: orders.orderNumber,
          customer: orders.customerFullName,
          totalCents: orders.totalCents,
          placedAt: orders.placedAt,
        })
        .from(orders)
        .where(gt(orders.placedAt, since))
        .orderBy(desc(orders.placedAt))
        .limit(50);
      const slips = await slipsSentSince(db, since, 50);
      const signUps = await db
        .select({ email: users.email, createdAt: users.createdAt })
        .from(users)
        .where(and(eq(users.status, "PENDING"), gt(users.createdAt, since)))
        .limit(50);
      return {
        now: now.toISOString(),
        orders: newOrders.map((order) => ({
          orderId: order.orderId,
          customer: order.customer,
          total: centsToRupees(order.totalCents),
          placedAt: order.placedAt.toISOString(),
        })),
        slips: slips.map((slip) => ({ orderId: slip.orderId, uploadedAt: slip.uploadedAt.toISOString() })),
        signUps: signUps.map((signUp) => ({ email: signUp.email, createdAt: signUp.createdAt.toISOString() })),
      };
    },

    /** The shop's WhatsApp number for the storefront's links: the console setting, else SHOP_WHATSAPP. */
    whatsapp: async (fallback: string | undefined) => (await readMessageSettings(db)).whatsapp ?? fallback ?? null,
  };
}

export type MessageService = ReturnType<typeof createMessageService>;
