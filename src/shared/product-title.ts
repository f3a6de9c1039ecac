/** The name customers see, from a products row: the display name when the shop gave one. */
export const shownName = (product: { name: string; displayName?: string | null }) =>
  product.displayName || product.name;

/** The name customers see: the display name when the shop gave one. */
export const productTitle = (product: { productName: string; productDisplayName: string | null }) =>
  product.productDisplayName || product.productName;
