import { openDatabase } from "../db/database";
import { seedDemo } from "../db/seed/seed-demo";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { createRequestsInFlight } from "./http/request-log";
import { resolveJwtSecret } from "./jwt-secret";
import { createLogWriter } from "./log-writer";
import { createLogger } from "./logger";
import { createMailSender } from "./mail/sender";
import { mailTransport } from "./mail/transports";
import { startOrderHold } from "./modules/orders/order-hold";
import { bootstrapAdmin } from "./modules/users/bootstrap-admin";
import { readManifest } from "./pages/asset-manifest";
import { serve } from "./serve";

/** Start-up (`bun start` has built the bundles): config → assets → database (migrated, seeded) → app → listen; graceful shutdown on SIGTERM/SIGINT. */
async function main() {
  const started = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogWriter();
  const logger = createLogger(config.logLevel, log.write);
  const assets = readManifest();
  if (!assets) {
    console.error("The browser bundles are not built: run `bun run build` (`bun start` builds them when needed).");
    process.exit(1);
  }
  const db = openDatabase(config.databasePath);
  if (config.seed === "demo" && seedDemo(db)) logger.info("loaded the demo catalog");
  const admin = await bootstrapAdmin(db, config.adminEmail, config.adminPassword);
  if (admin.generatedPassword) {
    // Shown once, on the console of whoever starts the store, never in the structured log.
    console.error(
      `\nFirst admin created: ${config.adminEmail}\nPassword (shown only now): ${admin.generatedPassword}\nSet ADMIN_PASSWORD to choose your own.\n`,
    );
  }

  const requestsInFlight = createRequestsInFlight();
  const app = createApp({
    db,
    config: { ...config, jwtSecret: resolveJwtSecret(config) },
    logger,
    assets,
    requestsInFlight,
  });
  const transport = mailTransport(config);
  const stopMail = transport
    ? createMailSender({ db, transport, from: config.mailFrom, clock: () => new Date(), logger }).start()
    : undefined;
  if (!transport) logger.warn("SMTP_URL is not set: e-mails wait in the outbox");
  const stopOrderHold = startOrderHold({ db, clock: () => new Date(), holdHours: config.orders.holdHours, logger });

  const { url, shutdown } = serve({
    handle: (request) => app.handle(request),
    db,
    config,
    logger,
    requestsInFlight,
  });
  logger.info("store is open", { url, startupMs: Math.round(performance.now() - started) });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, async () => {
      stopOrderHold();
      await stopMail?.();
      await shutdown(signal);
      await log.flush();
      process.exit(0);
    });
  }
}

await main();
