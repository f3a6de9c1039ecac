import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "category-list",
  path: "/console/category-list",
  area: "console",
  guard: "staff",
  head: { title: "Categories", noindex: true },
  menu: { label: "Categories", icon: "layers", order: 5 },
});

export const list = consoleList(route, 5);
