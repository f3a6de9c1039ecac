import { createLogger } from "../server/logger";
import { serve } from "../server/serve";
import { makeTestApp, type TestAppOptions } from "./test-app";

/** A test store listening on a free port, so every request carries the address of the socket it came from. */
export function listeningStore(options: TestAppOptions = {}) {
  const store = makeTestApp(options);
  const running = serve({
    handle: (request) => store.app.handle(request),
    db: store.db,
    config: { port: 0, host: "127.0.0.1" },
    logger: createLogger("silent"),
  });
  return { store, url: `http://127.0.0.1:${running.server.port}`, stop: () => running.shutdown("test") };
}

export type ListeningStore = ReturnType<typeof listeningStore>;
