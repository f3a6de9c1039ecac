/**
 * The one route table: every redirect, then every page (each declared by the `route.ts` of its folder and listed by
 * scripts/generate-pages.ts), as data. The server uses it to redirect, guard, load and render; each browser app
 * builds its wouter <Switch> from it with its own pages (`<app>/pages.generated.ts`). The first match wins.
 * See docs/architecture.md.
 */

import type { PageRoute } from "./page-route";
import { pageRoutes } from "./page-routes.generated";
import { CONSOLE_HOME, SIGN_IN_PATH } from "./paths";

export interface RedirectRoute {
  kind: "redirect";
  path: string;
  /** The target; `:name` takes the matched parameter of that name. */
  to: string;
}

const redirect = (path: string, to: string): RedirectRoute => ({ kind: "redirect", path, to });

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
  // The order's own link, with the key that opens its invoice (src/server/modules/order-link.ts).
  redirect("/track/:orderId/:key", "/client/orders/track?orderId=:orderId&key=:key"),
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

  ...pageRoutes,
] as const satisfies readonly (PageRoute | RedirectRoute)[];

export type AnyRoute = (typeof routes)[number];
export type PageRouteId = Extract<AnyRoute, { kind: "page" }>["id"];
export type AppRoute = PageRoute<PageRouteId>;

export const isPage = (route: PageRoute | RedirectRoute): route is AppRoute => route.kind === "page";

/** A redirect's target for the matched parameters. */
export const redirectTarget = (route: RedirectRoute, params: Record<string, string>) =>
  route.to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
