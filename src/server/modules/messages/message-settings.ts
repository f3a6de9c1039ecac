import type { Db, DbTx } from "../../../db/database";
import type { Locale } from "../../../shared/i18n/locales";
import {
  DEFAULT_TEMPLATES,
  defaultText,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageTemplate,
} from "../../../shared/message-templates";
import { readSetting, readSettings, writeSetting } from "../../shop-settings";

type Reader = Db | DbTx;

/** Where an admin's wording is kept: `sms_template:order-placed` (English), `sms_template:order-placed:si`. */
const templateKey = (kind: MessageKind, locale: Locale = "en") =>
  locale === "en" ? `sms_template:${kind}` : `sms_template:${kind}:${locale}`;
const KEYS = {
  whatsapp: "shop_whatsapp",
  alertMobile: "shop_alert_mobile",
  alertEmail: "shop_alert_email",
} as const;

export interface MessageSettings {
  /** The shop's WhatsApp number, E.164; null: the SHOP_WHATSAPP setting (or no WhatsApp links). */
  whatsapp: string | null;
  /** Where a text about each new order goes (the shop's own phone); null: none. */
  alertMobile: string | null;
  /** Where an e-mail about each new order goes; null: none. */
  alertEmail: string | null;
}

/** Each text in a language as it will be sent: the admin's wording, or the default. */
export async function readTemplates(
  reader: Reader,
  locale: Locale = "en",
): Promise<(MessageTemplate & { edited: boolean })[]> {
  const saved = await readSettings(
    reader,
    MESSAGE_KINDS.map((kind) => templateKey(kind, locale)),
  );
  return MESSAGE_KINDS.map((kind) => {
    const text = saved.get(templateKey(kind, locale));
    return { ...DEFAULT_TEMPLATES[kind], text: text ?? defaultText(kind, locale), edited: text !== undefined };
  });
}

export async function readTemplate(reader: Reader, kind: MessageKind, locale: Locale = "en"): Promise<string> {
  return (await readSetting(reader, templateKey(kind, locale))) ?? defaultText(kind, locale);
}

/** Saves the wording; null (or the default's own text) goes back to the default. */
export async function writeTemplate(
  db: Reader,
  kind: MessageKind,
  text: string | null,
  at: Date,
  locale: Locale = "en",
): Promise<void> {
  await writeSetting(db, templateKey(kind, locale), text === defaultText(kind, locale) ? null : text, at);
}

export async function readMessageSettings(reader: Reader): Promise<MessageSettings> {
  const values = await readSettings(reader, Object.values(KEYS));
  return {
    whatsapp: values.get(KEYS.whatsapp) ?? null,
    alertMobile: values.get(KEYS.alertMobile) ?? null,
    alertEmail: values.get(KEYS.alertEmail) ?? null,
  };
}

export async function writeMessageSettings(db: Reader, settings: MessageSettings, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const name of Object.keys(KEYS) as (keyof typeof KEYS)[])
      await writeSetting(tx, KEYS[name], settings[name], at);
  });
}
