import { expect, test } from "bun:test";
import { apiContract, checkContract, makeTestApp } from "./test-app";

const origin = "http://localhost";

test("an answer outside its operation's schema is named, with the field at fault", async () => {
  const contract = await apiContract();
  const wrongCount = { code: 200, message: "Done", data: "twelve" };
  expect(contract.breach("GET", `${origin}/api/v1/brands/count`, 200, wrongCount)).toContain(
    "GET /api/v1/brands/count answered 200 outside its schema: /data must be number",
  );
  expect(contract.breach("GET", `${origin}/api/v1/brands/count`, 200, { code: 200, message: "Done", data: 12 })).toBe(
    undefined,
  );
});

test("an error answer must be the envelope, and a status the document does not list is a breach", async () => {
  const contract = await apiContract();
  const url = `${origin}/api/v1/orders/visitor/track?orderId=SO-2026-000001&email=a@b.lk`;
  expect(contract.find("GET", new URL(url).pathname)?.path).toBe("/api/v1/orders/visitor/track");
  expect(contract.breach("GET", url, 404, { code: 404, message: "No such order", data: null })).toBe(undefined);
  expect(contract.breach("GET", url, 404, { error: "Not Found" })).toContain("outside its schema");
  expect(contract.breach("GET", url, 418, { code: 418, message: "Teapot", data: null })).toBe(
    "GET /api/v1/orders/visitor/track answered 418, which the document does not list",
  );
});

test("literal paths are matched before templates; pages and unknown paths are not API operations", async () => {
  const contract = await apiContract();
  expect(contract.find("GET", "/api/v1/orders/get-all")?.path).toBe("/api/v1/orders/get-all");
  expect(contract.find("GET", "/api/v1/orders/SO-2026-000001")?.path).toBe("/api/v1/orders/{orderId}");
  expect(contract.find("GET", "/store")).toBe(undefined);
  expect(contract.breach("GET", `${origin}/api/v1/no-such-thing`, 404, {})).toBe(undefined);
});

test("every answer a test receives through makeTestApp is checked: a breach throws in the test that got it", async () => {
  const store = makeTestApp();
  const count = await store.api("/brands/count", { headers: await store.asStaff() });
  expect(count.status).toBe(200);

  const sent = new Request(`${origin}/api/v1/brands/count`);
  const forged = Response.json({ code: 200, message: "Done", data: "twelve" });
  await expect(checkContract(store.app, sent, forged)).rejects.toThrow(
    "API contract: GET /api/v1/brands/count answered 200 outside its schema",
  );
  await expect(checkContract(store.app, sent, Response.json({ code: 200, message: "Done", data: 3 }))).resolves.toBe(
    undefined,
  );
});
