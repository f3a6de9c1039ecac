import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "vehicle-list",
  path: "/console/vehicle-list",
  area: "console",
  guard: "staff",
  head: { title: "Vehicles", noindex: true },
  menu: { label: "Vehicles", icon: "car", order: 7 },
});

export const list = consoleList(route, 10);
