import { Elysia } from "elysia";
import type { Logger } from "../logger";

export const REQUEST_ID_HEADER = "x-request-id";

// Plain properties rather than WeakMap/WeakSet keyed by Request: Bun's GC can spin forever on weak
// collections of Request objects (seen with Bun 1.3 and 1.4), freezing the whole process.
const STARTED_AT = Symbol("startedAt");
const INTERNAL = Symbol("internal");

type Marked = { [STARTED_AT]?: number; [INTERNAL]?: true };

/** Marks a request the server makes to itself (page loaders), so it is not logged a second time. */
export function markInternal(request: Request): Request {
  (request as Request & Marked)[INTERNAL] = true;
  return request;
}

/** Gives every request an id (echoed in X-Request-Id) and writes one log line when it is answered. */
export const requestLog = (logger: Logger) =>
  new Elysia({ name: "request-log" })
    .onRequest((context) => {
      (context as typeof context & Marked)[STARTED_AT] = performance.now();
      context.set.headers[REQUEST_ID_HEADER] = crypto.randomUUID();
    })
    .onAfterResponse({ as: "global" }, (context) => {
      const { request, set, path, responseValue } = context;
      if ((request as Request & Marked)[INTERNAL]) return;
      const started = (context as typeof context & Marked)[STARTED_AT];
      logger.info("request", {
        requestId: set.headers[REQUEST_ID_HEADER],
        method: request.method,
        path,
        // set.status reads 200 for handlers that return a Response (pages, redirects): read the Response.
        status:
          responseValue instanceof Response ? responseValue.status : typeof set.status === "number" ? set.status : 200,
        ms: started === undefined ? undefined : Math.round((performance.now() - started) * 10) / 10,
      });
    });
