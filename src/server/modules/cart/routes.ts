import { Elysia } from "elysia";
import { AppError } from "../../http/app-error";
import { clientAddress, overHttps } from "../../http/client-address";
import { envelopeOf, ok } from "../../http/envelope";
import type { RateLimiter } from "../../http/rate-limiter";
import { fromThisSite } from "../../http/same-site";
import { type DeliveryService, quoteQuery, readChoice } from "../delivery";

import { cartTokenIn, keepCartToken } from "./cart-cookie";
import {
  addItemBody,
  cartChange,
  cartQuote,
  cartView,
  MAX_CART_LINES,
  MERGES_PER_ADDRESS_PER_HOUR,
  mergeBody,
  productParams,
  setQuantityBody,
} from "./model";
import type { CartChange, CartService } from "./service";

interface CartRouteDeps {
  carts: CartService;
  delivery: DeliveryService;
  proxyHops: number;
  /** Merges per client address: a browser merges its kept cart once, a script would write lines without end. */
  mergeThrottle: RateLimiter;
}

export const TOO_MANY_MERGES = "Too many saved carts moved from this network. Please try again later.";

/**
 * The visitor's cart (no account: the `cart` cookie names it). The storefront calls these with JavaScript; without
 * it the same actions are forms posted to /client/cart/… (src/server/pages/cart-forms.ts).
 */
export const cartRoutes = ({ carts, delivery, proxyHops, mergeThrottle }: CartRouteDeps) =>
  new Elysia({ prefix: "/cart", tags: ["Cart"] })
    .onBeforeHandle(({ request, set }) => {
      set.headers["cache-control"] = "private, no-store";
      // A write from another site would change this browser's cart in its name.
      if (request.method !== "GET" && !fromThisSite(request)) {
        throw new AppError(403, "Please change your cart from the shop's own pages.");
      }
    })
    .resolve(({ cookie, request }) => ({
      token: cartTokenIn(cookie),
      answer: (change: CartChange) => {
        keepCartToken(cookie, change.token, overHttps(request, proxyHops));
        return ok({ cart: change.cart, message: change.message }, change.message);
      },
    }))
    .get("", async ({ token }) => ok(await carts.view(token)), {
      response: envelopeOf(cartView),
      detail: { summary: "The visitor's cart, priced from the catalog now (public)" },
    })
    .post(
      "/items",
      async ({ body, token, answer }) => answer(await carts.add(token, body.productId, body.quantity ?? 1)),
      {
        body: addItemBody,
        response: envelopeOf(cartChange),
        detail: {
          summary: "Add a product (1 unless told), up to its stock (public)",
          description:
            "Starts a cart (the httpOnly `cart` cookie) when the visitor has none. More than is on hand (or than ORDER_LINE_MAX_QTY) is capped, and the message says so. 404 for a product not sold, 409 when it is out of stock or the cart already holds 50 different parts.",
        },
      },
    )
    .put(
      "/items/:productId",
      async ({ params, body, token, answer }) =>
        answer(await carts.setQuantity(token, params.productId, body.quantity)),
      {
        params: productParams,
        body: setQuantityBody,
        response: envelopeOf(cartChange),
        detail: { summary: "Set a line's quantity (1 or more, capped at stock) (public)" },
      },
    )
    .delete(
      "/items/:productId",
      async ({ params, token, answer }) => answer(await carts.remove(token, params.productId)),
      {
        params: productParams,
        response: envelopeOf(cartChange),
        detail: { summary: "Remove a line (public)" },
      },
    )
    .post(
      "/merge",
      async ({ body, token, answer, request }) => {
        await mergeThrottle.enforce(clientAddress(request, proxyHops), TOO_MANY_MERGES);
        return answer(await carts.merge(token, body.items));
      },
      {
        body: mergeBody,
        response: envelopeOf(cartChange),
        detail: {
          summary: "Move a cart the browser kept (localStorage) into the visitor's cart, once (public)",
          description: `At most ${MAX_CART_LINES} lines. Each product still sold is added up to its stock; the rest are left out and counted in the message. ${MERGES_PER_ADDRESS_PER_HOUR} merges an hour per address, then 429 with Retry-After.`,
        },
      },
    )
    .get(
      "/delivery-quote",
      async ({ query, token }) => {
        const priced = await carts.priced(token);
        if (!priced || priced.view.lines.length === 0) throw new AppError(409, "Your cart is empty.");
        const quote = await delivery.quote({ lines: priced.parcel, itemsCents: priced.itemsCents }, readChoice(query));
        return ok({ cart: priced.view, ...quote });
      },
      {
        query: quoteQuery,
        response: envelopeOf(cartQuote),
        detail: {
          summary: "The delivery fee and the total for the visitor's cart (public)",
          description:
            "method courier (with district, an ISO 3166-2:LK code) or pickup (with branchId). The fee comes from the district's zone and the cart's weight (first kg, then each started kg), free above the shop's amount; a cart with a bulky part gets COURIER_QUOTE: fee confirmed by phone (total null).",
        },
      },
    );
