import { page } from "../../../shared/page-route";

export const route = page({
  id: "forgot-password",
  path: "/security/forgot-password",
  area: "auth",
  guard: "public",
  head: { title: "Reset your password", noindex: true },
});
