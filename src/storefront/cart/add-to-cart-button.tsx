import { useEffect, useState } from "react";
import type { Product } from "../../server/api-types";
import { productTitle } from "../../shared/product-title";
import { addToCart, quantityInCart, useCart } from "./cart-store";

/** Adds the product (one per click unless told), up to its stock; says so for a moment, and for screen readers. */
export function AddToCartButton({
  product,
  quantity = 1,
  label = "Add",
  className = "",
}: {
  product: Product;
  /** How many one click adds (the spec: one from a card; the chosen quantity on the product page). */
  quantity?: number;
  label?: string;
  className?: string;
}) {
  const { lines } = useCart();
  const [added, setAdded] = useState(false);
  const inCart = quantityInCart(lines, product.productId);
  const soldOut = product.qty < 1;
  const allInCart = !soldOut && inCart >= product.qty;

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 1500);
    return () => clearTimeout(timer);
  }, [added]);

  const text = soldOut ? "Out of stock" : allInCart ? "All in cart" : added ? "Added ✓" : label;
  return (
    <button
      type="button"
      disabled={soldOut || allInCart}
      onClick={() => setAdded(addToCart(product, quantity))}
      aria-label={soldOut || allInCart ? undefined : `${label}: ${productTitle(product)}`}
      className={`inline-flex min-h-10 items-center justify-center whitespace-nowrap rounded-md bg-brand-600 px-3 font-semibold text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-700 ${className}`}
    >
      {text}
      <span className="sr-only" aria-live="polite">
        {added ? ` Added to cart, ${inCart} in cart` : ""}
      </span>
    </button>
  );
}
