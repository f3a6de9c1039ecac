import { page } from "../../../shared/page-route";

export const route = page({
  id: "client-not-found",
  path: "/client/*",
  area: "client",
  guard: "public",
  head: { title: "Page not found", noindex: true },
});
