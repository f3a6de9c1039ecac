import { page } from "../../../shared/page-route";

export const route = page({
  id: "cart",
  path: "/client/cart",
  area: "client",
  guard: "public",
  head: { title: "Your cart", noindex: true },
  perVisitor: true,
});
