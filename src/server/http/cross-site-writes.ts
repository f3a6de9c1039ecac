import { Elysia } from "elysia";
import { AppError } from "./app-error";
import { isJson } from "./json-body";
import { fromThisSite } from "./same-site";

const BODILESS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_WRITE = "This request must come from the shop's own pages, or be sent as JSON.";

/**
 * API writes another site could make a browser send without asking first are refused. A JSON body needs a CORS
 * preflight this store never grants, so only the "simple" bodies (form-encoded, multipart, plain text) can arrive
 * cross-site: those must come from this site's pages (login CSRF: a hidden form signing the visitor in as the
 * attacker; a contact message in someone's name). Tools without Origin or Sec-Fetch-Site pass as before. `exempt`
 * lists paths another site posts to by design (PayHere's server-to-server notify, checked by its signature).
 */
export const crossSiteWrites = (prefix: string, exempt: readonly string[]) =>
  new Elysia({ name: "cross-site-writes" }).onRequest(({ request }) => {
    if (BODILESS.has(request.method) || isJson(request.headers.get("content-type") ?? "")) return;
    const path = new URL(request.url).pathname;
    if (!path.startsWith(prefix) || exempt.includes(path)) return;
    if (!fromThisSite(request)) throw new AppError(403, CROSS_SITE_WRITE);
  });
