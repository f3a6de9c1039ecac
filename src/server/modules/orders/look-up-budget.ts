import type { Db } from "../../../db/database";
import { type Clock, HOUR_MS } from "../../clock";
import { AppError } from "../../http/app-error";
import { createRateLimiter } from "../../http/rate-limiter";
import { contactKey } from "./contact-key";

export const TOO_MANY_MISSES = "Too many order lookups that matched nothing. Please wait a minute and try again.";
export const TOO_MANY_MISSES_FOR_CONTACT =
  "Too many order lookups with this mobile number or e-mail matched nothing. Please try again in an hour, or open the link in your order's text or e-mail.";

/** Misses per client address and minute: plenty for typing mistakes, too few to guess orders. */
export const MISSES_PER_ADDRESS_PER_MINUTE = 20;
/**
 * Misses per contact (a mobile however written, or an e-mail) and hour, from any number of addresses: someone who
 * knows a customer's mobile and walks the order numbers in sequence gets this many tries an hour.
 */
export const MISSES_PER_CONTACT_PER_HOUR = 10;

/**
 * Order look-ups by number and contact (tracking, a customer's slip or payment, the invoice) that matched nothing,
 * counted per client address and per contact typed, in the database so every instance of the store agrees. Only
 * misses count: customers behind one shared address (mobile networks) do not stop each other by finding orders.
 */
export function createLookUpBudget({ db, clock }: { db: Db; clock: Clock }) {
  const perAddress = createRateLimiter({
    db,
    name: "order-look-ups",
    limit: MISSES_PER_ADDRESS_PER_MINUTE,
    windowMs: 60_000,
    clock,
  });
  const perContact = createRateLimiter({
    db,
    name: "order-look-ups-by-contact",
    limit: MISSES_PER_CONTACT_PER_HOUR,
    windowMs: HOUR_MS,
    clock,
  });

  /** 429 (Retry-After) when the address, or the contact when given, has used its misses. */
  async function enforceSpent(client: string, contact?: string) {
    await perAddress.enforceSpent(client, TOO_MANY_MISSES);
    const key = contact === undefined ? undefined : contactKey(contact);
    if (key) await perContact.enforceSpent(key, TOO_MANY_MISSES_FOR_CONTACT);
  }

  /** Counts a miss against the address and the contact. */
  async function miss(client: string, contact: string) {
    await perAddress.hit(client);
    const key = contactKey(contact);
    if (key) await perContact.hit(key);
  }

  return {
    enforceSpent,
    miss,
    /** Runs a look-up within both budgets: a look-up that found nothing (404) counts as a miss. */
    async lookUp<T>(client: string, contact: string, find: () => Promise<T>): Promise<T> {
      await enforceSpent(client, contact);
      try {
        return await find();
      } catch (error) {
        if (error instanceof AppError && error.status === 404) await miss(client, contact);
        throw error;
      }
    },
  };
}

export type LookUpBudget = ReturnType<typeof createLookUpBudget>;
