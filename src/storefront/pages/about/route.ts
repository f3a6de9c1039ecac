import { page } from "../../../shared/page-route";

export const route = page({
  id: "about",
  path: "/client/about",
  area: "client",
  guard: "public",
  head: {
    title: "About us: our legacy",
    description: "Over 50 years of supplying genuine Toyota and Nissan spare parts across Sri Lanka.",
    canonical: "/client/about",
  },
});
