import { page } from "../../../shared/page-route";

export const route = page({
  id: "testimonials",
  path: "/client/testimonials",
  area: "client",
  guard: "public",
  head: {
    title: "What our customers say",
    description: "Reviews from drivers and garages across Sri Lanka who buy their parts from us.",
    canonical: "/client/testimonials",
  },
});
