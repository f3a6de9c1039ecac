import type { Db } from "../../../db/database";
import { type Clock, HOUR_MS } from "../../clock";
import { networkOf } from "../../http/client-address";
import { createRateLimiter } from "../../http/rate-limiter";
import { contactKey } from "./contact-key";

export const TOO_MANY_ORDERS =
  "You have placed several orders in a short time. Please wait a while, or call us and we will help with your order.";

/**
 * Orders placed an hour, counted per customer (the mobile they order with, however written: ORDERS_PER_HOUR_PER_CLIENT),
 * per client address (ORDERS_PER_HOUR_PER_ADDRESS) and per network (an IPv4 /24 or IPv6 /48,
 * ORDERS_PER_HOUR_PER_NETWORK: one sender rotating through a block). Most customers reach the shop on mobile data behind a
 * carrier's NAT, hundreds to one IPv4 address at a busy hour, so the address's budget is wide and the customer's is
 * the one that bites. Only orders placed count: one refused for stock spends nothing.
 */
export function createOrderBudget({
  db,
  clock,
  perCustomerPerHour,
  perAddressPerHour,
  perNetworkPerHour,
}: {
  db: Db;
  clock: Clock;
  perCustomerPerHour: number;
  perAddressPerHour: number;
  perNetworkPerHour: number;
}) {
  const perCustomer = createRateLimiter({ db, name: "orders", limit: perCustomerPerHour, windowMs: HOUR_MS, clock });
  const perAddress = createRateLimiter({
    db,
    name: "orders-per-address",
    limit: perAddressPerHour,
    windowMs: HOUR_MS,
    clock,
  });
  const perNetwork = createRateLimiter({
    db,
    name: "orders-per-network",
    limit: perNetworkPerHour,
    windowMs: HOUR_MS,
    clock,
  });

  return {
    /** 429 (Retry-After) when the network, the address, or the customer (mobile, when known) has placed its orders. */
    async enforceSpent(client: string, mobile?: string) {
      await perNetwork.enforceSpent(networkOf(client), TOO_MANY_ORDERS);
      await perAddress.enforceSpent(client, TOO_MANY_ORDERS);
      const customer = mobile === undefined ? undefined : contactKey(mobile);
      if (customer) await perCustomer.enforceSpent(customer, TOO_MANY_ORDERS);
    },
    /** Counts a placed order against each. */
    async placed(client: string, mobile: string) {
      await perNetwork.hit(networkOf(client));
      await perAddress.hit(client);
      const customer = contactKey(mobile);
      if (customer) await perCustomer.hit(customer);
    },
  };
}

export type OrderBudget = ReturnType<typeof createOrderBudget>;
