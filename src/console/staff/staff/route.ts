import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "staff",
  path: "/console/staff",
  area: "console",
  guard: "staff.manage",
  head: { title: "Staff", noindex: true },
  menu: { label: "Staff", icon: "users", order: 11 },
});

export const list = consoleList(route, 10);
