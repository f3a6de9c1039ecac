import { isStorefrontPath } from "../../shared/i18n/locales";
import { PAGE_DATA_PREFIX } from "../../shared/page-state";
import { canonicalUrl } from "../cache/canonical-url";
import { requestCookie } from "../http/request-cookie";
import { CART_COOKIE, CART_NOTICE_COOKIE, type CartService } from "../modules/cart";

/**
 * The key a cached answer is found under (src/server/cache/answer-cache.ts). A storefront page's HTML shows the
 * visitor's cart count in its header, so it is kept once per count (most visitors have none: one copy); a page
 * carrying a cart form's notice is never kept. Everything else — page data, catalog reads — is kept by URL alone.
 * The URL counts only the query parameters some read takes (`read`, canonicalUrl), in a canonical order.
 */
export function storefrontCacheKey(carts: CartService, read: ReadonlySet<string>) {
  return (request: Request): string | null | Promise<string | null> => {
    const url = canonicalUrl(request.url, read);
    const path = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    if (!isStorefrontPath(path) || path.startsWith(PAGE_DATA_PREFIX)) return url;
    if (requestCookie(request, CART_NOTICE_COOKIE)) return null;
    const cart = requestCookie(request, CART_COOKIE);
    if (!cart) return url;
    return carts.count(cart).then((count) => (count > 0 ? `${url} cart:${count}` : url));
  };
}
