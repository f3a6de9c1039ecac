import type { ComponentType } from "react";
import type { ApiClient, Page } from "./api-client";
import type { Brand, Product } from "./catalog-types";

/**
 * The one route table: every page and redirect of the product, used by the server (SSR, redirects, status)
 * and by both browser apps (their wouter <Switch>). Order matters: the first match wins.
 */

export type Area = "client" | "console" | "auth";

export interface PageProps<D = unknown> {
  data: D;
  params: Record<string, string>;
}

export interface LoaderContext {
  params: Record<string, string>;
  query: URLSearchParams;
  api: ApiClient;
}

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

export interface PageRoute<D = unknown> {
  kind: "page";
  path: string;
  area: Area;
  page: () => Promise<{ default: ComponentType<PageProps<D>> }>;
  /** Runs on the server before rendering (data embedded in the page) and in the browser on navigation. */
  load?: (context: LoaderContext) => Promise<D>;
  head: (data: D, params: Record<string, string>) => PageHead;
  /** HTTP status of the rendered page (e.g. 404 for a product that does not exist). */
  status?: (data: D) => number;
}

export interface RedirectRoute {
  kind: "redirect";
  path: string;
  to: (params: Record<string, string>) => string;
}

// biome-ignore lint/suspicious/noExplicitAny: each page has its own data type
export type AnyRoute = PageRoute<any> | RedirectRoute;

const page = <D>(route: Omit<PageRoute<D>, "kind">): PageRoute<D> => ({ kind: "page", ...route });
const redirect = (path: string, to: string | ((params: Record<string, string>) => string)): RedirectRoute => ({
  kind: "redirect",
  path,
  to: typeof to === "string" ? () => to : to,
});

export const SIGN_IN_PATH = "/sign-in";

export const routes: AnyRoute[] = [
  redirect("/", "/client"),
  redirect("/client", "/client/home"),
  redirect("/console", "/console/dashboard"),

  // Legacy and footer links shown by the spec's pages (ARCHITECTURE.md decision 4).
  redirect("/product/:id", ({ id }) => `/client/product/${encodeURIComponent(id ?? "")}`),
  redirect("/shop", "/client/store"),
  redirect("/products", "/client/store"),
  redirect("/brands", "/client/store"),
  redirect("/offers", "/client/store"),
  redirect("/client/parts", "/client/store"),
  redirect("/client/shop", "/client/store"),
  redirect("/about", "/client/about"),
  redirect("/contact", "/client/contact"),
  redirect("/cart", "/client/cart"),
  redirect("/admin", "/console/dashboard"),
  redirect("/security/sign-in", SIGN_IN_PATH),
  redirect("/orders/track", "/client/orders/track"),

  page({
    path: "/client/home",
    area: "client",
    page: () => import("../storefront/pages/home-page"),
    load: async ({ api }) => {
      const [brands, newArrivals] = await Promise.all([
        api.get<Brand[]>("/brands/visitor/get-all-for-client"),
        api.get<Page<Product>>("/products/visitor/get-all-products?page=0&size=8"),
      ]);
      return { brands, newArrivals };
    },
    head: () => ({
      title: "Genuine car parts for Toyota and Nissan",
      description: "Brake pads, filters, spark plugs and more for Toyota and Nissan, delivered across Sri Lanka.",
      canonical: "/client/home",
    }),
  }),
  page({
    path: "/client/about",
    area: "client",
    page: () => import("../storefront/pages/about-page"),
    head: () => ({ title: "About us", canonical: "/client/about" }),
  }),
  page({
    path: "/client/*",
    area: "client",
    page: () => import("../storefront/pages/not-found-page"),
    head: () => ({ title: "Page not found", noindex: true }),
    status: () => 404,
  }),

  page({
    path: SIGN_IN_PATH,
    area: "auth",
    page: () => import("../console/pages/sign-in-page"),
    head: () => ({ title: "Sign in", noindex: true }),
  }),
];

export const isPage = (route: AnyRoute): route is PageRoute<unknown> => route.kind === "page";
