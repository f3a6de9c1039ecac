import type { Db, DbTx } from "../../../db/database";
import {
  DEFAULT_TEMPLATES,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageTemplate,
} from "../../../shared/message-templates";
import { readSetting, readSettings, writeSetting } from "../../shop-settings";

type Reader = Db | DbTx;

const templateKey = (kind: MessageKind) => `sms_template:${kind}`;
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

/** Each text as it will be sent: the admin's wording, or the default. */
export async function readTemplates(reader: Reader): Promise<(MessageTemplate & { edited: boolean })[]> {
  const saved = await readSettings(reader, MESSAGE_KINDS.map(templateKey));
  return MESSAGE_KINDS.map((kind) => {
    const text = saved.get(templateKey(kind));
    return { ...DEFAULT_TEMPLATES[kind], text: text ?? DEFAULT_TEMPLATES[kind].text, edited: text !== undefined };
  });
}

export async function readTemplate(reader: Reader, kind: MessageKind): Promise<string> {
  return (await readSetting(reader, templateKey(kind))) ?? DEFAULT_TEMPLATES[kind].text;
}

/** Saves the wording; null (or the default's own text) goes back to the default. */
export async function writeTemplate(db: Reader, kind: MessageKind, text: string | null, at: Date): Promise<void> {
  await writeSetting(db, templateKey(kind), text === DEFAULT_TEMPLATES[kind].text ? null : text, at);
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
