import { page } from "../../../shared/page-route";

export const route = page({
  id: "sessions",
  path: "/console/sessions",
  area: "console",
  guard: "staff",
  head: { title: "My sessions", noindex: true },
  menu: { label: "My sessions", icon: "key", order: 13 },
});
