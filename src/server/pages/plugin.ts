import { Elysia } from "elysia";
import { createApiClient, type Fetcher } from "../../shared/api-client";
import { preloadPage } from "../../shared/page-router";
import { matchPath } from "../../shared/route-match";
import { SIGN_IN_PATH } from "../../shared/routes";
import type { Config } from "../config";
import { AppError } from "../http/app-error";
import type { Logger } from "../logger";
import { type AssetManifest, readManifest } from "./asset-manifest";
import { renderPage } from "./render-page";

export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

export interface PagesDeps {
  config: Config;
  logger: Logger;
  /** Answers the API in-process, so loaders never cross the network. */
  fetchApi: Fetcher;
  manifest: () => AssetManifest;
}

/** The browser assets to link: the given manifest, else dist/'s, read when first needed. */
export const assetManifest = (assets?: AssetManifest) => () => {
  const found = assets ?? readManifest();
  if (!found) throw new Error("Browser assets are not built: run `bun run build`");
  return found;
};

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { location } });

/** Every page of the route table: redirects, server-rendered pages, and the fall-through to sign-in. */
export const pages = ({ config, logger, fetchApi, manifest }: PagesDeps) => {
  const api = createApiClient(fetchApi, "http://internal");

  return new Elysia({ name: "pages" }).get(
    "/*",
    async ({ request, set }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith("/api/")) throw new AppError(404, "No such API path");
      const match = matchPath(url.pathname);
      if (!match) return redirectTo(SIGN_IN_PATH);
      const { route, params } = match;
      if (route.kind === "redirect") return redirectTo(route.to(params) + url.search);

      await preloadPage(route);
      const data = route.load ? await route.load({ params, query: url.searchParams, api }) : undefined;
      const path = url.pathname + url.search;
      const stream = await renderPage({
        area: route.area,
        url: path,
        origin: url.origin,
        head: route.head(data, params),
        state: { url: path, data, shopName: config.shopName },
        api,
        assets: manifest(),
        onError: (error) => logger.error("render failed", { path: url.pathname, error: String(error) }),
      });
      set.headers["content-security-policy"] = PAGE_CSP;
      return new Response(stream, {
        status: route.status?.(data) ?? 200,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
      });
    },
    { detail: { hide: true } },
  );
};
