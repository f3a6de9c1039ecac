import { FORM_DONE_PARAM } from "../../shared/visitor-forms";

/**
 * A URL as the cached answers know it: only the query parameters some storefront read takes (`read`), sorted by
 * name, so `?junk=1&q=x` and `?q=x` are one answer and a flood of made-up parameters cannot push every request past
 * the cache into the database. Repeated names keep their order. A URL without a query is returned as it is.
 */
export function canonicalUrl(url: string, read: ReadonlySet<string>): string {
  const mark = url.indexOf("?");
  if (mark === -1 || alreadyCanonical(url.slice(mark + 1), read)) return url;
  const kept = [...new URLSearchParams(url.slice(mark + 1))].filter(([name]) => read.has(name));
  if (kept.length === 0) return url.slice(0, mark);
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url.slice(0, mark)}?${new URLSearchParams(kept)}`;
}

/** Names and values in characters URLSearchParams writes back as they are (no escapes, no bare names). */
const PLAIN_QUERY = /^[\w.*+-]+=[\w.*+-]*(?:&[\w.*+-]+=[\w.*+-]*)*$/;

/**
 * Whether the query is its own canonical form: plain, every name read, names in order. Most requests come so (the
 * storefront writes its links that way), and are then kept without parsing and writing the query again.
 */
function alreadyCanonical(query: string, read: ReadonlySet<string>): boolean {
  if (!PLAIN_QUERY.test(query)) return false;
  let previous = "";
  for (const pair of query.split("&")) {
    const name = pair.slice(0, pair.indexOf("="));
    if (name < previous || !read.has(name)) return false;
    previous = name;
  }
  return true;
}

/**
 * The query parameters cached storefront pages read: the store's filters (src/shared/store-query.ts), a form's
 * "done" (the page loaders) and the order number and key the tracking page is opened with. A cached page is rendered from
 * these alone: one missing here is one a page never sees.
 */
export const PAGE_QUERY_PARAMS = [
  "q",
  "sort",
  "size",
  "page",
  "brand",
  "category",
  "sub",
  "vehicle",
  "fits",
  "exact",
  "condition",
  FORM_DONE_PARAM,
  "orderId",
  "key",
];

/** The query parameters an Elysia app's GET routes declare: what their handlers can read. */
export function declaredQueryParams(app: { routes: { method: string; hooks: unknown }[] }): string[] {
  return app.routes.flatMap((route) => {
    const query = (route.hooks as { query?: { properties?: Record<string, unknown> } } | undefined)?.query;
    return route.method === "GET" && query?.properties ? Object.keys(query.properties) : [];
  });
}
