import { page } from "../../../shared/page-route";
import { TWO_STEP_PATH } from "../../../shared/paths";

export const route = page({
  id: "two-step",
  path: TWO_STEP_PATH,
  area: "auth",
  guard: "public",
  head: { title: "Two-step sign-in", noindex: true },
});
