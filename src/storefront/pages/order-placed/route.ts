import { page } from "../../../shared/page-route";

export const route = page({
  id: "order-placed",
  path: "/client/orders/:orderId",
  area: "client",
  guard: "public",
  head: { title: "Thank you for your order", noindex: true },
  perVisitor: true,
});
