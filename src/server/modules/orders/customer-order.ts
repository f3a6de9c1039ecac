import type { RateLimiter } from "../../http/rate-limiter";
import { TOO_MANY_MISSES } from "./routes";
import type { OrderService } from "./service";

/**
 * The id of the order a customer names by its number and their e-mail or mobile (their slip, another way to pay,
 * their invoice). Misses count against the client's look-up budget like tracking, so orders cannot be guessed.
 */
export async function customerOrderIdThrottled(
  { orders, trackThrottle }: { orders: OrderService; trackThrottle: RateLimiter },
  orderNumber: string,
  contact: string,
  client: string,
): Promise<number> {
  await trackThrottle.enforceSpent(client, TOO_MANY_MISSES);
  try {
    return await orders.customerOrderId(orderNumber, contact);
  } catch (error) {
    await trackThrottle.hit(client);
    throw error;
  }
}
