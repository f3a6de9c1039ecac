import type { Clock } from "../../app";
import { AppError } from "../../http/app-error";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `limit` hits per key in any `windowMs` (a sliding window), in memory: enough for one process,
 * which is how the store runs (ARCHITECTURE.md). Keys that went quiet are swept so memory stays bounded.
 */
export function createRateLimiter({ limit, windowMs, clock }: { limit: number; windowMs: number; clock: Clock }) {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key);
    }
  }

  const limiter = {
    hit(key: string): RateDecision {
      const now = clock().getTime();
      sweep(now);
      const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] as number;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
      }
      recent.push(now);
      hits.set(key, recent);
      return { allowed: true };
    },

    /** Counts a hit; over the limit, throws 429 with Retry-After. */
    enforce(key: string, message: string) {
      const decision = limiter.hit(key);
      if (!decision.allowed) {
        throw new AppError(429, message, undefined, { "retry-after": String(decision.retryAfterSeconds) });
      }
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
