import { createHash, timingSafeEqual } from "node:crypto";

/** PayHere's merchant settings (config.payhere) once both ids are set. */
export interface PayHereAccount {
  merchantId: string;
  merchantSecret: string;
  checkoutUrl: string;
}

const md5Upper = (text: string) => createHash("md5").update(text).digest("hex").toUpperCase();

/** `1000.00`: PayHere's amount, two decimals and no separators, from integer cents. */
export const payhereAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;

/** The checkout form's hash: UPPER(MD5(merchant_id + order_id + amount + currency + UPPER(MD5(secret)))). */
export function checkoutHash(
  account: Pick<PayHereAccount, "merchantId" | "merchantSecret">,
  orderId: string,
  amount: string,
  currency: string,
) {
  return md5Upper(account.merchantId + orderId + amount + currency + md5Upper(account.merchantSecret));
}

/** The notify's md5sig, over the values exactly as posted. */
export function notifySignature(
  account: Pick<PayHereAccount, "merchantId" | "merchantSecret">,
  fields: { order_id: string; payhere_amount: string; payhere_currency: string; status_code: string },
) {
  return md5Upper(
    account.merchantId +
      fields.order_id +
      fields.payhere_amount +
      fields.payhere_currency +
      fields.status_code +
      md5Upper(account.merchantSecret),
  );
}

/** Compares two signatures in constant time (a shorter or longer one is simply unequal). */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toUpperCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface CheckoutCustomer {
  fullName: string;
  email: string | null;
  mobile: string;
  address: string;
  city: string | null;
}

/**
 * The fields the customer's browser posts to PayHere's checkout. PayHere asks for a first and a last name and an
 * e-mail; a customer who gave one name or no e-mail still pays (the shop's placeholder stands in for the e-mail).
 */
export function checkoutFields(
  account: PayHereAccount,
  order: { orderNumber: string; totalCents: number; items: string; customer: CheckoutCustomer },
  urls: { returnUrl: string; cancelUrl: string; notifyUrl: string },
): Record<string, string> {
  const amount = payhereAmount(order.totalCents);
  const [first = "", ...rest] = order.customer.fullName.trim().split(/\s+/);
  return {
    merchant_id: account.merchantId,
    return_url: urls.returnUrl,
    cancel_url: urls.cancelUrl,
    notify_url: urls.notifyUrl,
    first_name: first,
    last_name: rest.join(" ") || first,
    email: order.customer.email ?? "no-email@customer.invalid",
    phone: order.customer.mobile,
    address: order.customer.address || "-",
    city: order.customer.city || "-",
    country: "Sri Lanka",
    order_id: order.orderNumber,
    items: order.items,
    currency: "LKR",
    amount,
    hash: checkoutHash(account, order.orderNumber, amount, "LKR"),
  };
}

/** PayHere's status codes: 2 paid, 0 pending, -1 canceled, -2 failed, -3 charged back. */
export const PAYHERE_STATUS = { PAID: "2", PENDING: "0", CANCELED: "-1", FAILED: "-2", CHARGED_BACK: "-3" } as const;
