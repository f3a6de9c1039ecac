import { pageWithin } from "../../../server/pages/loaders/list-page";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { readOrderQuery } from "../../../shared/order-query";

export const loader = pageLoader({
  load: async ({ services, query: search }) => {
    const query = readOrderQuery(search);
    const filter = {
      searchText: query.q,
      status: query.status ?? undefined,
      paymentStatus: query.payment ?? undefined,
      placedFrom: query.from ?? undefined,
      placedTo: query.to ?? undefined,
      toDispatch: query.toDispatch,
      sort: query.sort ?? undefined,
      direction: query.direction,
    };
    return {
      query,
      orders: await pageWithin(query, (paging) => services.orders.list(filter, paging)),
      // Unpaid orders beyond the shop's limits hold nothing until staff call the customer: shown first.
      waiting: await services.orders.list({ waitingForStock: true }, { page: 0, size: 20 }),
      summary: await services.orders.summary(),
      sales: await services.orders.salesByDay(),
      /** The shop's day now (the "Today" shortcut), and how many parts are low. */
      today: services.orders.today(),
      lowStock: await services.products.lowStock.count(),
      counts: {
        orders: await services.orders.count(),
        products: await services.products.count(),
        brands: await services.brands.count(),
        categories: await services.categories.count(),
      },
    };
  },
});
