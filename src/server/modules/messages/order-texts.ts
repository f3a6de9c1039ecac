import { eq } from "drizzle-orm";
import type { DbTx } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import type { OrderStatus } from "../../../db/schema";
import { orders } from "../../../db/schema";
import { fillTemplate, type MessageKind, PAYMENT_SENTENCES, type Placeholder } from "../../../shared/message-templates";
import { centsToRupees, formatRupees } from "../../../shared/money";
import { ordersUrl } from "../../../shared/order-query";
import { displayPhone } from "../../../shared/phone-display";
import { SHOP_CONTACT } from "../../../shared/shop-contact";
import { escapeHtml } from "../../http/escape-html";
import { queueEmail } from "../../mail/outbox";
import { createOrderLinks, type OrderLinks } from "../order-link";
import type { OrderTexts } from "../order-texts";
import { readMessageSettings, readTemplate } from "./message-settings";
import { queueSms } from "./sms-outbox";

type OrderRecord = typeof orders.$inferSelect;

/** The shop's landline as people write it: 011 234 5678. */
export const SHOP_PHONE = SHOP_CONTACT.phone.replace(/^\+94\s*/, "0");

function paymentSentence(order: OrderRecord): string {
  const sentences = PAYMENT_SENTENCES[order.locale];
  if (order.paymentStatus === "PAID") return sentences.paid;
  switch (order.paymentMethod) {
    case "COD":
      return order.deliveryMethod === "PICKUP" ? sentences.collect : sentences.cod;
    case "BANK_TRANSFER":
      return sentences.transfer.replace("{order}", order.orderNumber);
    case "PAYHERE":
      return sentences.card;
  }
}

/** What the customer's texts say about this order, by placeholder. */
function valuesOf(order: OrderRecord, shopName: string, links: OrderLinks): Partial<Record<Placeholder, string>> {
  return {
    shop: shopName,
    order: order.orderNumber,
    total: formatRupees(centsToRupees(order.totalCents)),
    payment: paymentSentence(order),
    track: links.linkOf(order.orderNumber),
    branch: order.pickupBranch ?? "our shop",
    phone: SHOP_PHONE,
    customer: order.customerFullName,
    mobile: displayPhone(order.customerPrimaryMobile),
    courier: order.courier ?? "the courier",
    tracking: order.trackingNumber ?? "",
  };
}

/** The customer's text for a status the order reached; none for the others. */
export function statusTextKind(order: Pick<OrderRecord, "deliveryMethod">, to: OrderStatus): MessageKind | undefined {
  if (to === "RECEIVED") return order.deliveryMethod === "PICKUP" ? "order-ready-for-pickup" : "order-confirmed";
  if (to === "DELIVERED") return "order-delivered";
  if (to === "CANCELED") return "order-canceled";
  return undefined;
}

/**
 * The texts an order's life sends, queued in the transaction of the change that caused them. Each event is keyed
 * (order-paid:12), so a status set twice or two requests racing queue one text; a customer who said no at checkout
 * gets none.
 */
export function createOrderTexts({
  shopName,
  publicUrl,
  jwtSecret,
}: {
  shopName: string;
  publicUrl: string;
  jwtSecret: string;
}): OrderTexts {
  const links = createOrderLinks({ jwtSecret, publicUrl });
  const read = (tx: DbTx, orderId: number) => firstRow(tx.select().from(orders).where(eq(orders.id, orderId)));

  /** Queues the customer's text of `kind` about this order, unless they said no at checkout. */
  async function textCustomer(
    tx: DbTx,
    order: OrderRecord,
    kind: MessageKind,
    options: { eventKey?: string; reason?: string } = {},
  ): Promise<boolean> {
    if (!order.smsUpdates) return false;
    const body = fillTemplate(await readTemplate(tx, kind, order.locale), {
      ...valuesOf(order, shopName, links),
      reason: options.reason,
    });
    return queueSms(tx, {
      recipient: order.customerPrimaryMobile,
      body,
      kind,
      eventKey: options.eventKey ?? `${kind}:${order.id}`,
      orderId: order.id,
    });
  }

  return {
    async toCustomer(tx: DbTx, orderId: number, kind: MessageKind, options?: { eventKey?: string; reason?: string }) {
      const order = await read(tx, orderId);
      return order ? await textCustomer(tx, order, kind, options) : false;
    },

    /** The customer's text for the status an order just reached (confirmed, ready, handed over, canceled). */
    async statusReached(tx: DbTx, orderId: number, to: OrderStatus): Promise<void> {
      const order = await read(tx, orderId);
      const kind = order && statusTextKind(order, to);
      if (order && kind) await textCustomer(tx, order, kind);
    },

    /** A new order: the customer's text, and the shop's own text and e-mail when the admin set them. */
    async placed(tx: DbTx, orderId: number): Promise<void> {
      const order = await read(tx, orderId);
      if (!order) return;
      await textCustomer(tx, order, "order-placed");
      const settings = await readMessageSettings(tx);
      if (!settings.alertMobile && !settings.alertEmail) return;
      // The shop's own text is English whatever the customer's language: staff read English.
      const english = { ...order, locale: "en" as const };
      const text = fillTemplate(await readTemplate(tx, "shop-new-order"), valuesOf(english, shopName, links));
      if (settings.alertMobile) {
        await queueSms(tx, {
          recipient: settings.alertMobile,
          body: text,
          kind: "shop-new-order",
          eventKey: `shop-new-order:${orderId}`,
          orderId,
        });
      }
      if (settings.alertEmail) {
        const link = `${publicUrl}${ordersUrl({ q: order.orderNumber })}`;
        await queueEmail(tx, {
          recipient: settings.alertEmail,
          subject: `${shopName}: new order ${order.orderNumber}`,
          text: `${text}\n\nOpen it in the console: ${link}\n`,
          html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">Open it in the console</a></p>`,
          kind: "shop-new-order",
        });
      }
    },
  };
}
