import { Elysia } from "elysia";
import type { Clock } from "../clock";
import { AppError } from "./app-error";
import { clientAddress } from "./client-address";

export const TOO_MANY_READS = "Too many requests from your connection. Please wait a moment and try again.";

/** Files are cheap and a page needs many of them; `/health` is for monitors. Neither costs budget. */
const FREE = /^\/(?:assets|images|uploads)\/|^\/(?:favicon\.(?:svg|ico)|health|robots\.txt|sitemap\.xml)$/;

/** Clients whose buckets are kept; beyond it the fullest (idle) buckets are dropped, they would refill anyway. */
const MAX_CLIENTS = 50_000;

/**
 * A token bucket per client: `burst` tokens, refilled at `perSecond`; each read takes one. Returns 0 when the read
 * may go ahead, else the whole seconds until a token is back.
 */
export function createTokenBuckets({ perSecond, burst, clock }: { perSecond: number; burst: number; clock: Clock }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return function take(client: string): number {
    const now = clock().getTime();
    const bucket = buckets.get(client) ?? { tokens: burst, at: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / perSecond);
    bucket.tokens -= 1;
    if (!buckets.has(client) && buckets.size >= MAX_CLIENTS) {
      for (const [key, other] of buckets)
        if (other.tokens + ((now - other.at) / 1000) * perSecond >= burst) buckets.delete(key);
    }
    buckets.set(client, bucket);
    return 0;
  };
}

/**
 * Reads that reach a handler (the cached answers are served before this and cost nothing) take a token from their
 * client's bucket; an empty bucket is 429 with Retry-After. A flood of searches made unique to miss the cache then
 * costs its sender, not the shop. Requests that came through no socket (in-process calls, tests) are not counted.
 */
export const readBudget = (
  { perSecond, burst }: { perSecond: number; burst: number },
  proxyHops: number,
  clock: Clock,
) => {
  const take = createTokenBuckets({ perSecond, burst, clock });
  return new Elysia({ name: "read-budget" }).onRequest(({ request }) => {
    if (perSecond === 0 || (request.method !== "GET" && request.method !== "HEAD")) return;
    const path = request.url.slice(request.url.indexOf("/", 8)).split("?")[0] ?? "/";
    if (FREE.test(path)) return;
    const client = clientAddress(request, proxyHops);
    if (client === "unknown") return;
    const wait = take(client);
    if (wait > 0) throw new AppError(429, TOO_MANY_READS, undefined, { "retry-after": String(wait) });
  });
};
