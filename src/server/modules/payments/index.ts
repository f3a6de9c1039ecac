/** What other features may use of payments: the choice at placement, the moves and the order's payment. */

export {
  type BankAccount,
  orderPayment,
  type PaymentChange,
  type PaymentSettings,
  paymentChange,
  paymentChoiceBody,
  refundBody,
  rejectBody,
  type SlipRow,
  slipRow,
} from "./model";
export { paymentHistoryOf, slipsOf, slipsSentSince, toPaymentChange } from "./order-payment-view";
export { movePayment } from "./payment-moves";
export { type PaymentRules, paymentRules } from "./payment-settings";
export { paymentRoutes } from "./routes";
export { type ChosenPayment, createPaymentService, NOTIFY_PATH, type PaymentService } from "./service";
export { checkSlip, SLIP_TYPES } from "./slips";
