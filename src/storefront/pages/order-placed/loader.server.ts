import { CART_COOKIE } from "../../../server/modules/cart";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { paymentData } from "../../../server/pages/loaders/payment-data";

const ORDER_NUMBER = /^SO-\d{4}-\d{6,10}$/;

export const loader = pageLoader({
  load: async ({ params, services, cookie, query }) => {
    const orderId = ORDER_NUMBER.test(params.orderId ?? "") ? (params.orderId as string) : null;
    // Shown whole only to the browser whose cart placed it; anyone else is offered tracking.
    const cartId = await services.carts.idOf(cookie(CART_COOKIE));
    const order =
      orderId && cartId !== undefined ? ((await services.orders.placedByCart(orderId, cartId)) ?? null) : null;
    return {
      orderId,
      order,
      payment: order ? await paymentData(services, order) : null,
      // Straight from checkout a card order goes on to PayHere by itself; coming back from it, it does not.
      autoPay: query.get("pay") === "1",
    };
  },
  head: ({ orderId }, _params, _shopName, t) =>
    orderId ? { title: t("head.orderTitle", { orderId }) } : { title: t("head.client-not-found.title") },
  status: ({ orderId }) => (orderId ? 200 : 404),
});
