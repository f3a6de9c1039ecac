import { inArray } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { shopSettings } from "../../../db/schema";
import {
  DEFAULT_TEMPLATES,
  MESSAGE_KINDS,
  type MessageKind,
  type MessageTemplate,
} from "../../../shared/message-templates";

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

function stored(reader: Reader, keys: string[]): Map<string, string> {
  if (keys.length === 0) return new Map();
  return new Map(
    reader
      .select({ key: shopSettings.key, value: shopSettings.value })
      .from(shopSettings)
      .where(inArray(shopSettings.key, keys))
      .all()
      .map((row) => [row.key, row.value]),
  );
}

function write(db: Reader, values: Record<string, string | null>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === null) {
      db.delete(shopSettings)
        .where(inArray(shopSettings.key, [key]))
        .run();
    } else {
      db.insert(shopSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } })
        .run();
    }
  }
}

/** Each text as it will be sent: the admin's wording, or the default. */
export function readTemplates(reader: Reader): (MessageTemplate & { edited: boolean })[] {
  const saved = stored(reader, MESSAGE_KINDS.map(templateKey));
  return MESSAGE_KINDS.map((kind) => {
    const text = saved.get(templateKey(kind));
    return { ...DEFAULT_TEMPLATES[kind], text: text ?? DEFAULT_TEMPLATES[kind].text, edited: text !== undefined };
  });
}

export function readTemplate(reader: Reader, kind: MessageKind): string {
  return stored(reader, [templateKey(kind)]).get(templateKey(kind)) ?? DEFAULT_TEMPLATES[kind].text;
}

/** Saves the wording; null (or the default's own text) goes back to the default. */
export function writeTemplate(db: Db, kind: MessageKind, text: string | null): void {
  write(db, { [templateKey(kind)]: text === DEFAULT_TEMPLATES[kind].text ? null : text });
}

export function readMessageSettings(reader: Reader): MessageSettings {
  const values = stored(reader, Object.values(KEYS));
  return {
    whatsapp: values.get(KEYS.whatsapp) ?? null,
    alertMobile: values.get(KEYS.alertMobile) ?? null,
    alertEmail: values.get(KEYS.alertEmail) ?? null,
  };
}

export function writeMessageSettings(db: Db, settings: MessageSettings): void {
  db.transaction((tx) =>
    write(tx, {
      [KEYS.whatsapp]: settings.whatsapp,
      [KEYS.alertMobile]: settings.alertMobile,
      [KEYS.alertEmail]: settings.alertEmail,
    }),
  );
}
