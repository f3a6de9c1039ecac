import { page } from "../../../shared/page-route";

export const route = page({
  id: "checkout",
  path: "/client/checkout",
  area: "client",
  guard: "public",
  head: { title: "Checkout", noindex: true },
  perVisitor: true,
});
