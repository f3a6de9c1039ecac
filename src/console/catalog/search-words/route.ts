import { page } from "../../../shared/page-route";

export const route = page({
  id: "search-words",
  path: "/console/search-words",
  area: "console",
  guard: "staff",
  head: { title: "Search words", noindex: true },
  menu: { label: "Search words", icon: "tag", order: 6.5 },
});
