import { consoleList, page } from "../../../shared/page-route";

export const route = page({
  id: "activity",
  path: "/console/activity",
  area: "console",
  guard: "activity.view",
  head: {
    title: "Activity",
    noindex: true,
  },
  menu: {
    label: "Activity",
    icon: "shield",
    order: 12,
  },
});

/** The list this page shows: its URL holds the query, 25 rows a page unless it says otherwise. */
export const list = consoleList(route, 25);
