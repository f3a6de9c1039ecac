import type { OrderDetail } from "../../server/api-types";
import { ApiError, call } from "../../shared/api-client";
import { storefrontApi } from "../storefront-api";
import { type CartLine, markGoneLine, markLineProblem, markShortLine } from "./cart-store";

export const CHECKOUT_FIELDS = [
  "customerEmail",
  "customerPrimaryMobile",
  "customerSecondaryMobile",
  "customerFullName",
  "customerAddress",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];
export type CheckoutForm = Record<CheckoutField, string>;

export const EMPTY_CHECKOUT: CheckoutForm = {
  customerEmail: "",
  customerPrimaryMobile: "",
  customerSecondaryMobile: "",
  customerFullName: "",
  customerAddress: "",
};

/** Why an order was not placed: a message for the whole form, and one per field the shop named. */
export interface CheckoutFailure {
  message: string;
  fields: Partial<Record<CheckoutField, string>>;
  /** True when cart lines were marked (stock short, no longer sold): the customer must fix the cart first. */
  cartChanged: boolean;
}

/**
 * The Idempotency-Key of the submission being tried: the same body keeps its key until an order is made, so a
 * double click, a retry after a lost answer or a reload-and-retry makes one order; a changed body gets a new key.
 */
let attempt: { body: string; key: string } | null = null;

function keyFor(body: string): string {
  if (attempt?.body !== body) attempt = { body, key: crypto.randomUUID() };
  return attempt.key;
}

const trimmed = (form: CheckoutForm) =>
  Object.fromEntries(CHECKOUT_FIELDS.map((field) => [field, form[field].trim()])) as CheckoutForm;

/** Places the order for the cart as it is. Prices and totals are the server's; the client sends only what and how many. */
export async function placeOrder(form: CheckoutForm, lines: readonly CartLine[]): Promise<OrderDetail> {
  const fields = trimmed(form);
  const body = {
    ...fields,
    customerSecondaryMobile: fields.customerSecondaryMobile || null,
    orderItems: lines.map(({ productId, quantity, code, productName }) => ({ productId, quantity, code, productName })),
  };
  const key = keyFor(JSON.stringify(body));
  const order = await call(
    storefrontApi().orders.visitor["make-order"].post(body, { headers: { "idempotency-key": key } }),
    { quiet: true },
  );
  attempt = null;
  return order;
}

const LINE_FIELD = /^orderItems\.(\d+)\.(quantity|productId)$/;

/** What a refused order means for the form and the cart (spec section 8: 'Failed to place order. Please try again.'). */
export function checkoutFailure(error: unknown, lines: readonly CartLine[]): CheckoutFailure {
  if (!(error instanceof ApiError)) {
    return { message: "Failed to place order. Please try again.", fields: {}, cartChanged: false };
  }
  if (error.status === 0) {
    return {
      message: "Could not reach the shop. Check your connection and press Submit again: you will not be charged twice.",
      fields: {},
      cartChanged: false,
    };
  }
  const fields: CheckoutFailure["fields"] = {};
  let cartChanged = false;
  for (const problem of error.errors) {
    if ((CHECKOUT_FIELDS as readonly string[]).includes(problem.field)) {
      fields[problem.field as CheckoutField] ??= problem.message;
      continue;
    }
    const match = LINE_FIELD.exec(problem.field);
    const line = match ? lines[Number(match[1])] : undefined;
    if (!line) continue;
    if (problem.available !== undefined) markShortLine(line.productId, problem.available);
    else if (match?.[2] === "productId") markGoneLine(line.productId);
    else markLineProblem(line.productId, problem.message);
    cartChanged = true;
  }
  const message =
    error.status >= 500
      ? `Failed to place order. Please try again.${error.requestId ? ` (Reference ${error.requestId})` : ""}`
      : error.message;
  return { message, fields, cartChanged };
}
