import { describe, expect, test } from "bun:test";
import { seedDemo } from "../../../db/seed/seed-demo";
import { makeTestApp } from "../../../test/test-app";
import type { StoreResults } from "./store-search";

interface SearchWord {
  id: number;
  word: string;
  means: string;
}

describe("search words staff keep", () => {
  test("an admin adds a word and what it means; the store's next search reads it, and the log says who", async () => {
    const store = makeTestApp();
    await seedDemo(store.db);
    const admin = await store.asAdmin();
    const listed = await store.api<SearchWord[]>("/products/search-words", { headers: admin });
    expect(listed.body.data).toContainEqual({ id: expect.any(Number), word: "eka", means: "" });
    expect(listed.body.data).toContainEqual({ id: expect.any(Number), word: "බ්රේක්", means: "brake" });

    const saved = await store.api<SearchWord>("/products/search-words", {
      method: "PUT",
      headers: admin,
      json: { word: "  Ｆｉｌｔｅｒｙ ", means: "Filter" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ word: "filtery", means: "filter" });
    const search = await store.request(`/_data/client/store?q=${encodeURIComponent("oil filtery")}`);
    const found = ((await search.json()) as { data: StoreResults }).data;
    expect(found.correction).toEqual({ typed: "oil filtery", shown: "oil filter" });
    expect(found.products.count).toBeGreaterThan(0);

    const log = await store.api<{ data: { item: string; actorEmail: string | null }[] }>(
      "/security-events/admin/list?item=search-word:filtery",
      { headers: admin },
    );
    expect(log.body.data.data).toHaveLength(1);

    const removed = await store.api(`/products/search-words/${saved.body.data.id}`, {
      method: "DELETE",
      headers: admin,
    });
    expect(removed.status).toBe(200);
    const again = await store.api(`/products/search-words/${saved.body.data.id}`, { method: "DELETE", headers: admin });
    expect(again.status).toBe(404);
  });

  test("one word at a time, never meaning itself; staff may read the list but not change it", async () => {
    const store = makeTestApp();
    const admin = await store.asAdmin();
    for (const [body, field] of [
      [{ word: "brake pad", means: "x" }, "word"],
      [{ word: "", means: "x" }, "word"],
      [{ word: "pad", means: "PAD" }, "means"],
    ] as const) {
      const refused = await store.api("/products/search-words", { method: "PUT", headers: admin, json: body });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.field).toBe(field);
    }
    const staff = await store.asStaff();
    expect((await store.api("/products/search-words", { headers: staff })).status).toBe(200);
    const refused = await store.api("/products/search-words", {
      method: "PUT",
      headers: staff,
      json: { word: "eka", means: "" },
    });
    expect(refused.status).toBe(403);
  });
});
