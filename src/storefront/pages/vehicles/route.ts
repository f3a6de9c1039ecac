import { page } from "../../../shared/page-route";

export const route = page({
  id: "vehicles",
  path: "/client/vehicles",
  area: "client",
  guard: "public",
  head: {
    title: "Parts by vehicle",
    description: "Find the parts that fit your Toyota, Nissan, Honda, Suzuki or Mitsubishi by make and model.",
    canonical: "/client/vehicles",
  },
});
