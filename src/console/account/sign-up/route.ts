import { page } from "../../../shared/page-route";

export const route = page({
  id: "sign-up",
  path: "/security/sign-up",
  area: "auth",
  guard: "public",
  head: { title: "Ask for a staff account", noindex: true },
});
