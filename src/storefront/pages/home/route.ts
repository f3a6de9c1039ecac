import { page } from "../../../shared/page-route";

export const route = page({
  id: "home",
  path: "/client/home",
  area: "client",
  guard: "public",
  head: {
    title: "Genuine car parts for Toyota and Nissan",
    description: "Brake pads, filters, spark plugs and more for Toyota and Nissan, delivered across Sri Lanka.",
    canonical: "/client/home",
  },
});
