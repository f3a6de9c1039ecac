import type { DbTx } from "../../db/database";
import type { OrderStatus } from "../../db/schema";
import type { MessageKind } from "../../shared/message-templates";

/**
 * What an order's life asks of the messages feature: queue the customer's text (and the shop's alert) inside the
 * transaction of the change that caused it. Declared here; services.ts hands in messages' createOrderTexts, so
 * orders and payments never import messages.
 */
export interface OrderTexts {
  placed(tx: DbTx, orderId: number): Promise<void>;
  statusReached(tx: DbTx, orderId: number, to: OrderStatus): Promise<void>;
  toCustomer(
    tx: DbTx,
    orderId: number,
    kind: MessageKind,
    options?: { eventKey?: string; reason?: string },
  ): Promise<boolean>;
}
