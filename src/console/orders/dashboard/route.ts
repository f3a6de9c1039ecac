import { page } from "../../../shared/page-route";
import { CONSOLE_HOME } from "../../../shared/paths";

export const route = page({
  id: "dashboard",
  path: CONSOLE_HOME,
  area: "console",
  guard: "staff",
  head: { title: "Dashboard", noindex: true },
  menu: { label: "Dashboard", icon: "dashboard", order: 1 },
});
