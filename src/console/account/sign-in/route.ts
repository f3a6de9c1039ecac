import { page } from "../../../shared/page-route";
import { SIGN_IN_PATH } from "../../../shared/paths";

export const route = page({
  id: "sign-in",
  path: SIGN_IN_PATH,
  area: "auth",
  guard: "public",
  head: { title: "Sign in", noindex: true },
});
