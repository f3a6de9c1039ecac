import { ensureAssets } from "../../scripts/build";
import { openDatabase } from "../db/database";
import { seedDemo } from "../db/seed/seed-demo";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { resolveJwtSecret } from "./jwt-secret";
import { createLogger } from "./logger";
import { bootstrapAdmin } from "./modules/users/bootstrap-admin";
import { serve } from "./serve";

/** Start-up: config → assets → database (migrated, seeded) → app → listen; graceful shutdown on SIGTERM/SIGINT. */
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
  const logger = createLogger(config.logLevel);
  const assets = await ensureAssets();
  const db = openDatabase(config.databasePath);
  if (config.seed === "demo" && seedDemo(db)) logger.info("loaded the demo catalog");
  const admin = await bootstrapAdmin(db, config.adminEmail, config.adminPassword);
  if (admin.generatedPassword) {
    // Shown once, on the console of whoever starts the store, never in the structured log.
    console.error(
      `\nFirst admin created: ${config.adminEmail}\nPassword (shown only now): ${admin.generatedPassword}\nSet ADMIN_PASSWORD to choose your own.\n`,
    );
  }

  const app = createApp({ db, config: { ...config, jwtSecret: resolveJwtSecret(config) }, logger, assets });
  const { url, shutdown } = serve({ handle: (request) => app.handle(request), db, config, logger });
  logger.info("store is open", { url, startupMs: Math.round(performance.now() - started) });

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => void shutdown(signal).then(() => process.exit(0)));
  }
}

await main();
