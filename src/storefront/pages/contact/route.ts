import { page } from "../../../shared/page-route";

export const route = page({
  id: "contact",
  path: "/client/contact",
  area: "client",
  guard: "public",
  head: {
    title: "Contact us",
    description: "Call, e-mail or write to Lanka Auto Parts, or visit us on Galle Road, Colombo 03.",
    canonical: "/client/contact",
  },
});
