import { page } from "../../../shared/page-route";

export const route = page({
  id: "delivery",
  path: "/console/delivery",
  area: "console",
  guard: "staff",
  head: { title: "Delivery", noindex: true },
  menu: { label: "Delivery", icon: "truck", order: 8 },
});
