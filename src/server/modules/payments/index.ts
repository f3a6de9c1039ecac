/** What other features may use of payments: the choice at placement, the moves, the invoice number. */

export { invoiceAnswer, invoiceFor } from "./invoice";
export { assignInvoiceNumber } from "./invoice-number";
export {
  type BankAccount,
  type OrderPayment,
  orderPayment,
  type PaymentChange,
  paymentChange,
  paymentChoiceBody,
  type SlipRow,
  slipRow,
} from "./model";
export { movePayment, recordPayment } from "./payment-moves";
export { paymentRules } from "./payment-settings";
export { type ChosenPayment, createPaymentService, NOTIFY_PATH, type PaymentService } from "./service";
