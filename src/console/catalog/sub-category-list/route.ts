import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "sub-category-list",
  path: "/console/sub-category-list",
  area: "console",
  guard: "staff",
  head: { title: "Sub-categories", noindex: true },
  menu: { label: "Sub Categories", icon: "layers", order: 4 },
});

export const list = consoleList(route, 5);
