/** What other features may use of orders: the order as the API shows it, and the order service. */

// The order rows and their lines, to read (payments and messages read the order they act on; payments move its
// payment columns, FOREIGN_WRITES in src/borders.test.ts).
export { orderItems, orders } from "../../../db/schema";
export { customerOrderIdThrottled } from "./customer-order";
export { type OrderDetail, orderDetail, trackedOrder } from "./model";
export type { OrderService } from "./service";
