import type { Db } from "../db/database";
import type { Memo } from "./cache/memo";
import { type Clock, HOUR_MS } from "./clock";
import type { Config } from "./config";
import { createRateLimiter } from "./http/rate-limiter";
import type { Logger } from "./logger";
import { queueEmail } from "./mail/outbox";
import {
  createAuthService,
  createDeviceCookies,
  createRefreshTokens,
  createSecondFactor,
  createSecondStepTickets,
  createSignInGuard,
} from "./modules/auth";
import { createBotCheck } from "./modules/bot-check";
import { createCartService, MERGES_PER_ADDRESS_PER_HOUR } from "./modules/cart";
import { createBrandService, createCategoryService, createSubCategoryService } from "./modules/catalog-entries";
import { createConsoleSearch } from "./modules/console-search";
import { createContactService } from "./modules/contact";
import { createDeliveryService } from "./modules/delivery";
import { normalizeEmail } from "./modules/input-rules";
import { createMessageService, createOrderTexts, createStockAlerts } from "./modules/messages";
import { createNewsletterService } from "./modules/newsletter";
import { createOrderLinks } from "./modules/order-link";
import { createLookUpBudget, createOrderBudget, createOrderService, orderedWith } from "./modules/orders";
import { createPaymentService } from "./modules/payments";
import {
  createCatalogImports,
  createImageStore,
  createProductService,
  createStoreSearch,
  productsForFitment,
  productsInSubCategory,
} from "./modules/products";
import { createSecurityLog } from "./modules/security-log";
import {
  accountChangedEmail,
  createPasswordReset,
  createStaffAccounts,
  forgetInitialPassword,
  staffNames,
} from "./modules/users";
import { createVehicleService } from "./modules/vehicles";
import { createPasswords, type PasswordCost } from "./passwords";

export interface ServiceDeps {
  db: Db;
  config: Config & { jwtSecret: string };
  clock: Clock;
  passwordCost?: PasswordCost;
  logger?: Logger;
  /** Where the product lists remember counts and rankings between catalog changes (the answer cache). */
  memos?: Memo;
}

/**
 * Every feature's service, built once per app: the API routes and the page loaders call these (never the tables),
 * so a page shows what the API would answer.
 */
export function createServices({ db, config, clock, passwordCost, logger, memos }: ServiceDeps) {
  const passwords = createPasswords(passwordCost);
  const refreshTokens = createRefreshTokens(db, clock, config.jwtSecret);
  const throttle = createRateLimiter({
    db,
    name: "sign-in",
    limit: config.auth.loginRequestsPerMinute,
    windowMs: 60_000,
    clock,
  });
  const signInGuard = createSignInGuard(db, config.auth);
  const deviceCookies = createDeviceCookies(config.jwtSecret, clock);
  const securityLog = createSecurityLog(db, clock, (ids) => staffNames(db, ids));
  const secondFactor = createSecondFactor({ db, clock, shopName: config.shopName });
  const tellOwner = (email: string, change: string) =>
    queueEmail(db, accountChangedEmail(email, change, clock(), config.shopName));
  /** A new password lifts every lock on the account, and the first admin's password file goes once it is changed. */
  const passwordChanged = async (account: { id: number; email: string }) => {
    await signInGuard.clearAccount(normalizeEmail(account.email));
    if (config.initialPasswordFile) forgetInitialPassword(config.initialPasswordFile, account.email);
  };
  const delivery = createDeliveryService(db, clock);
  const payments = createPaymentService({ db, clock, config, texts: createOrderTexts(config) });
  const images = createImageStore(config.uploadsDir);
  const products = createProductService(db, images, (id, atMost) => orderedWith(db, id, atMost), clock, memos);
  const vehicles = createVehicleService(db, productsForFitment(db), clock);
  const orders = createOrderService({
    db,
    clock,
    shopName: config.shopName,
    limits: config.orders,
    delivery,
    payments,
    links: createOrderLinks(config),
  });
  return {
    brands: createBrandService(db, clock),
    categories: createCategoryService(db, clock),
    subCategories: createSubCategoryService(db, productsInSubCategory, clock),
    products,
    catalogImports: createCatalogImports({ db, images, clock, logger }),
    vehicles,
    search: createStoreSearch(db, products, vehicles),
    orders,
    consoleSearch: createConsoleSearch(orders, products),
    delivery,
    payments,
    messages: createMessageService({ db, clock, sms: config.sms }),
    stockAlerts: createStockAlerts({ db, clock, shopName: config.shopName, secret: config.jwtSecret }),
    carts: createCartService({ db, clock, maxLineQuantity: config.orders.maxLineQuantity }),
    securityLog,
    auth: createAuthService({
      db,
      passwords,
      refreshTokens,
      clock,
      throttle,
      signInGuard,
      deviceCookies,
      securityLog,
      secondFactor,
      tickets: createSecondStepTickets(config.jwtSecret, clock),
      tellOwner,
    }),
    accounts: createStaffAccounts({
      db,
      passwords,
      refreshTokens,
      clock,
      signInGuard,
      securityLog,
      secondFactor,
      shopName: config.shopName,
      passwordChanged,
    }),
    passwordReset: createPasswordReset({
      db,
      passwords,
      refreshTokens,
      clock,
      secret: config.jwtSecret,
      shopName: config.shopName,
      securityLog,
      deviceCookies,
      passwordChanged,
    }),
    botCheck: createBotCheck({
      db,
      clock,
      secret: config.jwtSecret,
      difficulty: config.botCheck.difficulty,
      prooflessPerHour: config.botCheck.prooflessPerHour,
    }),
    newsletter: createNewsletterService({ db, clock, shopName: config.shopName, publicUrl: config.publicUrl }),
    contact: createContactService({ db, clock, shopName: config.shopName }),
    /** Sign-in and the public account paths share one per-address budget. */
    accountThrottle: throttle,
    /** Orders placed per customer (mobile) and per address (orders/order-budget.ts), so no one empties the shelves. */
    orderBudget: createOrderBudget({
      db,
      clock,
      perCustomerPerHour: config.orders.perClientPerHour,
      perAddressPerHour: config.orders.perAddressPerHour,
      perNetworkPerHour: config.orders.perNetworkPerHour,
    }),
    /** Kept carts moved in per address (src/server/modules/cart/routes.ts). */
    cartMergeThrottle: createRateLimiter({
      db,
      name: "cart-merges",
      limit: MERGES_PER_ADDRESS_PER_HOUR,
      windowMs: HOUR_MS,
      clock,
    }),
    /** Order look-ups that matched nothing, per address and per contact, so orders cannot be guessed. */
    lookUps: createLookUpBudget({ db, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
