import { createLogger } from "../server/logger";
import { serve } from "../server/serve";
import { makeTestApp, type TestAppOptions } from "./test-app";

/** A test store listening on a free port, so every request carries the address of the socket it came from. */
export function listeningStore(options: TestAppOptions & { port?: number } = {}) {
  const store = makeTestApp(options);
  const running = serve({
    handle: (request) => store.app.handle(request),
    db: store.db,
    config: { port: options.port ?? 0, host: "127.0.0.1" },
    logger: createLogger("silent"),
  });
  return { store, url: `http://127.0.0.1:${running.server.port}`, stop: () => running.shutdown("test") };
}

export type ListeningStore = ReturnType<typeof listeningStore>;

/** A port free just now, for a store whose PUBLIC_URL must be known before it listens (PayHere's notify_url). */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port as number;
  void probe.stop(true);
  return port;
}
