import { page } from "../../../shared/page-route";

export const route = page({
  id: "product-import",
  path: "/console/products/import",
  area: "console",
  guard: "catalog.edit",
  head: { title: "Import products", noindex: true },
});
