import { page } from "../../../shared/page-route";
import { TWO_STEP_SETTINGS_PATH } from "../../../shared/paths";

export const route = page({
  id: "two-step-settings",
  path: TWO_STEP_SETTINGS_PATH,
  area: "console",
  guard: "staff",
  head: { title: "Two-step sign-in", noindex: true },
  menu: { label: "Two-step sign-in", icon: "lock", order: 14 },
});
