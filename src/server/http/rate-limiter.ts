import { and, eq, gt, lte, sql } from "drizzle-orm";
import { lockNames } from "../../db/advisory-locks";
import type { Db } from "../../db/database";
import { ENGINE } from "../../db/engine";
import { firstRow } from "../../db/first-row";
import { rawRows } from "../../db/raw-rows";
import { rateLimitHits } from "../../db/schema";
import type { Clock } from "../clock";
import { AppError } from "./app-error";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface LimiterOptions {
  db: Db;
  /** Which budget this is ("sign-in", "orders"…): limiters share the table, each its own rows. */
  name: string;
  limit: number;
  windowMs: number;
  clock: Clock;
}

/**
 * At most `limit` hits per key in any `windowMs` (a sliding window), counted in the database so that every
 * instance of the store spends the same budget. A hit is written only while the key is under its limit, counted
 * and written in one step, so two instances cannot both take the last one. Hits older than the window are swept.
 */
export function createRateLimiter({ db, name, limit, windowMs, clock }: LimiterOptions) {
  let lastSweep = 0;

  async function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.limiter, name), lte(rateLimitHits.at, now - windowMs)));
  }

  const recent = (key: string, since: number) =>
    and(eq(rateLimitHits.limiter, name), eq(rateLimitHits.key, key), gt(rateLimitHits.at, since));

  /** Whether `key` has budget left now; counts a hit when asked to and allowed. */
  async function decide(key: string, count: boolean): Promise<RateDecision> {
    const now = clock().getTime();
    const since = now - windowMs;
    await sweep(now);
    if (count) {
      const countIfUnder = sql`INSERT INTO ${rateLimitHits} (limiter, key, at) SELECT ${name}, ${key}, ${now}
            WHERE (SELECT count(*) FROM ${rateLimitHits} WHERE ${recent(key, since)}) < ${limit} RETURNING id`;
      // One statement is one step on SQLite (one writer). PostgreSQL runs two at once, each counting before the
      // other's row exists: there the key's hits take turns, under a lock held until the transaction ends.
      const counted =
        ENGINE === "postgres"
          ? await db.transaction(async (tx) => {
              await lockNames(tx, [`rate-limit\n${name}\n${key}`]);
              return rawRows<{ id: number }>(tx, countIfUnder);
            })
          : await rawRows<{ id: number }>(db, countIfUnder);
      if (counted.length > 0) return { allowed: true };
    }
    const used = await firstRow(
      db
        .select({
          hits: sql<number>`count(*)`.mapWith(Number),
          oldest: sql<number | null>`min(${rateLimitHits.at})`.mapWith(Number),
        })
        .from(rateLimitHits)
        .where(recent(key, since)),
    );
    if ((used?.hits ?? 0) < limit) return { allowed: true };
    const oldest = Number(used?.oldest ?? now);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }

  const refuse = (decision: RateDecision, message: string) => {
    if (!decision.allowed) {
      throw new AppError(429, message, undefined, { "retry-after": String(decision.retryAfterSeconds) });
    }
  };

  return {
    hit: (key: string): Promise<RateDecision> => decide(key, true),

    /** Counts a hit; over the limit, throws 429 with Retry-After. */
    async enforce(key: string, message: string) {
      refuse(await decide(key, true), message);
    },

    /** Throws 429 when `key` has used its budget, without counting (pair with `hit` for what should count). */
    async enforceSpent(key: string, message: string) {
      refuse(await decide(key, false), message);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
