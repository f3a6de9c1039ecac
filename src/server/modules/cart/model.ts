import { t } from "elysia";
import { deliveryQuote } from "../delivery";

const quantity = t.Integer({
  minimum: 1,
  maximum: 999,
  error: "quantity must be a whole number from 1 to 999",
  field: "quantity",
});

export const addItemBody = t.Object({
  productId: t.Integer({ minimum: 1, error: "productId must be a whole number, 1 or more", field: "productId" }),
  quantity: t.Optional(quantity),
});

export const setQuantityBody = t.Object({ quantity });

export const productParams = t.Object({
  productId: t.Integer({ minimum: 1, error: "productId must be a whole number, 1 or more", field: "productId" }),
});

/** As many different parts as one order takes (orders/order-input.ts). */
export const MAX_CART_LINES = 50;

/**
 * Kept carts moved in per client address and hour: a browser does it once, so a busy shared address (a carrier's
 * NAT) is far from it, and a script looping merges writes no more than this.
 */
export const MERGES_PER_ADDRESS_PER_HOUR = 30;

/**
 * A cart kept in the browser before carts lived on the server (localStorage), moved here once: no more lines than
 * a cart holds, so a merge cannot be made to write or look up more.
 */
export const mergeBody = t.Object({
  items: t.Array(
    t.Object({ productId: t.Integer({ minimum: 1 }), quantity: t.Integer({ minimum: 1, maximum: 999 }) }),
    {
      maxItems: MAX_CART_LINES,
      error: `items must be a list of at most ${MAX_CART_LINES} { productId, quantity }`,
    },
  ),
});

export const cartLine = t.Object({
  productId: t.Number(),
  productName: t.String({ description: "The name customers see (the display name when there is one)" }),
  code: t.Nullable(t.String()),
  image: t.Nullable(t.String()),
  price: t.Number({ description: "List price in rupees, from the catalog now" }),
  discountPrice: t.Nullable(t.Number()),
  stock: t.Number({ description: "Units on hand now: the most the line may hold" }),
  quantity: t.Number(),
  lineTotal: t.Number(),
  bulky: t.Boolean(),
  problem: t.Nullable(t.String({ description: "Why the line cannot be ordered as it is" })),
});
export type CartLine = typeof cartLine.static;

export const cartView = t.Object({
  lines: t.Array(cartLine),
  count: t.Number({ description: "Units in the cart" }),
  subtotal: t.Number({ description: "Rupees at list prices" }),
  itemsTotal: t.Number({ description: "Rupees at the prices charged (sale prices where there are some)" }),
  weightKg: t.Number(),
  bulky: t.Boolean({ description: "Holds a part an ordinary courier does not take" }),
  canOrder: t.Boolean({ description: "Every line can be ordered as it stands" }),
});
export type CartView = typeof cartView.static;

/** A cart action's answer: the cart as it is now, and what happened, in the shop's words. */
export const cartChange = t.Object({ cart: cartView, message: t.String() });

export const cartQuote = t.Object({ cart: cartView, delivery: deliveryQuote, total: t.Nullable(t.Number()) });
