import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { products, stockAlerts } from "../../../db/schema";
import { type Locale, localePath } from "../../../shared/i18n/locales";
import { fillTemplate } from "../../../shared/message-templates";
import { titleWithCode } from "../../../shared/product-title";
import type { Clock } from "../../clock";
import type { Logger } from "../../logger";
import { queueContactMessage } from "./contact-message";
import { readTemplate } from "./message-settings";
import { SHOP_PHONE } from "./order-texts";

/**
 * Tells each customer with a confirmed place (stock-alerts.ts) once that their part is in stock again, whichever way
 * it came back (staff restock it, an order is canceled, an import): the sweep runs every few seconds.
 */
export function createRestockAnnouncements({
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
  return {
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
            locale: stockAlerts.locale,
            productName: products.name,
            productDisplayName: products.displayName,
            code: products.code,
          })
          .from(stockAlerts)
          .innerJoin(products, eq(products.id, stockAlerts.productId))
          .where(
            and(
              isNull(stockAlerts.notifiedAt),
              isNotNull(stockAlerts.confirmedAt),
              gt(products.qty, 0),
              eq(products.isActive, true),
            ),
          )
          .limit(500);
        if (due.length === 0) return 0;
        const templates = new Map<Locale, string>();
        const templateIn = async (locale: Locale) => {
          let template = templates.get(locale);
          if (template === undefined) {
            template = await readTemplate(tx, "back-in-stock", locale);
            templates.set(locale, template);
          }
          return template;
        };
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
          const product = titleWithCode(alert);
          const link = `${publicUrl}${localePath(alert.locale, `/client/product/${alert.productId}`)}`;
          const text = fillTemplate(await templateIn(alert.locale), {
            shop: shopName,
            product,
            link,
            phone: SHOP_PHONE,
          });
          await queueContactMessage(tx, {
            channel: alert.channel,
            contact: alert.contact,
            kind: "back-in-stock",
            text,
            subject: `${shopName}: ${product} is back in stock`,
            eventKey: `back-in-stock:${alert.id}`,
          });
          told++;
        }
        return told;
      });
    },
  };
}

export type RestockAnnouncements = ReturnType<typeof createRestockAnnouncements>;

/** Looks for parts back in stock every few seconds; the returned function stops it. */
export function startRestockAnnouncements(alerts: RestockAnnouncements, logger: Logger, everyMs = 3_000): () => void {
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
