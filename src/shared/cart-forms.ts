import { PROOF_FIELD, PROOF_MAX_LENGTH } from "./proof-of-work";
/**
 * Where the storefront's cart and checkout forms post without JavaScript (docs/decisions/005-server-cart.md): each
 * answers 303 back to the page it came from (the `returnTo` field), with what happened shown once there.
 */
export const CART_FORMS = {
  add: "/client/cart/add",
  update: "/client/cart/update",
  remove: "/client/cart/remove",
} as const;

export const CHECKOUT_PATH = "/client/checkout";
export const TRACK_PATH = "/client/orders/track";

/** The checkout form's fields, as posted and as the page keeps them when the shop refuses them. */
export const CHECKOUT_FIELDS = {
  customerFullName: 200,
  customerPrimaryMobile: 40,
  customerSecondaryMobile: 40,
  customerEmail: 320,
  method: 10,
  district: 10,
  city: 100,
  customerAddress: 1000,
  postalCode: 10,
  branchId: 12,
  paymentMethod: 20,
  smsAsked: 1,
  smsUpdates: 2,
  attempt: 64,
  [PROOF_FIELD]: PROOF_MAX_LENGTH,
  intent: 10,
} as const;
export type CheckoutField = keyof typeof CHECKOUT_FIELDS;

/** `key`: from the order's own link (/track/<number>/<key>), the proof its invoice needs beyond number and contact. */
export const TRACK_FIELDS = { orderId: 40, contact: 320, key: 20 } as const;

/**
 * Where a customer's payment forms post (a bank slip, multipart; another way to pay): from the order's page, known by
 * the cart that placed it, or from tracking, known by the order number and the contact typed there.
 */
export const PAYMENT_PATH = "/client/orders/payment";
export const PAYMENT_FIELDS = { orderId: 40, contact: 320, key: 20, intent: 10, method: 20, format: 4 } as const;

/** Where a customer's invoice is asked for (the same proof as a payment form): a PDF, or a printable page. */
export const INVOICE_PATH = "/client/orders/invoice";
