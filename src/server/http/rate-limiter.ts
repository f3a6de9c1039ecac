import type { Clock } from "../clock";
import { AppError } from "./app-error";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * At most `limit` hits per key in any `windowMs` (a sliding window), in memory: enough for one process,
 * which is how the store runs (docs/architecture.md). Keys that went quiet are swept so memory stays bounded.
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

  /** Whether `key` has budget left now; counts a hit when asked to and allowed. */
  function decide(key: string, count: boolean): RateDecision {
    const now = clock().getTime();
    sweep(now);
    const recent = (hits.get(key) ?? []).filter((time) => time > now - windowMs);
    if (recent.length >= limit) {
      hits.set(key, recent);
      const oldest = recent[0] as number;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
    }
    if (count) recent.push(now);
    if (recent.length > 0) hits.set(key, recent);
    return { allowed: true };
  }

  const refuse = (decision: RateDecision, message: string) => {
    if (!decision.allowed) {
      throw new AppError(429, message, undefined, { "retry-after": String(decision.retryAfterSeconds) });
    }
  };

  const limiter = {
    hit: (key: string): RateDecision => decide(key, true),

    /** Counts a hit; over the limit, throws 429 with Retry-After. */
    enforce(key: string, message: string) {
      refuse(decide(key, true), message);
    },

    /** Throws 429 when `key` has used its budget, without counting (pair with `hit` for what should count). */
    enforceSpent(key: string, message: string) {
      refuse(decide(key, false), message);
    },
  };
  return limiter;
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
