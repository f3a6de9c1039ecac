/** The name customers see: the display name when the shop gave one. */
export const productTitle = (product: { productName: string; productDisplayName: string | null }) =>
  product.productDisplayName || product.productName;
