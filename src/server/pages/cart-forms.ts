import { Elysia } from "elysia";
import { CART_FORMS } from "../../shared/cart-forms";
import { storefrontReturnPath } from "../../shared/return-to";
import { AppError } from "../http/app-error";
import { overHttps } from "../http/client-address";
import { fromThisSite } from "../http/same-site";
import { type CartService, cartTokenIn, keepCartToken, leaveCartNotice } from "../modules/cart";
import { readFormValues } from "./page-forms";

const FIELDS = { productId: 12, quantity: 6, set: 6, returnTo: 2000 };

/** A whole number from a form field, or undefined. */
const wholeNumber = (text: string | undefined) => (text && /^\d{1,9}$/.test(text.trim()) ? Number(text) : undefined);

/**
 * The cart's actions as plain form posts, for a browser without JavaScript (with it, the storefront calls the cart
 * API and stays on the page): each answers 303 back to the page it came from, and what happened is shown once there
 * (a short-lived cookie the next page reads and clears).
 */
export const cartForms = ({ carts, proxyHops }: { carts: CartService; proxyHops: number }) =>
  new Elysia({ name: "cart-forms" }).group("", (app) => {
    const handle =
      (
        act: (token: string | undefined, values: Record<string, string>) => Promise<{ token: string; message: string }>,
      ) =>
      async (context: { request: Request; body: unknown; cookie: Parameters<typeof cartTokenIn>[0] }) => {
        const { request, body, cookie } = context;
        const values = readFormValues(body, FIELDS);
        const back = storefrontReturnPath(values.returnTo ?? "");
        const secure = overHttps(request, proxyHops);
        let message: string;
        try {
          if (!fromThisSite(request)) throw new AppError(403, "Please change your cart from the shop's own pages.");
          const change = await act(cartTokenIn(cookie), values);
          keepCartToken(cookie, change.token, secure);
          message = change.message;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          message = error.message;
        }
        leaveCartNotice(cookie, message, secure);
        return new Response(null, { status: 303, headers: { location: back, "cache-control": "no-store" } });
      };
    const productOf = (values: Record<string, string>) => {
      const id = wholeNumber(values.productId);
      if (!id) throw new AppError(400, "That part is not in the catalog.");
      return id;
    };
    const options = { parse: "text" as const, detail: { hide: true } };
    // A form's address opened as a page (a bookmark, a crawler) shows the cart.
    const toCart = () => new Response(null, { status: 302, headers: { location: "/client/cart" } });
    for (const path of Object.values(CART_FORMS)) app.get(path, toCart, { detail: { hide: true } });
    return app
      .post(
        CART_FORMS.add,
        handle((token, values) => carts.add(token, productOf(values), Math.max(1, wholeNumber(values.quantity) ?? 1))),
        options,
      )
      .post(
        CART_FORMS.update,
        handle((token, values) => {
          // The − and + buttons post the quantity they lead to as `set`; Update posts the typed `quantity`.
          const quantity = wholeNumber(values.set) ?? wholeNumber(values.quantity);
          if (!quantity) throw new AppError(400, "Enter a quantity of 1 or more.");
          return carts.setQuantity(token, productOf(values), quantity);
        }),
        options,
      )
      .post(
        CART_FORMS.remove,
        handle((token, values) => carts.remove(token, productOf(values))),
        options,
      );
  });
