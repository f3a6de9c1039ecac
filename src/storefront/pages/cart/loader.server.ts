import { CART_COOKIE } from "../../../server/modules/cart";
import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: async ({ services, cookie }) => ({ cart: await services.carts.view(cookie(CART_COOKIE)) }),
});
