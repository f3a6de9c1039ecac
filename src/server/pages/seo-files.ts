import { Elysia } from "elysia";
import { CONTENT_PAGES } from "../../shared/content-pages";
import { LANGUAGE_SWITCH_PATH, LOCALES, localePath } from "../../shared/i18n/locales";
import { escapeHtml } from "../http/escape-html";
import type { Services } from "../services";

/** Storefront pages worth a search engine's visit, besides the products and content pages. */
const PAGES = [
  "/client/home",
  "/client/store",
  "/client/about",
  "/client/contact",
  "/client/testimonials",
  "/client/orders/track",
  "/client/vehicles",
];

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * robots.txt (crawlers kept out of the console, sign-in, the API and the language switch) and sitemap.xml: every page
 * above, every content page, every product the storefront shows and every vehicle model's parts page, each in English,
 * Sinhala and Tamil, the catalog's pages dated by the last product change.
 */
export const seoFiles = (publicUrl: string, services: Services) =>
  new Elysia({ name: "seo-files" })
    .get(
      "/robots.txt",
      () =>
        new Response(
          `User-agent: *\nDisallow: /console\nDisallow: /api\nDisallow: /sign-in\nDisallow: /_data\nDisallow: ${LANGUAGE_SWITCH_PATH}\nSitemap: ${publicUrl}/sitemap.xml\n`,
          { headers: { "content-type": "text/plain; charset=utf-8" } },
        ),
      { detail: { hide: true } },
    )
    .get(
      "/sitemap.xml",
      async () => {
        const products = await services.products.listedSince();
        const newest = new Date(products.reduce((latest, p) => Math.max(latest, p.updatedAt.getTime()), 0));
        const catalogDay = products.length > 0 ? day(newest) : undefined;
        const entries = [
          ...PAGES.map((path) => ({
            path,
            lastmod: path === "/client/home" || path === "/client/store" ? catalogDay : undefined,
          })),
          ...Object.keys(CONTENT_PAGES).map((slug) => ({ path: `/client/${slug}`, lastmod: undefined })),
          ...products.map((p) => ({ path: `/client/product/${p.productId}`, lastmod: day(p.updatedAt) })),
          ...(await services.vehicles.modelPaths()).map((path) => ({ path, lastmod: catalogDay })),
        ];
        const urls = entries
          .flatMap((entry) => LOCALES.map((locale) => ({ ...entry, path: localePath(locale, entry.path) })))
          .map(
            ({ path, lastmod }) =>
              `<url><loc>${escapeHtml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
          )
          .join("\n");
        return new Response(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
          { headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" } },
        );
      },
      { detail: { hide: true } },
    );
