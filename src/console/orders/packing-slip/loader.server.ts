import { AppError } from "../../../server/http/app-error";
import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: async ({ services, params }) => {
    try {
      return { order: await services.orders.get(params.orderId ?? "") };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return { order: null };
      throw error;
    }
  },
  head: ({ order }) => (order ? { title: `Packing slip ${order.orderId}` } : { title: "Order not found" }),
  status: ({ order }) => (order ? 200 : 404),
});
