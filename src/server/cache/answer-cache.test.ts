import { describe, expect, test } from "bun:test";
import { createAnswerCache, jsonAnswer } from "./answer-cache";

const get = (path: string) => new Request(`http://shop.test${path}`, { headers: { "accept-encoding": "br" } });

describe("answer cache", () => {
  test("builds an answer once per version, and again after the version moves", async () => {
    let version = 1;
    let builds = 0;
    const cache = createAnswerCache({ version: () => version });
    const read = () =>
      cache.answer(get("/brands"), () => {
        builds++;
        return jsonAnswer({ builds });
      }) as Response;
    expect(await read().json()).toEqual({ builds: 1 });
    expect(await read().json()).toEqual({ builds: 1 });
    version = 2;
    expect(await read().json()).toEqual({ builds: 2 });
    expect(cache.size().entries).toBe(1);
  });

  test("keeps no answer that was built while the version moved, and none that is a Response", async () => {
    let version = 1;
    const cache = createAnswerCache({ version: () => version });
    await cache.answer(get("/a"), () => {
      version++;
      return jsonAnswer("built during a write");
    });
    await cache.answer(get("/b"), () => new Response("not found", { status: 404 }));
    expect(cache.size().entries).toBe(0);
  });

  test("stays within its memory, dropping the least recently used first", async () => {
    const cache = createAnswerCache({ version: () => 1, maxBytes: 5_000 });
    const answer = (path: string) =>
      cache.answer(get(path), () => ({ body: "x".repeat(1_500), contentType: "text/plain", cacheControl: "no-cache" }));
    await answer("/one");
    await answer("/two");
    await answer("/one"); // used again: now the most recent
    await answer("/three");
    await answer("/four");
    expect(cache.size().bytes).toBeLessThanOrEqual(5_000);
    let rebuilt = false;
    await cache.answer(get("/one"), () => {
      rebuilt = true;
      return jsonAnswer("again");
    });
    expect(rebuilt).toBe(false);
  });
});
