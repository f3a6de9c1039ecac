import { page } from "../../../shared/page-route";

export const route = page({
  id: "track-order",
  path: "/client/orders/track",
  area: "client",
  guard: "public",
  head: {
    title: "Track your order",
    description: "Follow your order step by step with its order number and your e-mail or mobile number.",
    canonical: "/client/orders/track",
  },
});
