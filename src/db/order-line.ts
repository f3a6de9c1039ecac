import { shownName } from "../shared/product-title";

/** What an order line needs to know of the product it sells. */
export interface PricedProduct {
  code: string | null;
  name: string;
  /** The name customers see, when the shop gave one: the line keeps it, so every screen names the part alike. */
  displayName?: string | null;
  priceCents: number;
  discountPriceCents?: number | null;
}

/**
 * An order_items row for `quantity` of a product: a snapshot of its code, name and prices at order time, charged at
 * the discount price when there is one. Repricing or deleting the product later never changes it.
 */
export function orderLineOf(productId: number, product: PricedProduct, quantity: number) {
  const unitPriceCents = product.discountPriceCents ?? product.priceCents;
  return {
    productId,
    code: product.code,
    productName: shownName(product),
    listPriceCents: product.priceCents,
    unitPriceCents,
    quantity,
    lineTotalCents: unitPriceCents * quantity,
  };
}
