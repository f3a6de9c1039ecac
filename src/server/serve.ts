import { closeDatabase, type Db } from "../db/database";
import type { Config } from "./config";
import { rememberPeer } from "./http/client-address";
import type { RequestsInFlight } from "./http/request-log";
import type { Logger } from "./logger";

export interface ServeDeps {
  handle: (request: Request) => Response | Promise<Response>;
  db: Db;
  config: Pick<Config, "port" | "host">;
  logger: Logger;
  /** How long in-flight requests may take to finish once shutdown starts. */
  drainMs?: number;
  /** Requests whose log line is not written yet: "stopped" waits for them, so it is the log's last line. */
  requestsInFlight?: RequestsInFlight;
}

/**
 * Listens, and stops gracefully: no new connections, in-flight requests finish (up to drainMs, then they are
 * cut), and only then the database closes, so no order is half-written.
 */
export function serve({ handle, db, config, logger, drainMs = 10_000, requestsInFlight }: ServeDeps) {
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    fetch(request, server) {
      rememberPeer(request, server.requestIP(request)?.address);
      return handle(request);
    },
    maxRequestBodySize: 64 * 1024 * 1024,
  });
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port}/`;

  let stopped: Promise<void> | undefined;
  const shutdown = (reason: string) => {
    stopped ??= (async () => {
      logger.info("shutting down", { reason });
      let timer: Timer | undefined;
      const cut = new Promise<void>((done) => {
        timer = setTimeout(() => {
          logger.warn("requests still running after the drain time; closing them", { drainMs });
          void server.stop(true).then(done);
        }, drainMs);
      });
      await Promise.race([server.stop(), cut]);
      clearTimeout(timer);
      await requestsInFlight?.settled(1000);
      await closeDatabase(db);
      logger.info("stopped");
    })();
    return stopped;
  };

  return { server, url, shutdown };
}
