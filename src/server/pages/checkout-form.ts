import type { Locale } from "../../shared/i18n/locales";
import { isPaymentMethod } from "../../shared/payment-status";
import type { RefusedForm } from "../../shared/visitor-forms";
import { AppError } from "../http/app-error";
import { readChoice } from "../modules/delivery";
import type { Services } from "../services";

export type CheckoutOutcome = { kind: "go"; location: string; notice?: string } | { kind: "page"; form: RefusedForm };

/** The order's field names as the checkout page names them. */
const PAGE_FIELD: Record<string, string> = {
  "delivery.district": "district",
  "delivery.city": "city",
  "delivery.postalCode": "postalCode",
  "delivery.branchId": "branchId",
  "delivery.method": "method",
  "payment.method": "paymentMethod",
};

const ATTEMPT = /^[\x21-\x7e]{8,64}$/;

const refused = (values: Record<string, string>, error: AppError): CheckoutOutcome => ({
  kind: "page",
  form: {
    values,
    message: error.message,
    errors: (error.errors ?? []).map((problem) => ({ ...problem, field: PAGE_FIELD[problem.field] ?? problem.field })),
    status: error.status,
  },
});

/**
 * The checkout page's form (it works without JavaScript): "Update delivery fee" shows the page again with the fee
 * for what was chosen; "Place order" places the cart's order with the same service, checks and throttle as the API,
 * empties the cart in the same transaction and goes to the confirmation. A second submit of the same attempt (a
 * double click, a reload) goes to the order the first one made.
 */
export async function submitCheckout(
  services: Services,
  cartToken: string | undefined,
  values: Record<string, string>,
  client: string,
  locale: Locale = "en",
): Promise<CheckoutOutcome> {
  if (values.intent === "quote") return { kind: "page", form: { values, message: "", errors: [], status: 200 } };
  const cart = await services.carts.priced(cartToken);
  const attempt = ATTEMPT.test(values.attempt ?? "") ? values.attempt : undefined;
  if (!cart || cart.view.lines.length === 0) {
    const placed = cart && attempt ? await services.orders.placedByAttempt(cart.id, attempt) : undefined;
    if (placed) return { kind: "go", location: `/client/orders/${placed}` };
    return { kind: "go", location: "/client/cart", notice: "Your cart is empty: add the parts you need first." };
  }
  // A line the catalog changed under the customer (lowered to what is left, sold out, no longer sold) is never
  // ordered silently: they see the cart as it now is first.
  const changed = cart.view.lines.flatMap((line, index) =>
    line.problem ? [{ field: `orderItems.${index}.quantity`, message: `${line.productName}: ${line.problem}` }] : [],
  );
  if (changed.length > 0) {
    const message = `Your cart changed since you added these parts. ${changed.map((c) => c.message).join(" ")}`;
    return refused(values, new AppError(409, message, changed));
  }
  try {
    const mobile = values.customerPrimaryMobile ?? "";
    await services.orderBudget.enforceSpent(client, mobile);
    const { method, district, branchId } = readChoice(values);
    const { order, replayed } = await services.orders.place(
      {
        customerFullName: values.customerFullName ?? "",
        customerPrimaryMobile: values.customerPrimaryMobile ?? "",
        customerSecondaryMobile: values.customerSecondaryMobile || null,
        customerEmail: values.customerEmail || null,
        customerAddress: values.customerAddress || null,
        delivery: {
          method,
          district: district ?? null,
          city: values.city || null,
          postalCode: values.postalCode || null,
          branchId: branchId ?? null,
        },
        orderItems: cart.view.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        payment: isPaymentMethod(values.paymentMethod) ? { method: values.paymentMethod } : undefined,
        smsUpdates: values.smsAsked ? values.smsUpdates === "on" : true,
        locale,
      },
      {
        idempotencyKey: attempt,
        fromCart: { cartId: cart.id, empty: (tx) => services.carts.emptyIn(tx, cart.id) },
        client,
      },
    );
    if (!replayed) await services.orderBudget.placed(client, mobile);
    // A card payment goes on to PayHere at once: the order's page posts the form there itself (`pay=1`).
    const pay = order.payment.method === "PAYHERE" && !replayed ? "?pay=1" : "";
    return { kind: "go", location: `/client/orders/${order.orderId}${pay}` };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refused(values, error);
  }
}

/** Order tracking posted without JavaScript: the page again, with the order found or why not. */
export async function submitTracking(
  services: Services,
  values: Record<string, string>,
  client: string,
): Promise<RefusedForm> {
  const contact = values.contact ?? "";
  try {
    const found = await services.lookUps.lookUp(client, contact, () =>
      services.orders.track(values.orderId ?? "", contact),
    );
    return { values, message: "", errors: [], status: 200, result: found };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { values, message: error.message, errors: [], status: error.status };
  }
}
