import { Elysia } from "elysia";
import type { Logger } from "../logger";
import { clientAddress } from "./client-address";

export const REQUEST_ID_HEADER = "x-request-id";

// Plain properties rather than WeakMap/WeakSet keyed by Request: Bun's GC can spin forever on weak
// collections of Request objects (seen with Bun 1.3 and 1.4), freezing the whole process.
const STARTED_AT = Symbol("startedAt");
const INTERNAL = Symbol("internal");
const UNLOGGED = Symbol("unlogged");

const CLIENT = Symbol("client");
type Marked = { [STARTED_AT]?: number; [INTERNAL]?: true; [UNLOGGED]?: RequestsInFlight; [CLIENT]?: string };

/**
 * Requests whose log line is not written yet. A streamed page's line is written after its last byte is sent, which
 * can be after the server has stopped listening: shutdown waits for these so "stopped" is the log's last line.
 */
export interface RequestsInFlight {
  begin(): void;
  end(): void;
  /** Resolves once every begun request has been logged, or after `limitMs`. */
  settled(limitMs: number): Promise<void>;
}

export function createRequestsInFlight(): RequestsInFlight {
  let open = 0;
  let waiting: (() => void)[] = [];
  return {
    begin: () => {
      open++;
    },
    end: () => {
      open--;
      if (open > 0) return;
      for (const done of waiting) done();
      waiting = [];
    },
    settled: (limitMs) =>
      open === 0
        ? Promise.resolve()
        : new Promise<void>((done) => {
            const timer = setTimeout(done, limitMs);
            waiting.push(() => {
              clearTimeout(timer);
              done();
            });
          }),
  };
}

/** Marks a request the server makes to itself (page loaders), so it is not logged a second time. */
export function markInternal(request: Request): Request {
  (request as Request & Marked)[INTERNAL] = true;
  return request;
}

interface AnsweredContext {
  request: Request;
  /** The signed-in staff member, on routes that resolve one. */
  user?: { id: number };
  /** Known once routed; read from the URL for a request answered before routing. */
  path?: string;
  set: { headers: Record<string, unknown> };
}

/** The request's log line: its id, method, path, status, how long it took, the client and the staff member. */
export function logAnswered(
  logger: Logger,
  context: AnsweredContext,
  status: number,
  requestId = context.set.headers[REQUEST_ID_HEADER],
  /** Answered from memory (src/server/cache/): the log shows how often reads are. */
  cached?: true,
) {
  const request = context.request as Request & Marked;
  if (request[INTERNAL]) return;
  const path = context.path ?? request.url.slice(request.url.indexOf("/", 8)).split("?")[0];
  const started = (context as AnsweredContext & Marked)[STARTED_AT];
  logger.info("request", {
    requestId,
    method: request.method,
    path,
    status,
    ms: started === undefined ? undefined : Math.round((performance.now() - started) * 10) / 10,
    client: request[CLIENT],
    userId: context.user?.id,
    cached,
  });
  const inFlight = request[UNLOGGED];
  request[UNLOGGED] = undefined;
  inFlight?.end();
}

/** Gives every request an id (echoed in X-Request-Id) and writes one log line when it is answered. */
export const requestLog = (logger: Logger, inFlight: RequestsInFlight = createRequestsInFlight(), proxyHops = 0) =>
  new Elysia({ name: "request-log" })
    .onRequest((context) => {
      (context as typeof context & Marked)[STARTED_AT] = performance.now();
      const request = context.request as Request & Marked;
      request[CLIENT] = clientAddress(request, proxyHops);
      if (!request[INTERNAL]) {
        request[UNLOGGED] = inFlight;
        inFlight.begin();
      }
      context.set.headers[REQUEST_ID_HEADER] = crypto.randomUUID();
    })
    .onAfterResponse({ as: "global" }, (context) => {
      const { set, responseValue } = context;
      // set.status reads 200 for handlers that return a Response (pages, redirects): read the Response.
      const status =
        responseValue instanceof Response ? responseValue.status : typeof set.status === "number" ? set.status : 200;
      logAnswered(logger, context, status);
    });
