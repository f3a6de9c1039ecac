import { Elysia } from "elysia";
import type { Db } from "../db/database";
import { API_PREFIX } from "../shared/api-prefix";
import type { AnswerCache } from "./cache/answer-cache";
import type { Clock } from "./clock";
import { AppError } from "./http/app-error";
import type { StaffGuard } from "./http/staff-guard";
import type { Logger } from "./logger";
import { authRoutes, keepDeviceCookie } from "./modules/auth";
import { botCheckGuard, botCheckRoutes } from "./modules/bot-check";
import { cartRoutes } from "./modules/cart";
import { brandRoutes, categoryRoutes, subCategoryRoutes } from "./modules/catalog-entries";
import { consoleSearchRoutes } from "./modules/console-search";
import { contactRoutes } from "./modules/contact";
import { deliveryRoutes } from "./modules/delivery";
import { messageRoutes } from "./modules/messages";
import { newsletterRoutes } from "./modules/newsletter";
import { orderPaymentRoutes, orderRoutes } from "./modules/orders";
import { paymentRoutes } from "./modules/payments";
import { catalogImportRoutes, productExportRoutes, productRoutes } from "./modules/products";
import { securityLogRoutes } from "./modules/security-log";
import { userRoutes } from "./modules/users";
import { vehicleRoutes } from "./modules/vehicles";
import type { Services } from "./services";

export interface ApiDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  services: Services;
  guard: StaffGuard;
  cache: AnswerCache;
  session: { accessTokenSeconds: number; proxyHops: number };
  shopName: string;
}

/** The API under /api/v1: every feature's routes, and a 404 envelope for any other path. */
export function apiRoutes({ db, clock, logger, services, guard, cache, session, shopName }: ApiDeps) {
  const { proxyHops } = session;
  const botChecked = botCheckGuard(services.botCheck, proxyHops);
  return new Elysia({ prefix: API_PREFIX })
    .use(authRoutes(services.auth, guard, session))
    .use(
      userRoutes({
        accounts: services.accounts,
        reset: services.passwordReset,
        guard,
        throttle: services.accountThrottle,
        botChecked,
        proxyHops,
        keepDeviceCookie,
      }),
    )
    .use(brandRoutes(services.brands, guard, cache))
    .use(categoryRoutes(services.categories, guard, cache))
    .use(subCategoryRoutes(services.subCategories, guard, cache))
    .use(catalogImportRoutes(services.catalogImports, guard))
    .use(productExportRoutes(db, services.products, guard))
    .use(productRoutes(services.products, services.search, guard, cache))
    .use(vehicleRoutes(services.vehicles, guard, cache))
    .use(
      orderRoutes({
        orders: services.orders,
        guard,
        lookUps: services.lookUps,
        orderBudget: services.orderBudget,
        botChecked,
        proxyHops,
      }),
    )
    .use(
      cartRoutes({
        carts: services.carts,
        delivery: services.delivery,
        proxyHops,
        mergeThrottle: services.cartMergeThrottle,
      }),
    )
    .use(deliveryRoutes(services.delivery, guard))
    .use(messageRoutes(services.messages, services.stockAlerts, guard, botChecked, proxyHops))
    .use(paymentRoutes({ db, clock, logger, payments: services.payments, guard }))
    .use(
      orderPaymentRoutes({
        payments: services.payments,
        orders: services.orders,
        guard,
        lookUps: services.lookUps,
        proxyHops,
        shopName,
      }),
    )
    .use(newsletterRoutes(services.newsletter, botChecked, proxyHops))
    .use(contactRoutes(services.contact, botChecked, proxyHops))
    .use(botCheckRoutes(services.botCheck))
    .use(securityLogRoutes(services.securityLog, guard))
    .use(consoleSearchRoutes(services.consoleSearch, guard))
    .all(
      "/*",
      () => {
        throw new AppError(404, "No such API path");
      },
      { detail: { hide: true } },
    );
}

/**
 * The API's type: Eden Treaty (src/shared/api-client.ts) types the browser's API calls from it. It is the API's
 * alone, not the whole app's, so the browser's types do not reach the pages that render the browser's own files.
 */
export type Api = ReturnType<typeof apiRoutes>;
