/** What other features may use of payments: the choice at placement, the moves, the order's payment, invoices. */

// An order's payment history and slips, to read (the order's detail shows them).
export { paymentHistory, paymentSlips } from "../../../db/schema";
export { invoiceAnswer, invoiceFor } from "./invoice";
export {
  type BankAccount,
  orderPayment,
  type PaymentChange,
  type PaymentSettings,
  paymentChange,
  paymentChoiceBody,
  type SlipRow,
  slipRow,
} from "./model";
export { movePayment } from "./payment-moves";
export { paymentRules } from "./payment-settings";
export { paymentRoutes } from "./routes";
export { type ChosenPayment, createPaymentService, NOTIFY_PATH, type PaymentService } from "./service";
export { checkSlip } from "./slips";
