import { proxy, useSnapshot } from "valtio";
import type { CartLine, CartView } from "../../server/api-types";
import { ApiError, call } from "../../shared/api-client";
import { cartApi } from "../storefront-api";

export type { CartLine, CartView };

/**
 * The cart as this tab last heard it from the server (docs/decisions/005-server-cart.md): the server keeps the cart
 * (the httpOnly `cart` cookie names it) and renders its count in every page's header; with JavaScript, actions call
 * the cart API and this state follows the answers, so the page changes without a reload. Null until the tab has
 * heard anything: the page's own server-rendered count stands until then.
 */
export const cart = proxy({
  view: null as CartView | null,
  /** The last thing a cart action said, with a serial so the same words twice are announced twice. */
  notice: null as { text: string; serial: number } | null,
});

export const unitPrice = (line: Pick<CartLine, "price" | "discountPrice">) => line.discountPrice ?? line.price;

/** Units of a product in the cart (0 when it is not there). */
export const quantityInCart = (view: CartView | null, productId: number) =>
  view?.lines.find((line) => line.productId === productId)?.quantity ?? 0;

let serial = 0;
export function say(text: string) {
  serial += 1;
  cart.notice = { text, serial };
}

export function showCart(view: CartView) {
  cart.view = view;
}

/** Runs a cart action: the answer's cart is shown and its message said; a refusal's message is said instead. */
async function change(request: Promise<unknown>): Promise<boolean> {
  try {
    const answer = (await call(request as Parameters<typeof call>[0], { quiet: true })) as {
      cart: CartView;
      message: string;
    };
    showCart(answer.cart);
    say(answer.message);
    return true;
  } catch (error) {
    say(error instanceof ApiError ? error.message : "Could not change your cart. Please try again.");
    if (error instanceof ApiError && error.status !== 0) void loadCart();
    return false;
  }
}

export const addToCart = (productId: number, quantity = 1) => change(cartApi().items.post({ productId, quantity }));
export const setQuantity = (productId: number, quantity: number) =>
  change(cartApi().items({ productId }).put({ quantity }));
export const removeLine = (productId: number) => change(cartApi().items({ productId }).delete());

/** Reads the cart as it is now (prices and stock from the catalog). */
export async function loadCart(): Promise<void> {
  try {
    showCart(await call(cartApi().get(), { quiet: true }));
  } catch {
    // Offline: the page's server-rendered cart stays as it was.
  }
}

/** Where carts lived before the server kept them; moved to the server cart once, then forgotten. */
const SAVED_CART_KEY = "lanka-auto-parts.cart.v1";

/** A cart this browser kept in localStorage (before carts lived on the server) goes to the server cart, once. */
export async function moveSavedCart(): Promise<boolean> {
  let items: { productId: number; quantity: number }[] = [];
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_CART_KEY) ?? "null") as unknown;
    if (!Array.isArray(saved)) return false;
    items = saved
      .filter((line) => Number.isInteger(line?.productId) && Number.isInteger(line?.quantity) && line.quantity >= 1)
      .map((line) => ({ productId: line.productId, quantity: Math.min(line.quantity, 999) }))
      .slice(0, 200);
  } catch {
    return false;
  }
  if (items.length === 0) {
    localStorage.removeItem(SAVED_CART_KEY);
    return false;
  }
  const moved = await change(cartApi().merge.post({ items }));
  if (moved) localStorage.removeItem(SAVED_CART_KEY);
  return moved;
}

/** The cart's state for rendering: what the tab heard, or null (then the server's rendering stands). */
export function useCartState() {
  const snapshot = useSnapshot(cart);
  return { view: snapshot.view as CartView | null, notice: snapshot.notice };
}
