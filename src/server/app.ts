import { Elysia } from "elysia";
import { type Db, databaseAnswers } from "../db/database";
import type { Fetcher } from "../shared/api-client";
import type { Clock } from "./clock";
import type { Config } from "./config";
import { AppError } from "./http/app-error";
import { envelopeStatus } from "./http/envelope";
import { errorHandler } from "./http/error-handler";
import { markInternal, requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import type { Logger } from "./logger";
import { createPasswords, type PasswordCost } from "./modules/auth/passwords";
import { createRateLimiter } from "./modules/auth/rate-limiter";
import { createRefreshTokens } from "./modules/auth/refresh-tokens";
import { authRoutes } from "./modules/auth/routes";
import { createAuthService } from "./modules/auth/service";
import { staffGuard } from "./modules/auth/staff-guard";
import { brandRoutes } from "./modules/brands/routes";
import { createBrandService } from "./modules/brands/service";
import { categoryRoutes } from "./modules/categories/routes";
import { createCategoryService } from "./modules/categories/service";
import { createOrderStatus } from "./modules/orders/order-status";
import { createOrderPlacement } from "./modules/orders/place-order";
import { orderRoutes } from "./modules/orders/routes";
import { createImageStore } from "./modules/products/image-store";
import { productRoutes } from "./modules/products/routes";
import { createProductService } from "./modules/products/service";
import { subCategoryRoutes } from "./modules/sub-categories/routes";
import { createSubCategoryService } from "./modules/sub-categories/service";
import { createPasswordReset } from "./modules/users/password-reset";
import { userRoutes } from "./modules/users/routes";
import { createStaffAccounts } from "./modules/users/staff-accounts";
import { apiDocs } from "./openapi/api-docs";
import type { AssetManifest } from "./pages/asset-manifest";
import { assetManifest, pages } from "./pages/plugin";
import { publicFiles } from "./pages/public-files";

export interface AppDeps {
  db: Db;
  config: Config;
  logger: Logger;
  clock?: Clock;
  /** argon2id cost; production defaults when not given (tests pass a cheap one). */
  passwordCost?: PasswordCost;
  /** Browser bundles; read from dist/ when not given. */
  assets?: AssetManifest;
}

export const API_PREFIX = "/api/v1";

/** Order-tracking misses per address per minute: plenty for typing mistakes, too few to guess orders. */
const TRACK_MISSES_PER_MINUTE = 20;

/** Composes the whole store: API, pages and files. No I/O of its own, so tests build one over `:memory:`. */
export function createApp({ db, config, logger, clock = () => new Date(), passwordCost, assets }: AppDeps) {
  const brands = createBrandService(db);
  const products = createProductService(db, createImageStore(config.uploadsDir));
  if (!config.jwtSecret) throw new Error("createApp needs config.jwtSecret (main.ts resolves it at start-up)");
  const guard = staffGuard(db, config.jwtSecret, config.auth.accessTokenMinutes);
  const passwords = createPasswords(passwordCost);
  const refreshTokens = createRefreshTokens(db, clock);
  const throttle = createRateLimiter({ limit: config.auth.loginRequestsPerMinute, windowMs: 60_000, clock });
  const auth = createAuthService({ db, passwords, refreshTokens, clock, limits: config.auth, throttle });
  const accounts = createStaffAccounts({ db, passwords, refreshTokens, clock });
  const reset = createPasswordReset({
    db,
    passwords,
    refreshTokens,
    clock,
    secret: config.jwtSecret,
    shopName: config.shopName,
  });

  const orders = orderRoutes({
    db,
    clock,
    placeOrder: createOrderPlacement({ db, clock, shopName: config.shopName }),
    statusChanges: createOrderStatus({ db, clock }),
    guard,
    trackThrottle: createRateLimiter({ limit: TRACK_MISSES_PER_MINUTE, windowMs: 60_000, clock }),
    trustProxy: config.trustProxy,
  });

  const api = new Elysia({ prefix: API_PREFIX })
    .use(authRoutes(auth, guard, config.trustProxy))
    .use(userRoutes({ accounts, reset, guard, throttle, trustProxy: config.trustProxy }))
    .use(brandRoutes(brands, guard))
    .use(categoryRoutes(createCategoryService(db), guard))
    .use(subCategoryRoutes(createSubCategoryService(db), guard))
    .use(productRoutes(products, guard))
    .use(orders)
    .all(
      "/*",
      () => {
        throw new AppError(404, "No such API path");
      },
      { detail: { hide: true } },
    );

  // Page loaders call the API in-process through the finished app (see the end of this function).
  let handle: Fetcher = () => Promise.reject(new Error("app not ready"));
  const fetchApi: Fetcher = (request) => handle(markInternal(request));
  const manifest = assetManifest(assets);

  const app = new Elysia()
    .use(requestLog(logger))
    .use(securityHeaders(config.production))
    .use(errorHandler(logger))
    .use(envelopeStatus)
    .use(apiDocs({ prefix: API_PREFIX, shopName: config.shopName, fetchApi, stylesheet: () => manifest().css }))
    .get("/health", ({ set }) => {
      const up = databaseAnswers(db);
      set.status = up ? 200 : 503;
      return { status: up ? "ok" : "unavailable" };
    })
    .use(api)
    .use(publicFiles(config))
    .use(pages({ config, logger, fetchApi, manifest }));
  handle = (request) => app.handle(request);
  return app;
}

export type App = ReturnType<typeof createApp>;
