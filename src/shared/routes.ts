import type { ComponentType } from "react";
import type { ProductData } from "../storefront/pages/product-page";
import type { StoreData } from "../storefront/pages/store-page";
import { STORE_PAGE_SIZE, storePageNumber } from "../storefront/store-query";
import { type ApiClient, ApiError, type Page } from "./api-client";
import { type Brand, type Product, productTitle } from "./catalog-types";

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
  page<StoreData>({
    path: "/client/store",
    area: "client",
    page: () => import("../storefront/pages/store-page"),
    load: async ({ api, query }) => {
      const page = storePageNumber(query);
      const products = await api.get<Page<Product>>(
        `/products/visitor/get-all-products?page=${page - 1}&size=${STORE_PAGE_SIZE}`,
      );
      return { page, products };
    },
    head: ({ page }) => ({
      title: page > 1 ? `All parts — page ${page}` : "All parts",
      description: "Every part we stock for Toyota and Nissan vehicles, with prices in rupees and stock on hand.",
      canonical: page > 1 ? `/client/store?page=${page}` : "/client/store",
    }),
  }),
  page<ProductData>({
    path: "/client/product/:id",
    area: "client",
    page: () => import("../storefront/pages/product-page"),
    load: async ({ api, params }) => {
      const id = params.id ?? "";
      if (!/^[1-9]\d{0,9}$/.test(id)) return { product: null };
      try {
        return { product: await api.get<Product>(`/products/visitor/get-product-by-id/${id}`) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { product: null };
        throw error;
      }
    },
    head: ({ product }) => (product ? productHead(product) : { title: "Product not found", noindex: true }),
    status: ({ product }) => (product ? 200 : 404),
  }),
  page({
    path: "/client/contact",
    area: "client",
    page: () => import("../storefront/pages/contact-page"),
    head: () => ({ title: "Contact us", canonical: "/client/contact" }),
  }),
  page({
    path: "/client/cart",
    area: "client",
    page: () => import("../storefront/pages/cart-page"),
    head: () => ({ title: "Your cart", noindex: true }),
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

function productHead(product: Product): PageHead {
  const title = productTitle(product);
  const price = product.discountPrice ?? product.price;
  const path = `/client/product/${product.productId}`;
  return {
    title,
    description: product.shortDescription ?? `${title} for ${product.subCategory.brand} vehicles.`,
    canonical: path,
    openGraph: { type: "product", ...(product.images[0] ? { image: product.images[0] } : {}) },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Product",
      name: title,
      sku: product.code ?? undefined,
      image: product.images,
      brand: { "@type": "Brand", name: product.subCategory.brand },
      offers: {
        "@type": "Offer",
        priceCurrency: "LKR",
        price: price.toFixed(2),
        availability: `https://schema.org/${product.qty > 0 ? "InStock" : "OutOfStock"}`,
        url: path,
      },
    },
  };
}

export const isPage = (route: AnyRoute): route is PageRoute<unknown> => route.kind === "page";
