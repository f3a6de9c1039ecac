import { page } from "../../../shared/page-route";

/** The short content pages (src/shared/content-pages.ts); an unknown slug is the storefront's 404. */
export const route = page({
  id: "content",
  path: "/client/:slug",
  area: "client",
  guard: "public",
  head: { title: "Page not found", noindex: true },
});
