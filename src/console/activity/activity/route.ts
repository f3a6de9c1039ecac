import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "activity",
  path: "/console/activity",
  area: "console",
  guard: "activity.view",
  head: { title: "Activity", noindex: true },
  menu: { label: "Activity", icon: "shield", order: 12 },
});

export const list = consoleList(route, 25);
