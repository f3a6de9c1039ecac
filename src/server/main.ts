import { ensureAssets } from "../../scripts/build";
import { openDatabase } from "../db/database";
import { seedDemo } from "../db/seed/seed-demo";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { resolveJwtSecret } from "./jwt-secret";
import { createLogger } from "./logger";
import { bootstrapAdmin } from "./modules/users/bootstrap-admin";

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
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    fetch: (request) => app.handle(request),
    maxRequestBodySize: 64 * 1024 * 1024,
  });
  logger.info("store is open", {
    url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port}/`,
    startupMs: Math.round(performance.now() - started),
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    await server.stop();
    db.$client.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
