import { page } from "../../../shared/page-route";

export const route = page({
  id: "packing-slip",
  path: "/console/orders/:orderId/packing-slip",
  area: "console",
  guard: "staff",
  head: { title: "Packing slip", noindex: true },
});
