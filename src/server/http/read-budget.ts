import { Elysia } from "elysia";
import type { Clock } from "../clock";
import { AppError } from "./app-error";
import { clientAddress } from "./client-address";

export const TOO_MANY_READS = "Too many requests from your connection. Please wait a moment and try again.";
export const SHOP_BUSY = "The shop is very busy just now. Please try again in a moment.";

/** Files are cheap and a page needs many of them; `/health` is for monitors. Neither costs budget. */
const FREE = /^\/(?:assets|images|uploads)\/|^\/(?:favicon\.(?:svg|ico)|health|robots\.txt|sitemap\.xml)$/;

/** Clients whose buckets are kept; beyond it the fullest (idle) buckets are dropped, they would refill anyway. */
const MAX_CLIENTS = 50_000;

/** A token is a read of up to this much time; a longer one costs a token more for each such slice it took. */
export const READ_TOKEN_MS = 10;

/** The whole shop's budget is one bucket. */
const SHOP = "shop";

/**
 * A token bucket per client: `burst` tokens, refilled at `perSecond`. `take` takes one and answers 0 when the read
 * may go ahead, else the whole seconds until a token is back; `charge` takes more once a read's cost is known (a
 * bucket may go below zero: its next reads wait until it has refilled).
 */
export function createTokenBuckets({ perSecond, burst, clock }: { perSecond: number; burst: number; clock: Clock }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const bucketOf = (client: string, now: number) => {
    const bucket = buckets.get(client) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    return bucket;
  };
  const keep = (client: string, bucket: { tokens: number; at: number }, now: number) => {
    if (!buckets.has(client) && buckets.size >= MAX_CLIENTS) {
      for (const [key, other] of buckets)
        if (other.tokens + ((now - other.at) / 1000) * perSecond >= burst) buckets.delete(key);
    }
    buckets.set(client, bucket);
  };
  return {
    take(client: string): number {
      const now = clock().getTime();
      const bucket = bucketOf(client, now);
      if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / perSecond);
      bucket.tokens -= 1;
      keep(client, bucket, now);
      return 0;
    },
    charge(client: string, tokens: number) {
      if (tokens <= 0) return;
      const now = clock().getTime();
      const bucket = bucketOf(client, now);
      bucket.tokens -= tokens;
      keep(client, bucket, now);
    },
  };
}

const CHARGE = Symbol("readCharge");
type Charged = { [CHARGE]?: { client: string; started: number } };

/**
 * Reads that reach a handler (the cached answers are served before this and cost nothing) are paid for in tokens,
 * one for each READ_TOKEN_MS they took: from their client's bucket (`perSecond`, `burst`: an empty one is 429 with
 * Retry-After), and from the whole shop's (`workMsPerSecond` of such reads a second, a few seconds' worth at once: an
 * empty one is 503 with Retry-After). A flood of searches made unique to miss the cache then costs its senders, not
 * the shop: from one address the client's bucket stops it; from many, the shop's, while kept pages and /health are
 * answered as before. Requests that came through no socket (in-process calls, tests) are not counted.
 */
export const readBudget = (
  { perSecond, burst, workMsPerSecond }: { perSecond: number; burst: number; workMsPerSecond: number },
  proxyHops: number,
  clock: Clock,
) => {
  const clients = createTokenBuckets({ perSecond, burst, clock });
  const shopRate = workMsPerSecond / READ_TOKEN_MS;
  const shop = createTokenBuckets({ perSecond: shopRate, burst: shopRate * 4, clock });
  return new Elysia({ name: "read-budget" })
    .onRequest(({ request }) => {
      if (perSecond === 0 && workMsPerSecond === 0) return;
      if (request.method !== "GET" && request.method !== "HEAD") return;
      const path = request.url.slice(request.url.indexOf("/", 8)).split("?")[0] ?? "/";
      if (FREE.test(path)) return;
      const client = clientAddress(request, proxyHops);
      if (client === "unknown") return;
      const wait = perSecond === 0 ? 0 : clients.take(client);
      if (wait > 0) throw new AppError(429, TOO_MANY_READS, undefined, { "retry-after": String(wait) });
      const busy = workMsPerSecond === 0 ? 0 : shop.take(SHOP);
      if (busy > 0) throw new AppError(503, SHOP_BUSY, undefined, { "retry-after": String(busy) });
      (request as Request & Charged)[CHARGE] = { client, started: performance.now() };
    })
    .onAfterResponse({ as: "global" }, ({ request }) => {
      const charge = (request as Request & Charged)[CHARGE];
      if (!charge) return;
      // The token taken up front paid for the first slice.
      const more = Math.floor((performance.now() - charge.started) / READ_TOKEN_MS);
      if (perSecond > 0) clients.charge(charge.client, more);
      if (workMsPerSecond > 0) shop.charge(SHOP, more);
    });
};
