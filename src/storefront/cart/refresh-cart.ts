import { ApiError, call } from "../../shared/api-client";
import { storefrontApi } from "../storefront-api";
import { cart, refreshLine } from "./cart-store";

/**
 * Reads every line's product as sold now (price, stock, still on sale) when the cart opens. A product taken off
 * sale or sold out is flagged on its line, never silently dropped. A lost connection leaves the lines as they were.
 */
export async function refreshCart(): Promise<void> {
  const api = storefrontApi();
  await Promise.all(
    cart.lines.map(async ({ productId }) => {
      try {
        const product = await call(api.products.visitor["get-product-by-id"]({ id: productId }).get(), { quiet: true });
        refreshLine(productId, product);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) refreshLine(productId, null);
      }
    }),
  );
}
