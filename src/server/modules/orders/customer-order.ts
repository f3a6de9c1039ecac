import type { LookUpBudget } from "./look-up-budget";
import type { OrderService } from "./service";

/**
 * The id of the order a customer names by its number and their e-mail or mobile (their slip, another way to pay,
 * their invoice). Misses count against the look-up budgets like tracking, so orders cannot be guessed.
 */
export const customerOrderIdThrottled = (
  { orders, lookUps }: { orders: OrderService; lookUps: LookUpBudget },
  orderNumber: string,
  contact: string,
  client: string,
): Promise<number> => lookUps.lookUp(client, contact, () => orders.customerOrderId(orderNumber, contact));
