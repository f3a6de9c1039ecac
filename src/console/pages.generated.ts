// Written by scripts/generate-pages.ts from the page folders: do not edit by hand.
import type { PageMap } from "../shared/page-router";

const pages = {
  activity: () => import("./activity/activity/page"),
  "brand-list": () => import("./catalog/brand-list/page"),
  "category-list": () => import("./catalog/category-list/page"),
  dashboard: () => import("./orders/dashboard/page"),
  delivery: () => import("./delivery/delivery/page"),
  "forgot-password": () => import("./account/forgot-password/page"),
  "low-stock": () => import("./catalog/low-stock/page"),
  messages: () => import("./messages/messages/page"),
  "packing-slip": () => import("./orders/packing-slip/page"),
  payments: () => import("./payments/payments/page"),
  "product-import": () => import("./catalog/product-import/page"),
  "products-list": () => import("./catalog/products-list/page"),
  "search-words": () => import("./catalog/search-words/page"),
  sessions: () => import("./account/sessions/page"),
  "sign-in": () => import("./account/sign-in/page"),
  "sign-up": () => import("./account/sign-up/page"),
  staff: () => import("./staff/staff/page"),
  "sub-category-list": () => import("./catalog/sub-category-list/page"),
  "two-step": () => import("./account/two-step/page"),
  "two-step-settings": () => import("./account/two-step-settings/page"),
  "vehicle-list": () => import("./vehicles/vehicle-list/page"),
};

/** The console's pages by route id, each loaded on first use and checked against its loader's data. */
export const consolePages: PageMap<keyof typeof pages> = pages;
