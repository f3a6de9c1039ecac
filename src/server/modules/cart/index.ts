/** What other features may use of carts: the checkout reads a cart and empties it in the order's transaction. */
export {
  CART_COOKIE,
  CART_NOTICE_COOKIE,
  cartTokenIn,
  keepCartToken,
  leaveCartNotice,
} from "./cart-cookie";
export { startCartPruning } from "./cart-pruning";
export { type CartLine, type CartView, MERGES_PER_ADDRESS_PER_HOUR } from "./model";
export { cartRoutes } from "./routes";
export { type CartService, createCartService, EMPTY_CART, type PricedCart } from "./service";
