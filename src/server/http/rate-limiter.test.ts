import { describe, expect, test } from "bun:test";
import { manualClock } from "../../test/manual-clock";
import { testDatabase } from "../../test/test-database";
import { createRateLimiter } from "./rate-limiter";

describe("the database's rate limiter", () => {
  test("allows `limit` hits per window, then says when to come back; another key has its own budget", async () => {
    const clock = manualClock();
    const limiter = createRateLimiter({ db: testDatabase(), name: "t", limit: 3, windowMs: 60_000, clock: clock.now });
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await limiter.hit("a"));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await limiter.hit("b")).allowed).toBe(true);
    clock.advanceMinutes(1.01);
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  test("hits sent at once never pass the limit: each is counted and checked in one step", async () => {
    const db = testDatabase();
    const clock = manualClock();
    // Two limiters over one database: two instances of the store.
    const limiters = [1, 2].map(() =>
      createRateLimiter({ db, name: "t", limit: 5, windowMs: 60_000, clock: clock.now }),
    );
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (limiters[i % 2] as (typeof limiters)[number]).hit("burst")),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
  });
});
