import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { addProduct } from "../../test/catalog";
import { type ListeningStore, listeningStore } from "../../test/listening-store";
import { manualClock } from "../../test/manual-clock";
import { requestFrom } from "../../test/request-from";
import { createTokenBuckets, TOO_MANY_READS } from "./read-budget";

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
    for (const text of ["a1", "a2", "a3"]) expect((await search("127.0.0.21", text)).status).toBe(200);
    const refused = await search("127.0.0.21", "a4");
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY_READS);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await search("127.0.0.22", "a4")).status).toBe(200);
  });

  test("cached answers, files and /health cost nothing", async () => {
    expect((await search("127.0.0.23", "brake")).status).toBe(200); // built and kept: one token
    for (let i = 0; i < 10; i++) expect((await search("127.0.0.23", "brake")).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await requestFrom("127.0.0.23", `${running.url}/health`)).status).toBe(200);
    expect((await search("127.0.0.23", "b2")).status).toBe(200);
    expect((await search("127.0.0.23", "b3")).status).toBe(200);
    expect((await search("127.0.0.23", "b4")).status).toBe(429);
  });
});

describe("token buckets", () => {
  test("refill at their rate up to the burst", () => {
    const clock = manualClock();
    const take = createTokenBuckets({ perSecond: 2, burst: 4, clock: clock.now });
    expect([take("a"), take("a"), take("a"), take("a")]).toEqual([0, 0, 0, 0]);
    expect(take("a")).toBe(1);
    clock.advanceMinutes(1 / 60); // one second: two tokens back
    expect([take("a"), take("a"), take("a")]).toEqual([0, 0, 1]);
    clock.advanceMinutes(10); // idle: full again, never beyond the burst
    expect([take("a"), take("a"), take("a"), take("a"), take("a")]).toEqual([0, 0, 0, 0, 1]);
  });
});
