import { page } from "../../../shared/page-route";

export const route = page({
  id: "vehicle-parts",
  path: "/client/vehicles/:make/:model",
  area: "client",
  guard: "public",
  head: { title: "Vehicle not found", noindex: true },
});
