/** What other features may use of orders: the order as the API shows it, and the order service. */

export { type OrderDetail, orderDetail, trackedOrder } from "./model";
export { TOO_MANY_MISSES } from "./routes";
export type { OrderService } from "./service";
