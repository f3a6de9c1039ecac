import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "low-stock",
  path: "/console/low-stock",
  area: "console",
  guard: "staff",
  head: { title: "Low stock", noindex: true },
  menu: { label: "Low stock", icon: "alert", order: 3 },
});

export const list = consoleList(route, 25);
