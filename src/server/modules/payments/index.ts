/** What other features may use of payments: the choice at placement, the moves, the order's payment, invoices. */

export { invoiceAnswer, invoiceFor } from "./invoice";
export {
  type BankAccount,
  orderPayment,
  type PaymentChange,
  paymentChange,
  paymentChoiceBody,
  type SlipRow,
  slipRow,
} from "./model";
export { movePayment } from "./payment-moves";
export { paymentRules } from "./payment-settings";
export { type ChosenPayment, createPaymentService, NOTIFY_PATH, type PaymentService } from "./service";
