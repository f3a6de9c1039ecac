import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addProduct } from "../../test/catalog";
import { type ListeningStore, listeningStore } from "../../test/listening-store";
import { manualClock } from "../../test/manual-clock";
import { requestFrom } from "../../test/request-from";
import { createTokenBuckets, READ_TOKEN_MS, SHOP_BUSY, TOO_MANY_READS } from "./read-budget";

describe("each client's budget of reads the cached answers cannot serve", () => {
  let running: ListeningStore;
  beforeAll(async () => {
    running = listeningStore({ env: { READS_PER_SECOND: "1", READS_BURST: "3" } });
    await addProduct(running.store.db, { name: "Brake pad set" });
  });
  afterAll(() => running.stop());

  const search = (from: string, text: string) =>
    requestFrom(from, `${running.url}/api/v1/products/visitor/get-all-products?searchText=${text}`);

  test("searches made unique to miss the cache: 429 with Retry-After past the burst; another client is unaffected", async () => {
    // Three tokens at once, each read one or more (one per READ_TOKEN_MS it took): the fourth at the latest is refused.
    expect((await search("127.0.0.21", "a1")).status).toBe(200);
    const statuses = [];
    for (const text of ["a2", "a3", "a4"]) statuses.push((await search("127.0.0.21", text)).status);
    expect(statuses.at(-1)).toBe(429);
    const refused = await search("127.0.0.21", "a5");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_READS);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await search("127.0.0.22", "a4")).status).toBe(200);
  });

  test("cached answers, files and /health cost nothing: served even once the client's budget is spent", async () => {
    expect((await search("127.0.0.23", "brake")).status).toBe(200); // built and kept
    let misses = 0;
    while ((await search("127.0.0.23", `b${misses}`)).status === 200) misses += 1;
    expect(misses).toBeLessThan(3);
    for (let i = 0; i < 10; i++) expect((await search("127.0.0.23", "brake")).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await requestFrom("127.0.0.23", `${running.url}/health`)).status).toBe(200);
  });
});

describe("the whole shop's budget of uncached reads", () => {
  const clock = manualClock();
  let running: ListeningStore;
  beforeAll(async () => {
    // 1 token a second (READ_TOKEN_MS of work), 4 at once; each client's own budget is out of the way.
    running = listeningStore({
      now: clock.now,
      env: { READS_PER_SECOND: "1000", READS_BURST: "1000", READ_WORK_MS_PER_SECOND: String(READ_TOKEN_MS) },
    });
    await addProduct(running.store.db, { name: "Brake pad set" });
  });
  afterAll(() => running.stop());

  const search = (from: string, text: string) =>
    requestFrom(from, `${running.url}/api/v1/products/visitor/get-all-products?searchText=${text}`);

  test("searches from many addresses, each under its own budget, get 503 once the shop's is spent; kept answers do not", async () => {
    expect((await search("127.0.0.40", "brake")).status).toBe(200);
    const statuses: number[] = [];
    for (let n = 41; n < 46; n++) statuses.push((await search(`127.0.0.${n}`, `miss${n}`)).status);
    // Four tokens at once, each read one or more: the fifth read at the latest finds the bucket empty.
    expect(statuses).toContain(503);
    const busy = await search("127.0.0.50", "miss50");
    expect(busy.status).toBe(503);
    expect(busy.body.message).toBe(SHOP_BUSY);
    expect(Number(busy.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // The kept answer and /health are served as before.
    expect((await search("127.0.0.51", "brake")).status).toBe(200);
    expect((await requestFrom("127.0.0.51", `${running.url}/health`)).status).toBe(200);
    clock.advanceMinutes(1);
    expect((await search("127.0.0.52", "miss52")).status).toBe(200);
  });
});

describe("token buckets", () => {
  test("a charge after the read takes its cost; a bucket below zero waits until it has refilled", () => {
    const clock = manualClock();
    const { take, charge } = createTokenBuckets({ perSecond: 2, burst: 4, clock: clock.now });
    expect(take("a")).toBe(0);
    charge("a", 5); // 4 - 1 - 5 = -2
    expect(take("a")).toBe(2); // 3 tokens short at 2 a second
    clock.advanceMinutes(1.5 / 60);
    expect(take("a")).toBe(0);
  });

  test("refill at their rate up to the burst", () => {
    const clock = manualClock();
    const { take } = createTokenBuckets({ perSecond: 2, burst: 4, clock: clock.now });
    expect([take("a"), take("a"), take("a"), take("a")]).toEqual([0, 0, 0, 0]);
    expect(take("a")).toBe(1);
    clock.advanceMinutes(1 / 60); // one second: two tokens back
    expect([take("a"), take("a"), take("a")]).toEqual([0, 0, 1]);
    clock.advanceMinutes(10); // idle: full again, never beyond the burst
    expect([take("a"), take("a"), take("a"), take("a"), take("a")]).toEqual([0, 0, 0, 0, 1]);
  });
});
