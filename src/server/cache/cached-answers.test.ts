import { describe, expect, test } from "bun:test";
import { addProduct } from "../../test/catalog";
import { makeTestApp } from "../../test/test-app";
import { waitFor } from "../../test/wait-for";

describe("answers served from the cache", () => {
  test("carry the security headers and their own request id, and are logged like any request", async () => {
    const store = makeTestApp();
    const id = await addProduct(store.db, { name: "Air filter Premio" });
    const path = `/api/v1/products/visitor/get-product-by-id/${id}`;
    const first = await store.request(path);
    const second = await store.request(path);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("permissions-policy")).toContain("geolocation=()");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("content-security-policy")).toContain("default-src 'none'");
    }
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));

    // A routed request's line is written after the response is handed back.
    const lines = await waitFor("both requests' log lines", () => {
      const logged = store.logs
        .map((line) => JSON.parse(line))
        .filter((line) => line.message === "request" && line.path === path);
      return logged.length >= 2 && logged;
    });
    expect(lines).toHaveLength(2);
    const lineOf = (answer: Response) => lines.find((line) => line.requestId === answer.headers.get("x-request-id"));
    expect(lineOf(first)).toMatchObject({ method: "GET", status: 200 });
    expect(lineOf(second)).toMatchObject({ method: "GET", status: 200 });
    expect(typeof lineOf(second).ms).toBe("number");
  });

  test("a page from the cache keeps its own CSP over the API's", async () => {
    const store = makeTestApp();
    await store.request("/client/contact");
    const again = await store.request("/client/contact");
    expect(again.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(again.headers.get("content-type")).toContain("text/html");
  });
});
