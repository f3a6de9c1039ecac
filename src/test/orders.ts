import type { Db } from "../db/database";
import { shopSettings } from "../db/schema";
import type { OrderDetail } from "../server/modules/orders/order-rows";
import type { TestApp } from "./test-app";

/** A make-order submission a customer would send; `overrides` replace any of its fields. */
export function orderBody(items: { productId: number; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return {
    customerEmail: "nimal.perera@example.com",
    customerPrimaryMobile: "077 123 4567",
    customerSecondaryMobile: "",
    customerFullName: "Nimal Perera",
    customerAddress: "No. 12, Temple Road, Kandy",
    orderItems: items,
    ...overrides,
  };
}

/** Places an order through the API, as the storefront does. */
export const placeOrder = (store: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  store.api<OrderDetail>("/orders/visitor/make-order", { method: "POST", json: body, headers });

/**
 * Lifts the limits on stock held by unpaid orders (orders/unpaid-holds.ts) for a store where one test customer
 * places many orders; the limits have their own tests (orders/unpaid-holds.test.ts).
 */
export async function liftUnpaidHolds(db: Db) {
  const lifted = {
    hold_max_units_per_part: 1_000_000_000,
    hold_max_order_cents: 1_000_000_000,
    hold_max_units_per_client: 1_000_000_000,
    hold_max_units_shop: 1_000_000_000,
    hold_max_percent_of_stock: 100,
  };
  for (const [key, value] of Object.entries(lifted)) {
    await db
      .insert(shopSettings)
      .values({ key, value: String(value) })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value: String(value) } });
  }
}
