import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { Product } from "../../server/api-types";
import { CART_FORMS } from "../../shared/cart-forms";
import { productTitle } from "../../shared/product-title";
import { useCurrentUrl } from "../../shared/transition-location";
import { useT } from "../i18n/intl";
import { addToCart, quantityInCart, useCartState } from "./cart-store";

/**
 * Adds the product (one per click unless told), up to its stock. A real form: without JavaScript it posts to the
 * server's cart and comes back to this page with what happened; with it, the cart API is called and the page stays.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  label,
  className = "",
  quantityField,
}: {
  product: Product;
  /** How many one click adds (the spec: one from a card; the chosen quantity on the product page). */
  quantity?: number;
  label?: string;
  className?: string;
  /** A quantity input named `quantity` to post with the form (the product page's stepper), placed before the button. */
  quantityField?: ReactNode;
}) {
  const { view } = useCartState();
  const t = useT();
  const labelText = label ?? t("cart.add");
  const returnTo = useCurrentUrl();
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const inCart = quantityInCart(view, product.productId);
  const soldOut = product.qty < 1;
  const allInCart = !soldOut && inCart >= product.qty;

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 1500);
    return () => clearTimeout(timer);
  }, [added]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setAdded(await addToCart(product.productId, quantity));
    setBusy(false);
  };

  const text = soldOut ? t("stock.out") : allInCart ? t("cart.allIn") : added ? t("cart.added") : labelText;
  return (
    <form method="post" action={CART_FORMS.add} onSubmit={submit} className="contents">
      <input type="hidden" name="productId" value={product.productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {quantityField ?? <input type="hidden" name="quantity" value={quantity} />}
      <button
        type="submit"
        disabled={soldOut || allInCart}
        aria-busy={busy || undefined}
        aria-label={
          soldOut || allInCart ? undefined : t("cart.addLabel", { label: labelText, title: productTitle(product) })
        }
        className={`inline-flex min-h-10 items-center justify-center whitespace-nowrap rounded-md bg-brand-600 px-3 font-semibold text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700 ${className}`}
      >
        {text}
      </button>
    </form>
  );
}
