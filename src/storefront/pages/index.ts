import type { PageMap } from "../../shared/page-router";

/** The storefront's pages by route id (src/shared/routes.ts), typed by its loader's data. */
export const storefrontPages: PageMap<
  | "home"
  | "about"
  | "store"
  | "product"
  | "contact"
  | "newsletter-confirm"
  | "cart"
  | "checkout"
  | "track-order"
  | "order-placed"
  | "testimonials"
  | "vehicles"
  | "vehicle-parts"
  | "content"
  | "client-not-found"
> = {
  home: () => import("./home-page"),
  about: () => import("./about-page"),
  store: () => import("./store-page"),
  product: () => import("./product-page"),
  contact: () => import("./contact-page"),
  "newsletter-confirm": () => import("./newsletter-confirm-page"),
  cart: () => import("./cart-page"),
  checkout: () => import("./checkout-page"),
  "track-order": () => import("./track-order-page"),
  "order-placed": () => import("./order-placed-page"),
  testimonials: () => import("./testimonials-page"),
  vehicles: () => import("./vehicles-page"),
  "vehicle-parts": () => import("./vehicle-parts-page"),
  content: () => import("./content-page"),
  "client-not-found": () => import("./not-found-page"),
};
