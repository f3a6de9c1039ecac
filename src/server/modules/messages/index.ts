/**
 * What other features may use of messages: the texts an order's life sends, queued in the caller's transaction.
 * The gateways, the outbox and the console's Messages screen stay inside.
 */
export { createOrderTexts, type OrderTexts } from "./order-texts";
