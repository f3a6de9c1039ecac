import { keyedHash, sameSecret } from "../secret-hash";

/**
 * An order's own link, which its texts and e-mail carry: /track/<number>/<key>. The key is the proof beyond the
 * order number and the customer's mobile (both easy to come by: numbers run in sequence, a mobile is no secret)
 * that opens what names the customer: the invoice, with their name and home address. It is derived from the
 * store's secret, so nothing is stored and every instance of the store agrees.
 */
export function createOrderLinks({ jwtSecret, publicUrl }: { jwtSecret: string; publicUrl: string }) {
  const keyOf = (orderNumber: string) =>
    keyedHash(`order-link:${jwtSecret}`, orderNumber.trim().toUpperCase()).slice(0, ORDER_KEY_LENGTH);
  return {
    keyOf,
    /** The order's page, for its texts and e-mails. */
    linkOf: (orderNumber: string) => `${publicUrl}/track/${orderNumber}/${keyOf(orderNumber)}`,
    /** Whether `key` is this order's (compared in constant time). */
    keyMatches: (orderNumber: string, key: string | undefined) =>
      !!key && sameSecret(keyOf(orderNumber), key.trim().toLowerCase()),
  };
}

/** 12 hex digits: 48 bits, far beyond guessing within the look-up budgets. */
export const ORDER_KEY_LENGTH = 12;

export type OrderLinks = ReturnType<typeof createOrderLinks>;
