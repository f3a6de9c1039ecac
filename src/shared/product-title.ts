/** The name customers see, from a products row: the display name when the shop gave one. */
export const shownName = (product: { name: string; displayName?: string | null }) =>
  product.displayName || product.name;

/** The name customers see: the display name when the shop gave one. */
export const productTitle = (product: { productName: string; productDisplayName: string | null }) =>
  product.productDisplayName || product.productName;

/** The title with its part code in brackets, for texts and e-mails; not twice when the title already names it. */
export function titleWithCode(product: {
  productName: string;
  productDisplayName: string | null;
  code: string | null;
}) {
  const title = productTitle(product);
  return product.code && !title.includes(product.code) ? `${title} (${product.code})` : title;
}
