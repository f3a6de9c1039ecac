// Written by scripts/generate-pages.ts from the page folders: do not edit by hand.
import type { PageMap } from "../shared/page-router";

const pages = {
  about: () => import("./pages/about/page"),
  cart: () => import("./pages/cart/page"),
  checkout: () => import("./pages/checkout/page"),
  "client-not-found": () => import("./pages/client-not-found/page"),
  contact: () => import("./pages/contact/page"),
  content: () => import("./pages/content/page"),
  home: () => import("./pages/home/page"),
  "newsletter-confirm": () => import("./pages/newsletter-confirm/page"),
  "order-placed": () => import("./pages/order-placed/page"),
  product: () => import("./pages/product/page"),
  store: () => import("./pages/store/page"),
  testimonials: () => import("./pages/testimonials/page"),
  "track-order": () => import("./pages/track-order/page"),
  "vehicle-parts": () => import("./pages/vehicle-parts/page"),
  vehicles: () => import("./pages/vehicles/page"),
};

/** The storefront's pages by route id, each loaded on first use and checked against its loader's data. */
export const storefrontPages: PageMap<keyof typeof pages> = pages;
