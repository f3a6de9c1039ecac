/** What other features may use of orders: the order as the API shows it, and the order service. */

export type { OrderTexts } from "../order-texts";
export { customerOrderIdThrottled } from "./customer-order";
export { invoiceAnswer, invoiceFor } from "./invoice";
export { createLookUpBudget } from "./look-up-budget";
export { type OrderDetail, orderDetail, orderRow, orderSummary, trackedOrder } from "./model";
export { createOrderBudget, TOO_MANY_ORDERS } from "./order-budget";
export { startOrderHold } from "./order-hold";
export { orderPaymentRoutes } from "./order-payment-routes";
export { slipRejectedReason } from "./order-rows";
export { orderedWith } from "./ordered-with";
export { orderRoutes } from "./routes";
export type { OrderService } from "./service";
export { createOrderService } from "./service";
