import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "brand-list",
  path: "/console/brand-list",
  area: "console",
  guard: "staff",
  head: { title: "Brands", noindex: true },
  menu: { label: "Brands", icon: "tag", order: 6 },
});

export const list = consoleList(route, 5);
