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
