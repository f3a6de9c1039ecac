import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { products, stockAlerts } from "../../../db/schema";
import type { Locale } from "../../../shared/i18n/locales";
import { fillTemplate } from "../../../shared/message-templates";
import { titleWithCode } from "../../../shared/product-title";
import { STOCK_ALERT_BAD_CODE, STOCK_ALERT_CODE_REFUSED } from "../../../shared/visitor-forms";
import { type Clock, HOUR_MS } from "../../clock";
import { AppError, badRequest, notFound } from "../../http/app-error";
import { createRateLimiter } from "../../http/rate-limiter";
import { keyedHash, randomSecret, sameSecret } from "../../secret-hash";
import { sixDigitCode } from "../../six-digit-code";
import { emailProblem, normalizeEmail } from "../input-rules";
import { readMobile } from "../mobile-number";
import { queueContactMessage } from "./contact-message";
import { readTemplate } from "./message-settings";

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
 * Codes sent per client address and hour, and for the whole shop: each is a paid text, so nobody sends them to a
 * list of strangers' numbers (72 a minute from one address before), from one address or many. The address's share
 * is generous enough for the many customers a carrier's NAT puts behind one address; each recipient has its own cap.
 */
export const STOCK_ALERTS_PER_ADDRESS_PER_HOUR = 30;
export const STOCK_ALERTS_PER_HOUR = 200;
const SHOP = "shop";
export const TOO_MANY_STOCK_ALERTS = "Too many back-in-stock requests just now. Please try again in a while.";

/** How long a confirmation code works, and how many wrong tries void it. */
export const STOCK_ALERT_CODE_MINUTES = 30;
export const STOCK_ALERT_CODE_ATTEMPTS = 5;

export interface StockAlertPlace {
  productId: number;
  /** True once the customer entered the code: the place counts. False while the code is on its way. */
  confirmed: boolean;
  /** Where the code went (or the message will go). */
  channel: "SMS" | "EMAIL";
}

const badCode = (message = STOCK_ALERT_BAD_CODE) => badRequest(message, [{ field: "code", message }]);

/**
 * "Tell me when it's back": a customer asks to wait for an out-of-stock part by mobile or e-mail; a 6-digit code
 * goes there, and only once they enter it does the place count (restock-announcements.ts tells them). A stranger
 * cannot sign up someone else's number for texts the shop pays for; what they can set off, one code, is capped per
 * address, shop and recipient.
 */
