import { page } from "../../../shared/page-route";

export const route = page({
  id: "payments",
  path: "/console/payments",
  area: "console",
  guard: "staff",
  head: { title: "Payments", noindex: true },
  menu: { label: "Payments", icon: "wallet", order: 9 },
});
