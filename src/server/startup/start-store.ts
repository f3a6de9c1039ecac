import { existsSync, statSync } from "node:fs";
import { type Db, openDatabase } from "../../db/database";
import { ENGINE } from "../../db/engine";
import { asStoreHandle } from "../../db/engine-handles";
import { migratePostgres, openPostgres } from "../../db/postgres";
import { seedDemo } from "../../db/seed/seed-demo";
import { createApp } from "../app";
import { systemClock } from "../clock";
import type { Config } from "../config";
import { createRequestsInFlight } from "../http/request-log";
import { resolveJwtSecret } from "../jwt-secret";
import { createLogWriter, type LogWriter } from "../log-writer";
import { createLogger, type Logger } from "../logger";
import { createMailSender } from "../mail/sender";
import { mailTransport } from "../mail/transports";
import { createCartService, startCartPruning } from "../modules/cart";
import {
  createOrderTexts,
  createRestockAnnouncements,
  createSmsSender,
  smsGateway,
  startRestockAnnouncements,
} from "../modules/messages";
import { startOrderHold } from "../modules/orders";
import { bootstrapAdmin } from "../modules/users";
import { readManifest } from "../pages/asset-manifest";
import { serve } from "../serve";
import {
  databaseFailure,
  dataFolderFailure,
  emptyDatabaseRefusal,
  postgresFailure,
  uploadsFolderFailure,
} from "./failures";
import { ensureWritableFolder } from "./folders";
import { listenFailure } from "./listen-error";
import { StartupError, step } from "./startup-error";

/** Texts go out within a couple of seconds of the change that caused them. */
const SMS_POLL_MS = 2_000;

/**
 * Starts the store (`bun start` has built the bundles): assets → data folder → database (checked, migrated,
 * seeded) → uploads → secrets → mail → first admin → app → listen; graceful shutdown on SIGTERM/SIGINT. Every step
 * an operator can break fails with one line saying what to do (StartupError).
 */
export async function startStore(config: Config, started = performance.now()) {
  const log = createLogWriter();
  const logger = createLogger(config.logLevel, log.write);
  try {
    await start(config, started, logger, log);
  } catch (error) {
    // What was logged before the failure is written before the process ends.
    await log.flush();
    throw error;
  }
}

/** The SQLite file (checked and migrated), or the PostgreSQL database named by DATABASE_URL (migrated). */
async function openStoreDatabase(config: Config): Promise<Db> {
  const url = config.postgresUrl;
  if (!url) {
    refuseEmptyFileInProduction(config);
    return step(databaseFailure(config.databasePath), () => asStoreHandle(openDatabase(config.databasePath)));
  }
  if (ENGINE !== "postgres") {
    // The engine is chosen when the process loads (src/db/engine.ts), from the process's own DATABASE_URL.
    throw new StartupError(
      "DATABASE_URL names PostgreSQL, but this process was started for SQLite: set it in the environment.",
    );
  }
  return step(postgresFailure(url), async () => {
    await migratePostgres(url);
    return asStoreHandle(openPostgres(url));
  });
}

/**
 * A database file that exists but holds nothing, in production, is a shop whose data went missing (a truncated
 * copy, an unmounted volume's placeholder), not a new shop: starting would make a demo shop with a new admin.
 */
function refuseEmptyFileInProduction(config: Config) {
  const path = config.databasePath;
  if (!config.production || config.seedSet || path === ":memory:" || !existsSync(path)) return;
  if (statSync(path).isFile() && statSync(path).size === 0) throw new StartupError(emptyDatabaseRefusal(path));
}

async function start(config: Config, started: number, logger: Logger, log: LogWriter) {
  const assets = readManifest();
  if (!assets) {
    throw new StartupError(
      "The browser bundles are not built: run `bun run build` (`bun start` builds them when needed).",
    );
  }
  const onDisk = config.databasePath !== ":memory:";
  if (onDisk) await step(dataFolderFailure(config.dataDir), () => ensureWritableFolder(config.dataDir));
  const db = await openStoreDatabase(config);
  if (config.seed === "demo" && (await seedDemo(db))) logger.info("loaded the demo catalog");
  await step(uploadsFolderFailure(config.uploadsDir), () => ensureWritableFolder(config.uploadsDir));
  const jwtSecret = await step(dataFolderFailure(config.dataDir), () => resolveJwtSecret(config));
  const transport = mailTransport(config);

  const admin = await step(dataFolderFailure(config.dataDir), () =>
    bootstrapAdmin(db, config.adminEmail, config.adminPassword, config.initialPasswordFile),
  );
  if (admin.passwordFile) {
    logger.info("first admin created; its password is in a file readable by the store's user only", {
      email: config.adminEmail,
      passwordFile: admin.passwordFile,
    });
  } else if (admin.generatedPassword) {
    // An in-memory store has no file to keep it in: shown once on the console, never in the structured log.
    console.error(
      `\nFirst admin created: ${config.adminEmail}\nPassword (shown only now): ${admin.generatedPassword}\nSet ADMIN_PASSWORD to choose your own.\n`,
    );
  }
  if (config.production && !config.publicUrlSet) {
    logger.warn(
      "PUBLIC_URL is not set: canonical links, og:url, the sitemap, robots.txt and the API document say localhost",
      { publicUrl: config.publicUrl, fix: "set PUBLIC_URL to the address customers use, like https://shop.example.lk" },
    );
  }

  const requestsInFlight = createRequestsInFlight();
  const app = createApp({ db, config: { ...config, jwtSecret }, logger, assets, requestsInFlight });
  const { url, shutdown } = await step(listenFailure(config.host, config.port), () =>
    serve({ handle: (request) => app.handle(request), db, config, logger, requestsInFlight }),
  );
  const stopMail = transport
    ? createMailSender({ db, transport, from: config.mailFrom, clock: systemClock, logger }).start()
    : undefined;
  if (!transport) logger.warn("SMTP_URL is not set: e-mails wait in the outbox");
  const gateway = smsGateway(config.sms);
  const stopSms = gateway ? createSmsSender({ db, gateway, clock: systemClock, logger }).start(SMS_POLL_MS) : undefined;
  const stopRestocks = startRestockAnnouncements(
    createRestockAnnouncements({ db, clock: systemClock, shopName: config.shopName, publicUrl: config.publicUrl }),
    logger,
  );
  if (gateway) logger.info("texts go out through the SMS gateway", { gateway: gateway.name });
  else
    logger.warn(
      "SMS is off (SMS_PROVIDER is not set): texts wait in the outbox, shown on the console's Messages screen",
    );
  const stopOrderHold = await startOrderHold({
    db,
    clock: systemClock,
    logger,
    texts: createOrderTexts({ ...config, jwtSecret }),
  });
  const carts = createCartService({ db, clock: systemClock, maxLineQuantity: config.orders.maxLineQuantity });
  const stopCartPruning = await startCartPruning({ carts, logger });
  logger.info("store is open", { url, startupMs: Math.round(performance.now() - started) });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, async () => {
      stopOrderHold();
      stopCartPruning();
      stopRestocks();
      await stopMail?.();
      await stopSms?.();
      await shutdown(signal);
      await log.flush();
      process.exit(0);
    });
  }
}
