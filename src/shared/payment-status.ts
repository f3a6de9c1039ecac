/**
 * How an order is paid, apart from how it is fulfilled (docs/decisions/034-payments.md). The payment status moves
 * only along PAYMENT_MOVES; the server refuses any other move whoever asks (console, API, gateway, hold job).
 */
export const PAYMENT_METHODS = ["COD", "BANK_TRANSFER", "PAYHERE"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);

export const PAYMENT_STATUSES = [
  "COD_DUE",
  "AWAITING_TRANSFER",
  "SLIP_RECEIVED",
  "AWAITING_GATEWAY",
  "PAID",
  "REFUNDED",
  "FAILED",
  "CANCELED",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moves a payment: the customer, the gateway's signed notify, staff, an admin, or the shop's own hold job. */
export const PAYMENT_ACTORS = ["CUSTOMER", "GATEWAY", "STAFF", "ADMIN", "SHOP"] as const;
export type PaymentActor = (typeof PAYMENT_ACTORS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: "Cash on delivery",
  BANK_TRANSFER: "Bank transfer",
  PAYHERE: "Card or mobile wallet (PayHere)",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  COD_DUE: "Cash due on delivery",
  AWAITING_TRANSFER: "Awaiting bank transfer",
  SLIP_RECEIVED: "Slip received, being checked",
  AWAITING_GATEWAY: "Awaiting card payment",
  PAID: "Paid",
  REFUNDED: "Refunded",
  FAILED: "Payment failed",
  CANCELED: "Payment canceled",
};

/** The same, short, for the console's badges and filters where a table row has little room. */
export const PAYMENT_STATUS_SHORT: Record<PaymentStatus, string> = {
  COD_DUE: "COD due",
  AWAITING_TRANSFER: "Awaiting transfer",
  SLIP_RECEIVED: "Slip to check",
  AWAITING_GATEWAY: "Awaiting card",
  PAID: "Paid",
  REFUNDED: "Refunded",
  FAILED: "Card failed",
  CANCELED: "Void",
};

export const PAYMENT_METHOD_SHORT: Record<PaymentMethod, string> = {
  COD: "Cash on delivery",
  BANK_TRANSFER: "Bank transfer",
  PAYHERE: "PayHere",
};

/** The status a method's payment starts in when the order is placed (or reopened, or the method is changed). */
export const FIRST_PAYMENT_STATUS: Record<PaymentMethod, PaymentStatus> = {
  COD: "COD_DUE",
  BANK_TRANSFER: "AWAITING_TRANSFER",
  PAYHERE: "AWAITING_GATEWAY",
};

/** Money still to come in: the dashboard shows it apart from what was paid. */
export const AWAITED_STATUSES: readonly PaymentStatus[] = [
  "COD_DUE",
  "AWAITING_TRANSFER",
  "SLIP_RECEIVED",
  "AWAITING_GATEWAY",
  "FAILED",
];

interface Move {
  from: readonly PaymentStatus[];
  to: PaymentStatus;
  by: readonly PaymentActor[];
}

const UNPAID: readonly PaymentStatus[] = [
  "COD_DUE",
  "AWAITING_TRANSFER",
  "SLIP_RECEIVED",
  "AWAITING_GATEWAY",
  "FAILED",
];
const STAFF: readonly PaymentActor[] = ["STAFF", "ADMIN"];

/** Every move a payment may make, and who may make it. Anything not listed is refused. */
export const PAYMENT_MOVES: readonly Move[] = [
  // Cash received from the customer or the courier's payout.
  { from: ["COD_DUE"], to: "PAID", by: STAFF },
  // The customer sends a slip; staff verify it (or see the money on the statement) or reject it.
  { from: ["AWAITING_TRANSFER"], to: "SLIP_RECEIVED", by: ["CUSTOMER"] },
  { from: ["AWAITING_TRANSFER", "SLIP_RECEIVED"], to: "PAID", by: STAFF },
  { from: ["SLIP_RECEIVED"], to: "AWAITING_TRANSFER", by: STAFF },
  // PayHere's notify: paid, failed or canceled. A success after a failure is money taken and is recorded.
  { from: ["AWAITING_GATEWAY", "FAILED", "CANCELED"], to: "PAID", by: ["GATEWAY"] },
  { from: ["AWAITING_GATEWAY"], to: "FAILED", by: ["GATEWAY"] },
  { from: ["AWAITING_GATEWAY"], to: "CANCELED", by: ["GATEWAY"] },
  // The customer tries the card again, or changes to another method, while the order is open.
  { from: ["AWAITING_GATEWAY", "FAILED", "CANCELED"], to: "AWAITING_GATEWAY", by: ["CUSTOMER"] },
  { from: ["AWAITING_GATEWAY", "FAILED", "CANCELED"], to: "COD_DUE", by: ["CUSTOMER"] },
  { from: ["AWAITING_GATEWAY", "FAILED", "CANCELED"], to: "AWAITING_TRANSFER", by: ["CUSTOMER"] },
  // The order is canceled (by staff, or by the hold when payment did not come in time).
  { from: UNPAID, to: "CANCELED", by: ["STAFF", "ADMIN", "SHOP"] },
  // An admin reopens a canceled order: its payment is awaited again.
  { from: ["CANCELED"], to: "COD_DUE", by: ["ADMIN"] },
  { from: ["CANCELED"], to: "AWAITING_TRANSFER", by: ["ADMIN"] },
  { from: ["CANCELED"], to: "AWAITING_GATEWAY", by: ["ADMIN"] },
  // Money given back by the shop, or taken back by the card holder's bank (a charge-back).
  { from: ["PAID"], to: "REFUNDED", by: ["ADMIN", "GATEWAY"] },
];

export function paymentMoveAllowed(from: PaymentStatus, to: PaymentStatus, by: PaymentActor): boolean {
  return PAYMENT_MOVES.some((move) => move.to === to && move.from.includes(from) && move.by.includes(by));
}
