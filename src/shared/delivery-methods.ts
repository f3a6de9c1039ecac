/**
 * How an order reaches its customer. COURIER: to the address, fee from the zone and weight. COURIER_QUOTE: a cart
 * with bulky parts by courier, the fee agreed by phone. PICKUP: at a branch, free. TO_CONFIRM: placed through the
 * spec's order body, which carries no delivery (the shop calls). NOT_RECORDED: placed before delivery was recorded.
 */
export const DELIVERY_METHODS = ["COURIER", "COURIER_QUOTE", "PICKUP", "TO_CONFIRM", "NOT_RECORDED"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** What the customer chooses at checkout (the other methods follow from the cart or the client). */
export const CHOSEN_DELIVERY = ["courier", "pickup"] as const;
export type ChosenDelivery = (typeof CHOSEN_DELIVERY)[number];

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  COURIER: "Courier delivery",
  COURIER_QUOTE: "Courier delivery, fee confirmed by phone",
  PICKUP: "Pickup at a branch",
  TO_CONFIRM: "Delivery to be confirmed by phone",
  NOT_RECORDED: "Delivery not recorded",
};