export function createStockAlerts({
  db,
  clock,
  shopName,
  secret,
}: {
  db: Db;
  clock: Clock;
  shopName: string;
  /** Key of the codes' hashes, so the database alone cannot reveal a code. */
  secret: string;
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
  const hashCode = (productId: number, contact: string, code: string) =>
    keyedHash(secret, `stock-alert:${productId}:${contact}:${code}`);

  const waitingPlace = (productId: number, contact: string) =>
    firstRow(
      db
        .select()
        .from(stockAlerts)
        .where(
          and(eq(stockAlerts.productId, productId), eq(stockAlerts.contact, contact), isNull(stockAlerts.notifiedAt)),
        ),
    );

  return {
    /**
     * Keeps a place on the part's waiting list and sends its code; asking again sends a new code (the old one
     * stops working), and asking for a confirmed place changes nothing. 409 when it is in stock; 429 past the
     * address's or the shop's codes for the hour, or the recipient's (a repeat of a confirmed place spends nothing).
     */
    async subscribe(productId: number, raw: string, client: string, locale: Locale = "en"): Promise<StockAlertPlace> {
      const product = await firstRow(
        db
          .select({
            qty: products.qty,
            isActive: products.isActive,
            productName: products.name,
            productDisplayName: products.displayName,
            code: products.code,
          })
          .from(products)
          .where(eq(products.id, productId)),
      );
      if (!product?.isActive) throw notFound("This part is not sold any more.");
      if (product.qty > 0) throw new AppError(409, "Good news: this part is in stock now. Add it to your cart.");
      const { channel, contact } = readContact(raw);
      if ((await waitingPlace(productId, contact))?.confirmedAt) return { productId, confirmed: true, channel };
      await perAddress.enforceSpent(client, TOO_MANY_STOCK_ALERTS);
      await shopWide.enforceSpent(SHOP, TOO_MANY_STOCK_ALERTS);
      const code = sixDigitCode();
      const sentAt = clock();
      const sent = await db.transaction(async (tx) => {
        const fresh = { codeHash: hashCode(productId, contact, code), codeSentAt: sentAt, codeAttempts: 0, locale };
        const place = await firstRow(
          tx
            .insert(stockAlerts)
            .values({ productId, contact, channel, ...fresh })
            .onConflictDoUpdate({
              target: [stockAlerts.productId, stockAlerts.contact],
              targetWhere: isNull(stockAlerts.notifiedAt),
              set: fresh,
              setWhere: isNull(stockAlerts.confirmedAt),
            })
            .returning({ id: stockAlerts.id }),
        );
        // Confirmed in another tab meanwhile: nothing to send.
        if (!place) return false;
        const title = titleWithCode(product);
        const text = fillTemplate(await readTemplate(tx, "stock-alert-code", locale), {
          shop: shopName,
          product: title,
          code,
        });
        const queued = await queueContactMessage(tx, {
          channel,
          contact,
          kind: "stock-alert-code",
          text,
          subject: `${shopName}: your code for ${title}`,
          eventKey: `stock-alert-code:${place.id}:${randomSecret(9)}`,
        });
        if (!queued) throw new AppError(429, STOCK_ALERT_CODE_REFUSED);
        return true;
      });
      if (!sent) return { productId, confirmed: true, channel };
      await perAddress.hit(client);
      await shopWide.hit(SHOP);
      return { productId, confirmed: false, channel };
    },

    /**
     * Confirms a place with the code sent for it: valid for 30 minutes, void after 5 wrong tries or a newer code.
     * Confirming twice is fine; a wrong, old or void code is refused in words.
     */
    async confirm(productId: number, raw: string, typed: string): Promise<StockAlertPlace> {
      const { channel, contact } = readContact(raw);
      const code = typed.replace(/\s/g, "");
      if (!/^\d{6}$/.test(code)) throw badCode("Enter the 6-digit code we sent you.");
      const place = await waitingPlace(productId, contact);
      if (place?.confirmedAt) return { productId, confirmed: true, channel };
      const current = place?.codeHash;
      const age = clock().getTime() - (place?.codeSentAt?.getTime() ?? 0);
      if (!place || !current || age > STOCK_ALERT_CODE_MINUTES * 60_000) throw badCode();
      const thisCode = and(eq(stockAlerts.id, place.id), eq(stockAlerts.codeHash, current));
      if (!sameSecret(hashCode(productId, contact, code), current)) {
        // Counted on this code only, in one statement: guesses sent at once still stop at the fifth.
        await db
          .update(stockAlerts)
          .set({
            codeAttempts: sql`${stockAlerts.codeAttempts} + 1`,
            codeHash: sql`CASE WHEN ${stockAlerts.codeAttempts} + 1 >= ${STOCK_ALERT_CODE_ATTEMPTS} THEN NULL ELSE ${stockAlerts.codeHash} END`,
          })
          .where(thisCode);
        throw badCode();
      }
      const confirmed = await firstRow(
        db
          .update(stockAlerts)
          .set({ confirmedAt: clock(), codeHash: null })
          .where(and(thisCode, lt(stockAlerts.codeAttempts, STOCK_ALERT_CODE_ATTEMPTS)))
          .returning({ id: stockAlerts.id }),
      );
      if (!confirmed) throw badCode();
      return { productId, confirmed: true, channel };
    },

    /** Customers waiting per product (confirmed places), for the console. */
    async waitingFor(productIds: number[]): Promise<Map<number, number>> {
      if (productIds.length === 0) return new Map();
      return new Map(
        (
          await db
            .select({ productId: stockAlerts.productId, n: count() })
            .from(stockAlerts)
            .where(
              and(
                inArray(stockAlerts.productId, productIds),
                isNull(stockAlerts.notifiedAt),
                isNotNull(stockAlerts.confirmedAt),
              ),
            )
            .groupBy(stockAlerts.productId)
        ).map((row) => [row.productId, row.n]),
      );
    },
  };
}

export type StockAlerts = ReturnType<typeof createStockAlerts>;
