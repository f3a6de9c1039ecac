import { page } from "../../../shared/page-route";

export const route = page({
  id: "newsletter-confirm",
  path: "/client/newsletter",
  area: "client",
  guard: "public",
  head: { title: "Confirm your newsletter sign-up", noindex: true },
  perVisitor: true,
});
