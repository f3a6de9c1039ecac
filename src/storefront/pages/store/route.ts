import { page } from "../../../shared/page-route";

export const route = page({
  id: "store",
  path: "/client/store",
  area: "client",
  guard: "public",
  head: {
    title: "All parts",
    description: "Every part we stock for Toyota and Nissan vehicles, with prices in rupees and stock on hand.",
    canonical: "/client/store",
  },
});
