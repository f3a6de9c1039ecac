import type { PageMap } from "../../shared/page-router";

/** The console's pages (and the sign-in page) by route id (src/shared/routes.ts). */
export const consolePages: PageMap<
  | "sign-in"
  | "forgot-password"
  | "sign-up"
  | "dashboard"
  | "brand-list"
  | "category-list"
  | "sub-category-list"
  | "products-list"
  | "product-import"
  | "vehicle-list"
  | "staff"
  | "delivery"
  | "payments"
  | "messages"
  | "activity"
  | "packing-slip"
  | "low-stock"
  | "sessions"
  | "two-step"
  | "two-step-settings"
> = {
  "sign-in": () => import("./sign-in-page"),
  "forgot-password": () => import("./forgot-password-page"),
  "sign-up": () => import("./sign-up-page"),
  dashboard: () => import("./dashboard-page"),
  "brand-list": () => import("./brand-list-page"),
  "category-list": () => import("./category-list-page"),
  "sub-category-list": () => import("./sub-category-list-page"),
  "products-list": () => import("./products-list-page"),
  "product-import": () => import("./product-import-page"),
  "vehicle-list": () => import("./vehicle-list-page"),
  staff: () => import("./staff-page"),
  delivery: () => import("./delivery-page"),
  payments: () => import("./payments-page"),
  messages: () => import("./messages-page"),
  activity: () => import("./activity-page"),
  "packing-slip": () => import("./packing-slip-page"),
  "low-stock": () => import("./low-stock-page"),
  sessions: () => import("./sessions-page"),
  "two-step": () => import("./two-step-page"),
  "two-step-settings": () => import("./two-step-settings-page"),
};
