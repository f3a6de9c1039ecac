import { Elysia } from "elysia";
import { consolePages } from "../../console/pages.generated";
import { CHECKOUT_FIELDS, CHECKOUT_PATH, TRACK_FIELDS, TRACK_PATH } from "../../shared/cart-forms";
import { cookieNames } from "../../shared/cookie-names";
import {
  isLocale,
  isStorefrontPath,
  LANGUAGE_SWITCH_PATH,
  LOCALE_COOKIE,
  LOCALES,
  localeBase,
  localePath,
  splitLocale,
} from "../../shared/i18n/locales";
import { type PageModules, preloadPage } from "../../shared/page-router";
import { type InitialState, PAGE_DATA_PREFIX, type Viewer } from "../../shared/page-state";
import { signInFor } from "../../shared/paths";
import { PROOF_FIELD } from "../../shared/proof-of-work";
import { storefrontReturnPath } from "../../shared/return-to";
import { matchPath } from "../../shared/route-match";
import { COOKIES } from "../../shared/session-names";
import type { RefusedForm } from "../../shared/visitor-forms";
import { storefrontPages } from "../../storefront/pages.generated";
import { type AnswerCache, type CacheableAnswer, jsonAnswer } from "../cache/answer-cache";
import { canonicalUrl, PAGE_QUERY_PARAMS } from "../cache/canonical-url";
import { pageTags } from "../cache/catalog-changes";
import type { Config } from "../config";
import { AppError } from "../http/app-error";
import { clientAddress, overHttps } from "../http/client-address";
import { gzipStream, JSON_CONTENT_TYPE } from "../http/compression";
import { htmlError, logUnexpected, UNEXPECTED } from "../http/error-handler";
import { writeCookie } from "../http/host-cookies";
import { REQUEST_ID_HEADER } from "../http/request-log";
import { requestOrigin } from "../http/request-origin";
import { fromThisSite } from "../http/same-site";
import { cookieText, type StaffGuard, type StaffUser } from "../http/staff-guard";
import type { Logger } from "../logger";
import { type SessionContext, startSession } from "../modules/auth";
import { CART_COOKIE, CART_NOTICE_COOKIE, leaveCartNotice } from "../modules/cart";
import type { Services } from "../services";
import { type AssetManifest, readManifest } from "./asset-manifest";
import { submitCheckout, submitTracking } from "./checkout-form";
import { inlineScriptHashes } from "./inline-script-hashes";
import { CROSS_SITE, pageFormAt, readFormValues } from "./page-forms";
import { renderPage } from "./render-page";
import { type PageOutcome, resolvePage } from "./resolve-page";

/**
 * The page CSP: scripts from this origin, plus React's inline scripts: those carrying this response's nonce on a
 * streamed page, or, on a page kept in the cache (one document for every visitor, so no nonce of its own), those
 * whose exact text is listed by hash.
 */
const pageCsp = (inlineScripts: string, formTargets: string) =>
  [
    "default-src 'self'",
    `script-src 'self'${inlineScripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${formTargets}`,
    "object-src 'none'",
  ].join("; ");

export interface PagesDeps {
  config: Config;
  /** Storefront pages and their data are the same for every visitor: kept here until the catalog changes. */
  cache: AnswerCache;
  logger: Logger;
  services: Services;
  guard: StaffGuard;
  manifest: () => AssetManifest;
}

/** The browser assets to link: the given manifest, else dist/'s, read when first needed. */
export const assetManifest = (assets?: AssetManifest) => () => {
  const found = assets ?? readManifest();
  if (!found) throw new Error("Browser assets are not built: run `bun run build`");
  return found;
};

const APP_PAGES: Record<"storefront" | "console", PageModules> = { storefront: storefrontPages, console: consolePages };

const redirectTo = (location: string) => new Response(null, { status: 302, headers: { location } });

/*
 * Storefront pages (isStorefrontPath): the same for every visitor but for the cart's count in the header, so kept in
 * the answer cache per count (src/server/pages/storefront-cache-key.ts); pages of a visitor's own cart or order never
 * are.
 */
/** A cached page is rendered from the parameters its key keeps, so what is kept is what any such URL would show. */
const PAGE_PARAMS: ReadonlySet<string> = new Set(PAGE_QUERY_PARAMS);
const keptSearch = (url: URL) => new URL(canonicalUrl(url.href, PAGE_PARAMS)).search;

