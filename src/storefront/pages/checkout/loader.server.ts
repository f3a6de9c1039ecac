import { CART_COOKIE } from "../../../server/modules/cart";
import { checkoutData } from "../../../server/pages/loaders/checkout-data";
import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: ({ services, cookie, form }) => checkoutData(services, cookie(CART_COOKIE), form),
  status: ({ refused }) => refused?.status ?? 200,
});
