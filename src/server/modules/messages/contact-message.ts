import type { DbTx } from "../../../db/database";
import type { MessageKind } from "../../../shared/message-templates";
import { escapeHtml } from "../../http/escape-html";
import { queueEmail } from "../../mail/outbox";
import { queueSms } from "./sms-outbox";

export interface ContactMessage {
  /** How the customer asked to be reached (stock-alerts.ts readContact). */
  channel: "SMS" | "EMAIL";
  /** +94771234567, or a lower-case e-mail address. */
  contact: string;
  kind: MessageKind;
  /** The filled template: the text, or the e-mail's body. */
  text: string;
  /** The e-mail's subject (a text has none). */
  subject: string;
  /** The text's event key (sms-outbox.ts): one text per key. */
  eventKey: string;
}

/**
 * Queues one message to a customer's mobile or e-mail, in the caller's transaction: a text, or an e-mail whose body
 * is the same words. False when it was not queued (the recipient's cap for the hour or day, or the key sent before).
 */
export function queueContactMessage(tx: DbTx, message: ContactMessage): Promise<boolean> {
  const { channel, contact, kind, text, subject, eventKey } = message;
  return channel === "SMS"
    ? queueSms(tx, { recipient: contact, body: text, kind, eventKey })
    : queueEmail(tx, { recipient: contact, subject, text: `${text}\n`, html: `<p>${escapeHtml(text)}</p>`, kind });
}
