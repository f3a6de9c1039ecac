import { Elysia } from "elysia";
import { type Db, databaseProblem } from "../db/database";
import { API_PREFIX } from "../shared/api-prefix";
import { apiRoutes } from "./api";
import { createAnswerCache } from "./cache/answer-cache";
import { cachedAnswers } from "./cache/cached-answers";
import { declaredQueryParams, PAGE_QUERY_PARAMS } from "./cache/canonical-url";
import { catalogChanges } from "./cache/catalog-changes";
import { catalogVersion } from "./cache/catalog-version";
import { type Clock, systemClock } from "./clock";
import type { Config } from "./config";
import { bodyLimits } from "./http/body-limits";
import { compressJson } from "./http/compression";
import { crossSiteWrites } from "./http/cross-site-writes";
import { envelopeStatus } from "./http/envelope";
import { errorHandler } from "./http/error-handler";
import { hostCookiesOverHttps } from "./http/host-cookies";
import { readBudget } from "./http/read-budget";
import { markInternal, type RequestsInFlight, requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { staffGuard } from "./http/staff-guard";
import type { Logger } from "./logger";
import { secondStepForm, sessionAccountLookup, signInForm } from "./modules/auth";
import { NOTIFY_PATH as PAYHERE_NOTIFY_PATH } from "./modules/payments";
import { apiDocs } from "./openapi/api-docs";
import type { AssetManifest } from "./pages/asset-manifest";
import { cartForms } from "./pages/cart-forms";
import { paymentForms } from "./pages/payment-forms";
import { assetManifest, pages } from "./pages/plugin";
import { publicFiles } from "./pages/public-files";
import { seoFiles } from "./pages/seo-files";
import { storefrontCacheKey } from "./pages/storefront-cache-key";
import type { PasswordCost } from "./passwords";
import { createServices } from "./services";

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  clock?: Clock;
  /** argon2id cost; production defaults when not given (tests pass a cheap one). */
  passwordCost?: PasswordCost;
  /** Browser bundles; read from dist/ when not given. */
  assets?: AssetManifest;
  /** Requests not logged yet (shutdown waits for them); the app keeps its own count when not given. */
  requestsInFlight?: RequestsInFlight;
}

/** Order-tracking misses per address per minute: plenty for typing mistakes, too few to guess orders. */

/** Composes the whole store: API, pages and files. No I/O of its own, so tests build one over `:memory:`. */
export function createApp({
  db,
  config,
  logger,
  clock = systemClock,
  passwordCost,
  assets,
  requestsInFlight,
}: AppDeps) {
  const { jwtSecret } = config;
  if (!jwtSecret) throw new Error("createApp needs config.jwtSecret (main.ts resolves it at start-up)");
  // Filled in below from the API's own query schemas, once the routes exist.
  const readParams = new Set<string>(PAGE_QUERY_PARAMS);
  // The key needs the carts service, which needs the cache (the product lists remember their counts in it).
  let keyOf: (request: Request) => string | null | Promise<string | null> = () => null;
  const cache = createAnswerCache({
    version: catalogVersion(db),
    changes: catalogChanges(db),
    maxBytes: config.answerCacheMb * 1024 * 1024,
    freezeMemos: !config.production,
    keyOf: (request) => keyOf(request),
  });
  const services = createServices({ db, config: { ...config, jwtSecret }, clock, passwordCost, logger, memos: cache });
  keyOf = storefrontCacheKey(services.carts, readParams);
  const guard = staffGuard(sessionAccountLookup(db), jwtSecret, config.auth.accessTokenSeconds);
  const { proxyHops } = config;
  const session = { accessTokenSeconds: config.auth.accessTokenSeconds, proxyHops };

  const api = apiRoutes({ db, clock, logger, services, guard, cache, session, shopName: config.shopName });

  for (const name of declaredQueryParams(api)) readParams.add(name);

  const manifest = assetManifest(assets);
  // The reference page is drawn from the OpenAPI JSON, asked of the finished app in-process.
  let handle: (request: Request) => Promise<Response> = () => Promise.reject(new Error("app not ready"));
  const app = new Elysia()
    .use(hostCookiesOverHttps(proxyHops))
    .use(requestLog(logger, requestsInFlight, proxyHops))
    .use(securityHeaders(config.production))
    .use(cachedAnswers(cache, logger))
    .use(errorHandler(logger))
    .use(readBudget(config.reads, proxyHops, clock))
    .use(envelopeStatus)
    .use(compressJson)
    .use(bodyLimits)
    .use(crossSiteWrites(API_PREFIX, [PAYHERE_NOTIFY_PATH]))
    .use(
      apiDocs({
        prefix: API_PREFIX,
        shopName: config.shopName,
        fetchApi: (request) => handle(markInternal(request)),
        stylesheet: () => manifest().css,
        publicUrl: config.publicUrl,
      }),
    )
    .get("/health", async ({ set }) => {
      const problem = await databaseProblem(db);
      if (!problem) return { status: "ok" };
      set.status = 503;
      return { status: "unavailable", reason: problem };
    })
    .use(api)
    .use(publicFiles(config))
    .use(seoFiles(config.publicUrl, services))
    .use(signInForm(services.auth, guard, session))
    .use(secondStepForm(services.auth, guard, session))
    .use(cartForms({ carts: services.carts, proxyHops }))
    .use(paymentForms({ services, proxyHops, shopName: config.shopName }))
    .use(pages({ config, logger, services, guard, manifest, cache }));
  handle = (request) => app.handle(request);
  return app;
}
