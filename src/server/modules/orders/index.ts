/** What other features may use of orders: the order as the API shows it, and the order service. */

export { customerOrderIdThrottled } from "./customer-order";
export { type OrderDetail, orderDetail, trackedOrder } from "./model";
export type { OrderService } from "./service";
