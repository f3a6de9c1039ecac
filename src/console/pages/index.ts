import type { PageMap } from "../../shared/page-router";

/** The console's pages (and the sign-in page) by route id (src/shared/routes.ts), each its own chunk. */
export const consolePages: PageMap<"sign-in" | "dashboard"> = {
  "sign-in": () => import("./sign-in-page"),
  dashboard: () => import("./dashboard-page"),
};
