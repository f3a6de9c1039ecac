import { rupeesToCents } from "../../../shared/money";
import { type OrderDetail, slipRejectedReason } from "../../modules/orders";
import type { Services } from "../../services";

/**
 * What the customer's order and tracking pages need to pay: the shop's accounts while a transfer is awaited, the
 * PayHere form while a card payment is, and the other ways to pay when the card did not go through.
 */
export async function paymentData(services: Services, order: OrderDetail) {
  const { method, status } = order.payment;
  const open = order.orderStatus === "PENDING";
  const cardOpen = open && ["AWAITING_GATEWAY", "FAILED", "CANCELED"].includes(status) && method === "PAYHERE";
  const totalWithoutFee = rupeesToCents(order.totalAmount) - rupeesToCents(order.payment.codFee);
  return {
    accounts:
      method === "BANK_TRANSFER" && ["AWAITING_TRANSFER", "SLIP_RECEIVED"].includes(status)
        ? await services.payments.bankAccounts()
        : [],
    payhere:
      open && status === "AWAITING_GATEWAY"
        ? ((await services.payments.payhereCheckout(order.propertyId)) ?? null)
        : null,
    switchTo: cardOpen ? (await services.payments.offered(totalWithoutFee)).filter((offer) => offer.available) : [],
    slipRejectedReason: slipRejectedReason(order),
  };
}

export type PaymentData = Awaited<ReturnType<typeof paymentData>>;
