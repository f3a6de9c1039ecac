import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "products-list",
  path: "/console/products-list",
  area: "console",
  guard: "staff",
  head: { title: "Products", noindex: true },
  menu: { label: "Products", icon: "box", order: 2 },
});

export const list = consoleList(route, 10);
