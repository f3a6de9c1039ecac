import { loader } from "./loader";

/** How many of the newest orders the dashboard lists. */
export const DASHBOARD_ORDERS = 10;

export const consoleLoaders = {
  dashboard: loader({
    load: ({ services }) => ({
      summary: services.orders.summary(),
      latestOrders: services.orders.list({}, { page: 0, size: DASHBOARD_ORDERS }),
    }),
  }),
};