const perVisitor = (path: string) => {
  const match = matchPath(splitLocale(path).path);
  return match?.route.kind === "page" && match.route.perVisitor === true;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": JSON_CONTENT_TYPE, "cache-control": "private, no-store" },
  });

/** A page's data for client-side navigation, as JSON. */
function pageData(outcome: PageOutcome): Response {
  switch (outcome.kind) {
    case "redirect":
      return json({ redirect: outcome.location });
    case "sign-in":
      return json({ message: "Please sign in to continue." }, 401);
    case "failed":
      return json(outcome.failure, outcome.failure.status);
    case "page":
      return json(outcome.payload);
  }
}

const newNonce = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");

type PageContext = SessionContext & {
  cookie: Record<string, { value?: unknown }>;
  staffOf(context: unknown): Promise<StaffUser | null>;
};

const viewerOf = (user: StaffUser | null): Viewer | null => (user ? { email: user.email, role: user.role } : null);

/** A form posted from another site, refused with what was typed (it would act in this browser's name). */
const crossSite = (values: Record<string, string>): RefusedForm => ({
  values,
  message: CROSS_SITE,
  errors: [],
  status: 403,
});

/** The notice a cart form left for this page (shown once: the cookie is cleared as it is read). */
function takeNotice(context: PageContext): string | null {
  const notice = cookieText(context, CART_NOTICE_COOKIE);
  if (!notice) return null;
  for (const name of cookieNames(CART_NOTICE_COOKIE)) {
    (context.cookie as Record<string, { remove?: () => void }>)[name]?.remove?.();
  }
  return notice.slice(0, 300);
}

/**
 * Every page of the route table: redirects, guarded server-rendered pages (HTML), and the same pages' data as JSON
 * for client-side navigation under /_data (docs/decisions/002-page-data.md).
 */
