import { PAYMENT_FIELDS, TRACK_PATH } from "../../shared/cart-forms";
import { isPaymentMethod, PAYMENT_METHOD_LABELS } from "../../shared/payment-status";
import { AppError } from "../http/app-error";
import { customerOrderIdThrottled } from "../modules/orders";
import { checkSlip } from "../modules/payments/slips";
import type { Services } from "../services";

export interface PaymentOutcome {
  location: string;
  notice: string;
}

/**
 * A customer's payment form posted without JavaScript (or with it: the same form): a bank slip (multipart) or
 * another way to pay. The order is theirs by the cart that placed it (its confirmation page) or by its number and
 * contact (tracking, throttled like tracking). Either way the answer is 303 back with what happened as a notice.
 */
export async function submitPayment(
  services: Services,
  form: FormData,
  cartId: number | undefined,
  client: string,
): Promise<PaymentOutcome> {
  const text = (name: keyof typeof PAYMENT_FIELDS) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, PAYMENT_FIELDS[name]) : "";
  };
  const orderNumber = text("orderId").toUpperCase();
  const contact = text("contact");
  const back = contact
    ? `${TRACK_PATH}?${new URLSearchParams({ orderId: orderNumber })}`
    : `/client/orders/${encodeURIComponent(orderNumber)}`;
  try {
    const orderId = customerOrder(services, orderNumber, contact, cartId, client);
    if (text("intent") === "slip") {
      await services.payments.uploadSlip(orderId, await checkSlip(form.get("slip")));
      return {
        location: back,
        notice: "Thank you: we have your slip. We check it against our account and send your parts once it is in.",
      };
    }
    const method = text("method");
    if (!isPaymentMethod(method)) throw new AppError(400, "Choose how you will pay.");
    services.payments.switchMethod(orderId, method);
    return {
      location: method === "PAYHERE" && !contact ? `${back}?pay=1` : back,
      notice: `You will pay by ${PAYMENT_METHOD_LABELS[method].toLowerCase()}.`,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { location: back, notice: error.message };
  }
}

/** The order a customer's form names, theirs by the cart that placed it or by its number and contact (throttled). */
export function customerOrder(
  services: Services,
  orderNumber: string,
  contact: string,
  cartId: number | undefined,
  client: string,
): number {
  if (contact) return customerOrderIdThrottled(services, orderNumber, contact, client);
  const placed = cartId === undefined ? undefined : services.orders.placedByCart(orderNumber, cartId);
  if (!placed) throw new AppError(404, "Open your order from its tracking page to pay it.");
  return placed.propertyId;
}
