/**
 * The one route table: every page and redirect of the product, as data. The server uses it to redirect, guard,
 * load and render; each browser app maps the ids of its own pages to their components (`<app>/pages/index.ts`)
 * and builds its wouter <Switch> from it. Order matters: the first match wins. See docs/architecture.md.
 */

import type { Permission } from "./permissions";

export type Area = "client" | "console" | "auth";

/** Who may open a page: anyone, a signed-in active staff member, or one whose role may do this (permissions.ts). */
export type Guard = "public" | "staff" | Permission;

export interface PageHead {
  title: string;
  description?: string;
  /** Path of the canonical URL (the origin is added by the server). */
  canonical?: string;
  /** Open Graph properties without the og: prefix. */
  openGraph?: Record<string, string>;
  jsonLd?: object;
  noindex?: boolean;
}

export interface PageRoute<Id extends string = string> {
  kind: "page";
  id: Id;
  path: string;
  area: Area;
  guard: Guard;
  /** The page's head; a page whose head depends on its data has its server loader refine it. */
  head: PageHead;
  /** Shows this visitor's own cart or order: rendered for each request, never kept or shared. */
  perVisitor?: true;
}

export interface RedirectRoute {
  kind: "redirect";
  path: string;
  /** The target; `:name` takes the matched parameter of that name. */
  to: string;
}

const page = <const Id extends string>(route: Omit<PageRoute<Id>, "kind">): PageRoute<Id> => ({
  kind: "page",
  ...route,
});
const redirect = (path: string, to: string): RedirectRoute => ({ kind: "redirect", path, to });

export const SIGN_IN_PATH = "/sign-in";
export const CONSOLE_HOME = "/console/dashboard";
/** A sign-in's second step: the authenticator's code, or setting one up. */
export const TWO_STEP_PATH = "/security/two-step";
/** The staff member's own two-step sign-in: recovery codes, and (admins) the rule for staff. */
export const TWO_STEP_SETTINGS_PATH = "/console/two-step";
/** An order's printable packing slip. */
export const packingSlipPath = (orderId: string) => `/console/orders/${encodeURIComponent(orderId)}/packing-slip`;
/** Where the sign-in page sends a staff member back to (spec section 2: the requested URL is remembered). */
export const REDIRECT_PARAM = "redirectUrl";