export const pages = ({ config, logger, services, guard, manifest, cache }: PagesDeps) => {
  // A card order's page posts the customer's browser on to PayHere's checkout, so its origin may take forms.
  const formTargets = services.payments.account ? ` ${new URL(services.payments.account.checkoutUrl).origin}` : "";
  /** What the storefront's layout shows of this visitor: their cart's count and a form's notice. */
  const visitorOf = async (context: PageContext) => ({
    cartCount: await services.carts.count(cookieText(context, CART_COOKIE)),
    notice: takeNotice(context),
  });

  const outcomeOf = (
    context: PageContext,
    path: string,
    search: string,
    user: StaffUser | null,
    form?: RefusedForm,
  ): Promise<PageOutcome> => {
    const { locale, path: bare } = splitLocale(path);
    return resolvePage({
      form,
      path: bare,
      locale,
      search,
      user,
      requestId: String(context.set.headers[REQUEST_ID_HEADER] ?? ""),
      services,
      shopName: config.shopName,
      logger,
      cookie: (name) => cookieText(context, name),
    });
  };

  /**
   * A staff page opened (a reload, a new tab, a bookmark) after the short-lived access token ended, while the
   * session itself goes on: renew it here, as the browser app would, instead of sending them to sign in.
   */
  async function renewedStaff(context: PageContext, path: string): Promise<StaffUser | null> {
    const match = matchPath(path);
    const refreshToken = cookieText(context, COOKIES.refresh);
    if (!refreshToken || match?.route.kind !== "page" || match.route.guard === "public") return null;
    try {
      const signedIn = await services.auth.refresh(refreshToken, requestOrigin(context.request, config.proxyHops));
      await startSession(context, signedIn, {
        accessTokenSeconds: config.auth.accessTokenSeconds,
        proxyHops: config.proxyHops,
      });
      const { id, email, role } = signedIn.user;
      return { id, email, role, sessionId: signedIn.refresh.sessionId };
    } catch (error) {
      if (error instanceof AppError && (error.status === 401 || error.status === 403)) return null;
      throw error;
    }
  }

  /**
   * A page as HTML: redirect, sign-in, or the app rendered around its data with the page's CSP, streamed. With
   * `keep` (a storefront GET), a page that renders whole is returned as a cacheable answer instead.
   */
  function answerHtml(
    context: PageContext,
    url: URL,
    user: null,
    options: { keep: true },
  ): Promise<Response | CacheableAnswer>;
  function answerHtml(
    context: PageContext,
    url: URL,
    user: StaffUser | null,
    options?: { form?: RefusedForm },
  ): Promise<Response>;
  async function answerHtml(
    context: PageContext,
    url: URL,
    user: StaffUser | null,
    { form, keep = false }: { form?: RefusedForm; keep?: boolean } = {},
  ): Promise<Response | CacheableAnswer> {
    const { set } = context;
    const outcome = await outcomeOf(context, url.pathname, url.search, user, form);
    const { locale } = splitLocale(url.pathname);
    if (outcome.kind === "redirect") return redirectTo(localePath(locale, outcome.location));
    if (outcome.kind === "sign-in") return redirectTo(signInFor(url.pathname + url.search));

    const { route, head } = outcome;
    const app = route.area === "client" ? "storefront" : "console";
    await preloadPage(APP_PAGES[app], route.id);
    const state: InitialState = {
      url: url.pathname + url.search,
      locale,
      shopName: config.shopName,
      page: outcome.kind === "page" ? outcome.payload : null,
      ...(outcome.kind === "failed" ? { failure: outcome.failure } : {}),
      ...(app === "console"
        ? { viewer: viewerOf(user) }
        : { visitor: await visitorOf(context), whatsapp: await services.messages.whatsapp(config.shopWhatsapp) }),
    };
    const status = outcome.kind === "page" ? outcome.payload.status : outcome.failure.status;
    const cacheable = keep && status === 200;
    const nonce = cacheable ? undefined : newNonce();
    const requestId = set.headers[REQUEST_ID_HEADER] as string | undefined;
    let renderFailed = false;
    try {
      const stream = await renderPage({
        area: route.area,
        origin: config.publicUrl,
        head,
        state,
        assets: manifest(),
        nonce,
        onError: (error) => {
          renderFailed = true;
          logUnexpected(logger, error, { requestId, method: context.request.method, path: url.pathname });
        },
      });
      if (cacheable) {
        const html = await new Response(stream).text();
        if (renderFailed) return htmlError(500, UNEXPECTED, requestId);
        return {
          body: html,
          contentType: "text/html; charset=utf-8",
          cacheControl: "no-cache",
          headers: { "content-security-policy": pageCsp(inlineScriptHashes(html), formTargets) },
          tags: pageTags(state.page, url.search),
        };
      }
      set.headers["content-security-policy"] = pageCsp(` 'nonce-${nonce}'`, formTargets);
      const { body, encoding } = gzipStream(context.request, stream);
      return new Response(body, {
        status,
        headers: {
          "content-type": "text/html; charset=utf-8",
          ...(encoding ? { "content-encoding": encoding } : {}),
          vary: "accept-encoding",
          // Console pages hold customers' details: never kept by a browser or a shared cache.
          "cache-control": route.area === "client" ? "no-cache" : "private, no-store",
        },
      });
    } catch (error) {
      // React has logged it through onError; anything else is logged here, once.
      if (!renderFailed) throw error;
      return htmlError(500, UNEXPECTED, requestId);
    }
  }

  const app = new Elysia({ name: "pages" })
    .use(guard)
    .get(
      `${LANGUAGE_SWITCH_PATH}/:locale`,
      ({ params, query, cookie, request }) => {
        const locale = isLocale(params.locale) ? params.locale : "en";
        const wanted = storefrontReturnPath(typeof query.to === "string" ? query.to : "");
        writeCookie(cookie, LOCALE_COOKIE, {
          value: locale,
          httpOnly: true,
          sameSite: "lax",
          secure: overHttps(request, config.proxyHops),
          maxAge: 365 * 24 * 60 * 60,
        });
        return new Response(null, {
          status: 303,
          headers: { location: localePath(locale, splitLocale(wanted).path), "cache-control": "no-store" },
        });
      },
      { detail: { hide: true } },
    )
    .get(
      `${PAGE_DATA_PREFIX}/*`,
      async (context) => {
        const url = new URL(context.request.url);
        const path = url.pathname.slice(PAGE_DATA_PREFIX.length) || "/";
        const storefront = isStorefrontPath(path);
        if (storefront && !perVisitor(path)) {
          return cache.answer(context.request, async () => {
            const outcome = await outcomeOf(context, path, keptSearch(url), null);
            const kept = outcome.kind === "page" && outcome.payload.status === 200;
            return kept ? jsonAnswer(outcome.payload, pageTags(outcome.payload, url.search)) : pageData(outcome);
          });
        }
        const user = storefront ? null : await context.staffOf(context);
        return pageData(await outcomeOf(context, path, url.search, user));
      },
      { detail: { hide: true } },
    )
    .get(
      "/*",
      async (context) => {
        const url = new URL(context.request.url);
        if (url.pathname.startsWith("/api/")) throw new AppError(404, "No such API path");
        const { locale, path } = splitLocale(url.pathname);
        // Only the storefront speaks Sinhala and Tamil: any other address under their prefix is the English one.
        if (locale !== "en" && localePath(locale, path) === path && path !== "/") return redirectTo(path + url.search);
        const remembered = cookieText(context, LOCALE_COOKIE);
        if (locale === "en" && isLocale(remembered) && remembered !== "en" && isStorefrontPath(path)) {
          // The visitor chose this language with the switch: an English address (a text's link) opens in it.
          return redirectTo(localePath(remembered, path + url.search));
        }
        if (isStorefrontPath(url.pathname)) {
          // A page showing a form's notice is this visitor's alone (the cache key leaves it out: keyOf is null).
          if (perVisitor(url.pathname) || cookieText(context, CART_NOTICE_COOKIE))
            return answerHtml(context, url, null);
          return cache.answer(context.request, () =>
            answerHtml(context, new URL(canonicalUrl(url.href, PAGE_PARAMS)), null, { keep: true }),
          );
        }
        const user = (await context.staffOf(context)) ?? (await renewedStaff(context, url.pathname));
        return answerHtml(context, url, user);
      },
      { detail: { hide: true } },
    );
  // A page's own form, posted from it in any language: the answer (the page again, or where it leads) is in that language.
  for (const base of LOCALES.map(localeBase)) {
    app
      .post(
        base + CHECKOUT_PATH,
        async (context) => {
          const { request, body } = context;
          const url = new URL(request.url);
          const values = readFormValues(body, CHECKOUT_FIELDS);
          if (!fromThisSite(request)) return answerHtml(context, url, null, { form: crossSite(values) });
          const client = clientAddress(request, config.proxyHops);
          if (values.intent !== "quote") {
            try {
              await services.botCheck.admit(values[PROOF_FIELD], client, "page");
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              const form = { values, message: error.message, errors: [], status: error.status };
              return answerHtml(context, url, null, { form });
            }
          }
          const { locale } = splitLocale(url.pathname);
          const outcome = await submitCheckout(services, cookieText(context, CART_COOKIE), values, client, locale);
          if (outcome.kind === "page") return answerHtml(context, url, null, { form: outcome.form });
          if (outcome.notice) leaveCartNotice(context.cookie, outcome.notice, overHttps(request, config.proxyHops));
          const location = localePath(locale, outcome.location);
          return new Response(null, { status: 303, headers: { location } });
        },
        { parse: "text", detail: { hide: true } },
      )
      .post(
        base + TRACK_PATH,
        async (context) => {
          const { request, body } = context;
          const url = new URL(request.url);
          const values = readFormValues(body, TRACK_FIELDS);
          const form = fromThisSite(request)
            ? await submitTracking(services, values, clientAddress(request, config.proxyHops))
            : crossSite(values);
          return answerHtml(context, url, null, { form });
        },
        { parse: "text", detail: { hide: true } },
      )
      .post(
        `${base}/client/*`,
        async (context) => {
          const { request, body } = context;
          const url = new URL(request.url);
          const { locale, path } = splitLocale(url.pathname);
          const form = pageFormAt(path);
          if (!form) throw new AppError(405, "This page takes no form.");
          const values = readFormValues(body, form.fields);
          try {
            if (!fromThisSite(request)) throw new AppError(403, CROSS_SITE);
            const client = clientAddress(request, config.proxyHops);
            const botChecked = typeof form.botChecked === "function" ? form.botChecked(values) : form.botChecked;
            if (botChecked) await services.botCheck.admit(values[PROOF_FIELD], client, "page");
            const nextStep = await form.send(services, values, client, locale);
            if (nextStep) return answerHtml(context, url, null, { form: nextStep });
            return new Response(null, { status: 303, headers: { location: localePath(locale, form.done) } });
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            const refused = { values, message: error.message, errors: error.errors ?? [], status: error.status };
            return answerHtml(context, url, null, { form: refused });
          }
        },
        { parse: "text", detail: { hide: true } },
      );
  }
  return app;
};
