import { page } from "../../../shared/page-route";

export const route = page({
  id: "product",
  path: "/client/product/:id",
  area: "client",
  guard: "public",
  head: { title: "Product not found", noindex: true },
});