export const routes = [
  redirect("/", "/client"),
  redirect("/client", "/client/home"),
  redirect("/console", CONSOLE_HOME),

  // Legacy and footer links shown by the spec's pages (docs/decisions/015-legacy-links.md).
  redirect("/product/:id", "/client/product/:id"),
  redirect("/shop", "/client/store"),
  redirect("/products", "/client/store"),
  redirect("/brands", "/client/store"),
  redirect("/offers", "/client/store"),
  redirect("/client/parts", "/client/store"),
  redirect("/client/shop", "/client/store"),
  redirect("/about", "/client/about"),
  redirect("/contact", "/client/contact"),
  redirect("/cart", "/client/cart"),
  redirect("/admin", CONSOLE_HOME),
  redirect("/security/sign-in", SIGN_IN_PATH),
  redirect("/orders/track", "/client/orders/track"),
  // The short link the order's texts carry (an SMS is 160 characters).
  redirect("/track/:orderId", "/client/orders/track?orderId=:orderId"),
  // Customers have no accounts: following their orders is what an account page would give them.
  redirect("/account", "/client/orders/track"),
  redirect("/testimonials", "/client/testimonials"),
  redirect("/reviews", "/client/testimonials"),
  redirect("/help", "/client/help"),
  redirect("/shipping-returns", "/client/shipping-returns"),
  redirect("/stores", "/client/stores"),
  redirect("/guides", "/client/guides"),
  redirect("/coupons", "/client/coupons"),
  redirect("/legal", "/client/legal"),

  page({
    id: "home",
    path: "/client/home",
    area: "client",
    guard: "public",
    head: {
      title: "Genuine car parts for Toyota and Nissan",
      description: "Brake pads, filters, spark plugs and more for Toyota and Nissan, delivered across Sri Lanka.",
      canonical: "/client/home",
    },
  }),
  page({
    id: "about",
    path: "/client/about",
    area: "client",
    guard: "public",
    head: {
      title: "About us: our legacy",
      description: "Over 50 years of supplying genuine Toyota and Nissan spare parts across Sri Lanka.",
      canonical: "/client/about",
    },
  }),
  page({
    id: "store",
    path: "/client/store",
    area: "client",
    guard: "public",
    head: {
      title: "All parts",
      description: "Every part we stock for Toyota and Nissan vehicles, with prices in rupees and stock on hand.",
      canonical: "/client/store",
    },
  }),
  page({
    id: "product",
    path: "/client/product/:id",
    area: "client",
    guard: "public",
    head: { title: "Product not found", noindex: true },
  }),
  page({
    id: "contact",
    path: "/client/contact",
    area: "client",
    guard: "public",
    head: {
      title: "Contact us",
      description: "Call, e-mail or write to Lanka Auto Parts, or visit us on Galle Road, Colombo 03.",
      canonical: "/client/contact",
    },
  }),
  page({
    id: "cart",
    path: "/client/cart",
    area: "client",
    guard: "public",
    head: { title: "Your cart", noindex: true },
    perVisitor: true,
  }),
  page({
    id: "newsletter-confirm",
    path: "/client/newsletter",
    area: "client",
    guard: "public",
    head: { title: "Confirm your newsletter sign-up", noindex: true },
    perVisitor: true,
  }),
  page({
    id: "checkout",
    path: "/client/checkout",
    area: "client",
    guard: "public",
    head: { title: "Checkout", noindex: true },
    perVisitor: true,
  }),
  page({
    id: "track-order",
    path: "/client/orders/track",
    area: "client",
    guard: "public",
    head: {
      title: "Track your order",
      description: "Follow your order step by step with its order number and your e-mail or mobile number.",
      canonical: "/client/orders/track",
    },
  }),
  page({
    id: "order-placed",
    path: "/client/orders/:orderId",
    area: "client",
    guard: "public",
    head: { title: "Thank you for your order", noindex: true },
    perVisitor: true,
  }),
  page({
    id: "testimonials",
    path: "/client/testimonials",
    area: "client",
    guard: "public",
    head: {
      title: "What our customers say",
      description: "Reviews from drivers and garages across Sri Lanka who buy their parts from us.",
      canonical: "/client/testimonials",
    },
  }),
  page({
    id: "vehicles",
    path: "/client/vehicles",
    area: "client",
    guard: "public",
    head: {
      title: "Parts by vehicle",
      description: "Find the parts that fit your Toyota, Nissan, Honda, Suzuki or Mitsubishi by make and model.",
      canonical: "/client/vehicles",
    },
  }),
  page({
    id: "vehicle-parts",
    path: "/client/vehicles/:make/:model",
    area: "client",
    guard: "public",
    head: { title: "Vehicle not found", noindex: true },
  }),
  // The short content pages (src/shared/content-pages.ts); an unknown slug is the storefront's 404.
  page({
    id: "content",
    path: "/client/:slug",
    area: "client",
    guard: "public",
    head: { title: "Page not found", noindex: true },
  }),
  page({
    id: "client-not-found",
    path: "/client/*",
    area: "client",
    guard: "public",
    head: { title: "Page not found", noindex: true },
  }),

  page({
    id: "sign-in",
    path: SIGN_IN_PATH,
    area: "auth",
    guard: "public",
    head: { title: "Sign in", noindex: true },
  }),
  page({
    id: "two-step",
    path: TWO_STEP_PATH,
    area: "auth",
    guard: "public",
    head: { title: "Two-step sign-in", noindex: true },
  }),
  page({
    id: "forgot-password",
    path: "/security/forgot-password",
    area: "auth",
    guard: "public",
    head: { title: "Reset your password", noindex: true },
  }),
  page({
    id: "sign-up",
    path: "/security/sign-up",
    area: "auth",
    guard: "public",
    head: { title: "Ask for a staff account", noindex: true },
  }),
  page({
    id: "dashboard",
    path: CONSOLE_HOME,
    area: "console",
    guard: "staff",
    head: { title: "Dashboard", noindex: true },
  }),
  page({
    id: "brand-list",
    path: "/console/brand-list",
    area: "console",
    guard: "staff",
    head: { title: "Brands", noindex: true },
  }),
  page({
    id: "category-list",
    path: "/console/category-list",
    area: "console",
    guard: "staff",
    head: { title: "Categories", noindex: true },
  }),
  page({
    id: "sub-category-list",
    path: "/console/sub-category-list",
    area: "console",
    guard: "staff",
    head: { title: "Sub-categories", noindex: true },
  }),
  page({
    id: "products-list",
    path: "/console/products-list",
    area: "console",
    guard: "staff",
    head: { title: "Products", noindex: true },
  }),
  page({
    id: "product-import",
    path: "/console/products/import",
    area: "console",
    guard: "catalog.edit",
    head: { title: "Import products", noindex: true },
  }),
  page({
    id: "vehicle-list",
    path: "/console/vehicle-list",
    area: "console",
    guard: "staff",
    head: { title: "Vehicles", noindex: true },
  }),
  page({
    id: "delivery",
    path: "/console/delivery",
    area: "console",
    guard: "staff",
    head: { title: "Delivery", noindex: true },
  }),
  page({
    id: "payments",
    path: "/console/payments",
    area: "console",
    guard: "staff",
    head: { title: "Payments", noindex: true },
  }),
  page({
    id: "messages",
    path: "/console/messages",
    area: "console",
    guard: "staff",
    head: { title: "Messages", noindex: true },
  }),
  page({
    id: "staff",
    path: "/console/staff",
    area: "console",
    guard: "staff.manage",
    head: { title: "Staff", noindex: true },
  }),
  page({
    id: "sessions",
    path: "/console/sessions",
    area: "console",
    guard: "staff",
    head: { title: "My sessions", noindex: true },
  }),
  page({
    id: "two-step-settings",
    path: TWO_STEP_SETTINGS_PATH,
    area: "console",
    guard: "staff",
    head: { title: "Two-step sign-in", noindex: true },
  }),
  page({
    id: "packing-slip",
    path: "/console/orders/:orderId/packing-slip",
    area: "console",
    guard: "staff",
    head: { title: "Packing slip", noindex: true },
  }),
  page({
    id: "low-stock",
    path: "/console/low-stock",
    area: "console",
    guard: "staff",
    head: { title: "Low stock", noindex: true },
  }),
  page({
    id: "activity",
    path: "/console/activity",
    area: "console",
    guard: "activity.view",
    head: { title: "Activity", noindex: true },
  }),
] as const satisfies readonly (PageRoute | RedirectRoute)[];

export type AnyRoute = (typeof routes)[number];
export type PageRouteId = Extract<AnyRoute, { kind: "page" }>["id"];
export type AppRoute = PageRoute<PageRouteId>;

export const isPage = (route: PageRoute | RedirectRoute): route is AppRoute => route.kind === "page";

/** A redirect's target for the matched parameters. */
export const redirectTarget = (route: RedirectRoute, params: Record<string, string>) =>
  route.to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));

/** The sign-in page that sends the staff member back to `url` afterwards. */
export const signInFor = (url: string) => `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(url)}`;
