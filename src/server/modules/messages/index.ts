/**
 * What other features may use of messages: the texts an order's life sends, queued in the caller's transaction, and
 * the outbox statuses the console's Messages page filters by. The gateways and the outbox itself stay inside.
 */
export { createOrderTexts } from "./order-texts";
export { createRestockAnnouncements, startRestockAnnouncements } from "./restock-announcements";
export { messageRoutes } from "./routes";
export { createMessageService, isOutboxStatus } from "./service";
export { smsGateway } from "./sms-gateway";
export { createSmsSender } from "./sms-sender";
export { createStockAlerts } from "./stock-alerts";
