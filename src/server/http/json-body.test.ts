import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closeDatabase } from "../../db/database";
import { makeSubCategory } from "../../test/catalog";
import { makeTestApp, type TestApp } from "../../test/test-app";
import { jsonShapeProblem, MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH, MAX_JSON_VALUES } from "./json-body";

let store: TestApp;
beforeAll(() => {
  store = makeTestApp();
});
afterAll(() => closeDatabase(store.db));

/** Bodies under the size cap that used to stall the store while Elysia built their validation error. */
const hostileBodies = {
  "45,000 nested arrays": `${"[".repeat(45_000)}${"]".repeat(45_000)}`,
  "16,000 nested objects": `${'{"a":'.repeat(16_000)}1${"}".repeat(16_000)}`,
  "orderItems nested 40,000 deep": `{"orderItems":${"[".repeat(40_000)}${"]".repeat(40_000)}}`,
  "30,000 wrong order lines": `{"orderItems":[${Array(30_000).fill("1").join(",")}]}`,
  "8,000 keys": `{${Array.from({ length: 8_000 }, (_, i) => `"k${i}":[]`).join(",")}}`,
};

describe("hostile JSON bodies", () => {
  for (const [name, text] of Object.entries(hostileBodies)) {
    test(`${name} (${Math.round(text.length / 1024)} kB) are refused with 400 before validation`, async () => {
      expect(text.length).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES);
      for (const path of ["/orders/visitor/make-order", "/auth/login", "/users/forgot-password"]) {
        const { status, body } = await store.api(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: text,
        });
        expect(status).toBe(400);
        expect(body.message).toMatch(/nested too deeply|too many values/);
      }
    });
  }

  test("a body just over the size cap is 413, whatever its content type says", async () => {
    const { status, body } = await store.api("/auth/login", {
      method: "POST",
      headers: { "content-type": "application/vnd.api+json" },
      body: `"${"x".repeat(MAX_JSON_BODY_BYTES)}"`,
    });
    expect(status).toBe(413);
    expect(body.message).toBe("The request body can be at most 100 kB.");
  });

  test("the deepest field a multipart form's JSON holds is walked within the same limits", async () => {
    const subCategoryId = await makeSubCategory(store.db);
    const form = new FormData();
    form.set("subCategoryId", String(subCategoryId));
    form.set("data", `{"productName":"Pads","price":1,"removeImages":${"[".repeat(5_000)}${"]".repeat(5_000)}}`);
    const { status, body } = await store.api("/products/add-product", {
      method: "POST",
      headers: await store.asAdmin(),
      body: form,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(/nested too deeply/);
  });

  test("a request with no body and no content type still reaches its route", async () => {
    const { status } = await store.api("/auth/logout", { method: "POST" });
    expect(status).not.toBe(400);
  });
});

describe("jsonShapeProblem", () => {
  test("counts brackets and commas outside strings only", () => {
    const deepInString = JSON.stringify({ note: `${"[".repeat(1000)}\\",${",".repeat(5000)}` });
    expect(jsonShapeProblem(deepInString)).toBeUndefined();
  });

  test("takes the depth it allows and refuses one more", () => {
    expect(jsonShapeProblem(`${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`)).toBeUndefined();
    expect(jsonShapeProblem(`${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`)).toMatch(/deeply/);
  });

  test("an order of 50 lines is well within the value limit", () => {
    const lines = Array.from({ length: 50 }, (_, i) => ({ productId: i + 1, quantity: 2 }));
    const order = JSON.stringify({ customerFullName: "A", orderItems: lines });
    expect(jsonShapeProblem(order)).toBeUndefined();
    expect(
      jsonShapeProblem(
        `[${Array(MAX_JSON_VALUES + 1)
          .fill(0)
          .join(",")}]`,
      ),
    ).toMatch(/too many values/);
  });
});
