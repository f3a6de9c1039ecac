import { describe, expect, test } from "bun:test";
import { type AnswerCache, createAnswerCache, jsonAnswer } from "./answer-cache";
import type { CatalogChange } from "./catalog-changes";

const get = (path: string) => new Request(`http://shop.test${path}`, { headers: { "accept-encoding": "br" } });

/** A catalog whose versions each made the change with these tags. */
function catalog() {
  const made: CatalogChange[] = [];
  return {
    made,
    version: () => made.length,
    changes: (after: number, upTo: number) => made.filter((change) => change.version > after && change.version <= upTo),
    change: (...tags: string[]) => made.push({ version: made.length + 1, tags }),
  };
}

describe("answer cache", () => {
  test("builds an answer once per version, and again after the version moves", async () => {
    let version = 1;
    let builds = 0;
    const cache = createAnswerCache({ version: () => version });
    const read = () =>
      cache.answer(get("/brands"), () => {
        builds++;
        return jsonAnswer({ builds });
      });
    expect(await (await read()).json()).toEqual({ builds: 1 });
    expect(await (await read()).json()).toEqual({ builds: 1 });
    version = 2;
    expect(await (await read()).json()).toEqual({ builds: 2 });
    expect(cache.size().entries).toBe(1);
  });

  test("caches no answer that was built while the version moved, and none that is a Response", async () => {
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

describe("answer cache, pages being rendered", () => {
  test("requests for a page being rendered wait for that render instead of each rendering it", async () => {
    const cache = createAnswerCache({ version: () => 1 });
    let renders = 0;
    const render = async () => {
      renders++;
      await Bun.sleep(20);
      return { body: "<!doctype html><p>Store</p>", contentType: "text/html", cacheControl: "no-cache" };
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.answer(get("/client/store"), render)));
    expect(renders).toBe(1);
    for (const answer of answers) expect(await answer.text()).toBe("<!doctype html><p>Store</p>");
  });

  test("a render that is not cached (an error page) leaves each waiting request to answer for itself", async () => {
    const cache = createAnswerCache({ version: () => 1 });
    let renders = 0;
    const render = async () => {
      renders++;
      await Bun.sleep(10);
      return new Response("Something went wrong", { status: 500 });
    };
    const answers = await Promise.all(Array.from({ length: 3 }, () => cache.answer(get("/client/home"), render)));
    expect(answers.map((answer) => answer.status)).toEqual([500, 500, 500]);
    expect(renders).toBe(3);
  });
});

describe("answer cache, time", () => {
  test("an answer older than its maximum age is built again though the catalog did not change", async () => {
    let clock = 0;
    let builds = 0;
    const cache = createAnswerCache({ version: () => 1, maxAgeMs: 60_000, now: () => clock });
    const read = () =>
      cache.answer(get("/client/home"), () => {
        builds++;
        return jsonAnswer({ builds });
      });
    await read();
    clock = 59_000;
    expect(await (await read()).json()).toEqual({ builds: 1 });
    clock = 61_000;
    expect(await (await read()).json()).toEqual({ builds: 2 });
  });
});

describe("response cache, invalidation by tags", () => {
  const answerTagged = (...tags: string[]) => ({
    body: tags.join(","),
    contentType: "text/plain",
    cacheControl: "no-cache",
    tags,
  });

  async function builds(cache: AnswerCache, path: string, tags: string[]): Promise<boolean> {
    let built = false;
    await cache.answer(get(path), () => {
      built = true;
      return answerTagged(...tags);
    });
    return built;
  }

  test("a change invalidates the entries carrying one of its tags, and those with no tags", async () => {
    const shop = catalog();
    const cache = createAnswerCache(shop);
    await builds(cache, "/pads", ["product:1"]);
    await builds(cache, "/filter", ["product:2"]);
    await builds(cache, "/anything", []);
    shop.change("product:1", "stock");
    expect(await builds(cache, "/pads", ["product:1"])).toBe(true);
    expect(await builds(cache, "/filter", ["product:2"])).toBe(false);
    expect(await builds(cache, "/anything", [])).toBe(true);
  });

  test("versions with no change recorded (pruned, or moved by hand) invalidate every entry", async () => {
    const shop = catalog();
    const cache = createAnswerCache({ ...shop, changes: (after, upTo) => shop.changes(after, upTo).slice(1) });
    await builds(cache, "/filter", ["product:2"]);
    shop.change("product:1");
    expect(await builds(cache, "/filter", ["product:2"])).toBe(true);
  });

  test("too many changes to read invalidate every entry", async () => {
    const shop = catalog();
    const cache = createAnswerCache({ ...shop, changes: () => null });
    await builds(cache, "/filter", ["product:2"]);
    shop.change("product:1");
    expect(await builds(cache, "/filter", ["product:2"])).toBe(true);
  });

  test("an answer built while a change without its tags committed is cached; one with its tags, is not", async () => {
    const shop = catalog();
    const cache = createAnswerCache(shop);
    await cache.answer(get("/filter"), () => {
      shop.change("product:1");
      return answerTagged("product:2");
    });
    expect(await builds(cache, "/filter", ["product:2"])).toBe(false);
    await cache.answer(get("/pads"), () => {
      shop.change("product:1");
      return answerTagged("product:1");
    });
    expect(await builds(cache, "/pads", ["product:1"])).toBe(true);
  });

  test("caches at most its number of answers, however small", async () => {
    const cache = createAnswerCache({ version: () => 1, maxEntries: 3 });
    for (const path of ["/a", "/b", "/c", "/d", "/e"]) await builds(cache, path, ["x"]);
    expect(cache.size().entries).toBe(3);
    expect(await builds(cache, "/e", ["x"])).toBe(false);
    expect(await builds(cache, "/a", ["x"])).toBe(true);
  });
});

test("with no memory for answers (ANSWER_CACHE_MB=0) every read is built afresh", async () => {
  const cache = createAnswerCache({ version: () => 1, maxBytes: 0 });
  let builds = 0;
  for (let read = 0; read < 3; read++) await cache.answer(get("/client/store"), () => jsonAnswer({ builds: ++builds }));
  expect(builds).toBe(3);
  expect(cache.size().entries).toBe(0);
});

describe("answer cache, memoized values", () => {
  test("a memo is computed once until a change carries one of its tags, and again after", async () => {
    const shop = catalog();
    const cache = createAnswerCache({ version: shop.version, changes: shop.changes });
    let computed = 0;
    const count = () => cache.memo("count of pads", ["lists"], async () => ++computed);
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    shop.change("product:3", "stock");
    expect(await count()).toBe(1);
    shop.change("product:3", "lists");
    expect(await count()).toBe(2);
  });

  test("a memo with no tags is invalidated by any change, as an entry is", async () => {
    const shop = catalog();
    const cache = createAnswerCache({ version: shop.version, changes: shop.changes });
    let computed = 0;
    const value = () => cache.memo("anything", [], async () => ++computed);
    expect(await value()).toBe(1);
    expect(await value()).toBe(1);
    shop.change("settings");
    expect(await value()).toBe(2);
  });
});

describe("answer cache, memoized values", () => {
  /** A cache over changes made by the test, and reads of products by id that note which ids they read. */
  function productsOverChanges(options: { maxMemos?: number } = {}) {
    const shop = catalog();
    const cache = createAnswerCache({ version: shop.version, changes: shop.changes, ...options });
    const names = new Map([
      [1, "Front pads"],
      [2, "Rear pads"],
      [3, "Air filter"],
    ]);
    const readIds: number[][] = [];
    const read = (ids: readonly number[], during?: () => void) =>
      cache.memoEach(
        "product",
        ids,
        (id) => [`product:${id}`, "categories"],
        async (missing) => {
          readIds.push(missing);
          during?.();
          return new Map(missing.flatMap((id) => (names.has(id) ? [[id, { id, name: names.get(id) }]] : [])));
        },
      );
    return { read, readIds, names, change: shop.change };
  }

  test("memoEach reads each id once until a change carries its tags; a change reads again only what it changed", async () => {
    const { read, readIds, names, change } = productsOverChanges();
    expect([...(await read([1, 2, 3])).values()].map((product) => product.name)).toEqual([
      "Front pads",
      "Rear pads",
      "Air filter",
    ]);
    await read([3, 2, 1]);
    expect(readIds).toEqual([[1, 2, 3]]);
    names.set(2, "Rear disc pads");
    change("product:2", "lists");
    expect((await read([1, 2, 3])).get(2)?.name).toBe("Rear disc pads");
    expect(readIds).toEqual([[1, 2, 3], [2]]);
    change("categories");
    await read([1, 3]);
    expect(readIds).toEqual([[1, 2, 3], [2], [1, 3]]);
  });

  test("an id with no value is read every time; a value read while its change commits is not memoized", async () => {
    const { read, readIds, change } = productsOverChanges();
    expect((await read([9])).has(9)).toBe(false);
    await read([9]);
    await read([1], () => change("product:1"));
    await read([1]);
    expect(readIds).toEqual([[9], [9], [1], [1]]);
  });

  test("values memoEach memoizes are frozen (outside production): an answer changing one fails at once", async () => {
    const { read } = productsOverChanges();
    await read([1]);
    const product = (await read([1])).get(1) as { name: string };
    expect(() => {
      product.name = "changed";
    }).toThrow();
  });

  test("memoizes at most its number of values, the least recently used going first", async () => {
    const { read, readIds } = productsOverChanges({ maxMemos: 2 });
    await read([1, 2]);
    await read([1]);
    await read([3]);
    await read([1, 2]);
    expect(readIds).toEqual([[1, 2], [3], [2]]);
  });
});
