import { and, count, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { products, stockAlerts } from "../../../db/schema";
import { fillTemplate } from "../../../shared/message-templates";
import { productTitle } from "../../../shared/product-title";
import { type Clock, HOUR_MS } from "../../clock";
import { AppError, badRequest, notFound } from "../../http/app-error";
import { escapeHtml } from "../../http/escape-html";
import { createRateLimiter } from "../../http/rate-limiter";
import type { Logger } from "../../logger";
import { queueEmail } from "../../mail/outbox";
import { emailProblem, normalizeEmail } from "../input-rules";
import { readMobile } from "../mobile-number";
import { readTemplate } from "./message-settings";
import { SHOP_PHONE } from "./order-texts";
import { queueSms } from "./sms-outbox";

/** A mobile number or an e-mail address, as the customer wrote it. */
export function readContact(raw: string): { channel: "SMS" | "EMAIL"; contact: string } {
  const text = raw.trim();
  if (!text)
    throw badRequest("Enter your mobile number or e-mail address.", [
      { field: "contact", message: "Enter your mobile number or e-mail address" },
    ]);
  if (text.includes("@")) {
    const email = normalizeEmail(text);
    const problem = emailProblem(email);
    if (problem) throw badRequest(problem, [{ field: "contact", message: problem }]);
    return { channel: "EMAIL", contact: email };
  }
  const reading = readMobile(text);
  if (reading.mobile === undefined) {
    throw badRequest(reading.problem, [{ field: "contact", message: reading.problem }]);
  }
  return { channel: "SMS", contact: reading.mobile };
}

/**
 * New waiting places per client address and hour, and for the whole shop: each may cost a paid text on restock, so
 * nobody signs up a list of strangers' numbers (72 a minute from one address before), from one address or many.
 */
export const STOCK_ALERTS_PER_ADDRESS_PER_HOUR = 10;
export const STOCK_ALERTS_PER_HOUR = 200;
const SHOP = "shop";
export const TOO_MANY_STOCK_ALERTS = "Too many back-in-stock requests just now. Please try again in a while.";

/**
 * "Tell me when it's back": customers wait for an out-of-stock part by mobile or e-mail; once the part is in stock
 * again (staff restock it, an order is canceled, an import) each is messaged once. `announceRestocks` runs every
 * few seconds, so every way stock comes back is seen.
 */
export function createStockAlerts({
  db,
  clock,
  shopName,
  publicUrl,
}: {
  db: Db;
  clock: Clock;
  shopName: string;
  publicUrl: string;
}) {
  const perAddress = createRateLimiter({
    db,
    name: "stock-alerts",
    limit: STOCK_ALERTS_PER_ADDRESS_PER_HOUR,
    windowMs: HOUR_MS,
    clock,
  });
  const shopWide = createRateLimiter({
    db,
    name: "stock-alerts-shop",
    limit: STOCK_ALERTS_PER_HOUR,
    windowMs: HOUR_MS,
    clock,
  });

  return {
    /**
     * Adds the customer to the part's waiting list; asking twice keeps one place. 409 when it is in stock; 429 past
     * the address's or the shop's new places for the hour (a repeat, or a request refused, spends nothing).
     */
    async subscribe(productId: number, raw: string, client: string): Promise<{ productId: number }> {
      const product = await firstRow(
        db.select({ qty: products.qty, isActive: products.isActive }).from(products).where(eq(products.id, productId)),
      );
      if (!product?.isActive) throw notFound("This part is not sold any more.");
      if (product.qty > 0) throw new AppError(409, "Good news: this part is in stock now. Add it to your cart.");
      const { channel, contact } = readContact(raw);
      const waiting = await firstRow(
        db
          .select({ id: stockAlerts.id })
          .from(stockAlerts)
          .where(
            and(eq(stockAlerts.productId, productId), eq(stockAlerts.contact, contact), isNull(stockAlerts.notifiedAt)),
          ),
      );
      if (waiting) return { productId };
      await perAddress.enforceSpent(client, TOO_MANY_STOCK_ALERTS);
      await shopWide.enforceSpent(SHOP, TOO_MANY_STOCK_ALERTS);
      const added = await db
        .insert(stockAlerts)
        .values({ productId, contact, channel })
        .onConflictDoNothing()
        .returning({ id: stockAlerts.id });
      if (added.length > 0) {
        await perAddress.hit(client);
        await shopWide.hit(SHOP);
      }
      return { productId };
    },

    /** Customers waiting per product, for the console. */
    async waitingFor(productIds: number[]): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map();
      return new Map(
        (
          await db
            .select({ productId: stockAlerts.productId, n: count() })
            .from(stockAlerts)
            .where(and(inArray(stockAlerts.productId, productIds), isNull(stockAlerts.notifiedAt)))
            .groupBy(stockAlerts.productId)
        ).map((row) => [row.productId, row.n]),
      );
    },

    /**
     * Queues one message per customer waiting for a part that is in stock again, and marks them told, in one
     * transaction: the mark is conditional, so two processes sweeping at once tell each customer once.
     */
    announceRestocks(): Promise<number> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select({
            id: stockAlerts.id,
            productId: stockAlerts.productId,
            contact: stockAlerts.contact,
            channel: stockAlerts.channel,
            productName: products.name,
            productDisplayName: products.displayName,
            code: products.code,
          })
          .from(stockAlerts)
          .innerJoin(products, eq(products.id, stockAlerts.productId))
          .where(and(isNull(stockAlerts.notifiedAt), gt(products.qty, 0), eq(products.isActive, true)))
          .limit(500);
        if (due.length === 0) return 0;
        const template = await readTemplate(tx, "back-in-stock");
        let told = 0;
        for (const alert of due) {
          const marked = await firstRow(
            tx
              .update(stockAlerts)
              .set({ notifiedAt: clock() })
              .where(and(eq(stockAlerts.id, alert.id), isNull(stockAlerts.notifiedAt)))
              .returning({ id: stockAlerts.id }),
          );
          if (!marked) continue;
          const product = `${productTitle(alert)}${alert.code ? ` (${alert.code})` : ""}`;
          const link = `${publicUrl}/client/product/${alert.productId}`;
          const text = fillTemplate(template, { shop: shopName, product, link, phone: SHOP_PHONE });
          if (alert.channel === "SMS") {
            await queueSms(tx, {
              recipient: alert.contact,
              body: text,
              kind: "back-in-stock",
              eventKey: `back-in-stock:${alert.id}`,
            });
          } else {
            await queueEmail(tx, {
              recipient: alert.contact,
              subject: `${shopName}: ${product} is back in stock`,
              text: `${text}\n`,
              html: `<p>${escapeHtml(text)}</p>`,
              kind: "back-in-stock",
            });
          }
          told++;
        }
        return told;
      });
    },
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;

/** Looks for parts back in stock every few seconds; the returned function stops it. */
export function startRestockAnnouncements(alerts: StockAlerts, logger: Logger, everyMs = 3_000): () => void {
  const timer = setInterval(async () => {
    try {
      const told = await alerts.announceRestocks();
      if (told > 0) logger.info("told customers their part is back in stock", { customers: told });
    } catch (error) {
      logger.error("back-in-stock messages failed", { error: (error as Error)?.message });
    }
  }, everyMs);
  return () => clearInterval(timer);
}
