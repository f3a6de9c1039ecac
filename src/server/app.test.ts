import { describe, expect, test } from "bun:test";
import { closeDatabase } from "../db/database";
import { addProduct, stockOf } from "../test/catalog";
import { orderBody, placeOrder } from "../test/orders";
import { READ_ONLY_REFUSAL, setReadOnly } from "../test/read-only";
import { makeTestApp } from "../test/test-app";
import { testSql } from "../test/test-sql";
import { claimErrorLines } from "../test/unexpected-errors";
import { waitFor } from "../test/wait-for";
import { CANNOT_SAVE } from "./http/error-handler";

describe("response envelope and error mapping", () => {
  test("a successful read is { code: 200, message, data }", async () => {
    const { db, api } = makeTestApp();
    await testSql(db).run("INSERT INTO brands (name, description) VALUES ('Denso', 'Japanese OEM'), ('Bosch', '')");
    const { status, body } = await api("/brands/visitor/get-all-for-client?searchText=den");
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: "OK",
      // The envelope is what is checked here; a brand's fields are brands.test.ts's.
      data: [expect.objectContaining({ brandId: 1, name: "Denso", description: "Japanese OEM" })],
    });
  });

  test("an unknown API path is a 404 envelope, for every method", async () => {
    const { api } = makeTestApp();
    for (const method of ["GET", "POST", "DELETE"]) {
      const { status, body } = await api("/nope", { method });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, message: "No such API path", data: null });
    }
  });

  test("a validation error is 400 with field errors", async () => {
    const { api } = makeTestApp();
    const { status, body } = await api("/products/visitor/get-all-products?page=-1");
    expect(status).toBe(400);
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([{ field: "page", message: "page must be a whole number, 0 or more" }]);
    const notANumber = await api("/products/visitor/get-all-products?size=abc");
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.errors).toEqual([{ field: "size", message: "size must be a whole number, 0 or more" }]);
  });

  test("an unexpected error answers 500 with a request id and leaks nothing internal", async () => {
    const { db, api, logs } = makeTestApp();
    await closeDatabase(db);
    const { status, headers, body } = await api("/brands/visitor/get-all-for-client");
    expect(status).toBe(500);
    expect(body.message).toBe("Something went wrong on our side. Please try again.");
    expect(body.data).toBeNull();
    const requestId = headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    expect((body as unknown as { requestId: string }).requestId).toBe(requestId as string);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/sqlite|database|select|stack|\.ts/i);
    const logged = logs.map((line) => JSON.parse(line)).find((entry) => entry.message === "unexpected error");
    expect(logged.requestId).toBe(requestId);
    expect(claimErrorLines("unexpected error")).toHaveLength(1);
  });

  test("an unexpected error while rendering a page shows a plain error page without details", async () => {
    const { db, request } = makeTestApp();
    await closeDatabase(db);
    const response = await request("/client/home");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Something went wrong");
    expect(html).not.toMatch(/sqlite|closed database|at .*\.ts/i);
    expect(claimErrorLines('"level":"error"').length).toBeGreaterThan(0);
  });

  test("every request is logged once with method, path, status, time and id", async () => {
    const { request, logs } = makeTestApp();
    await request("/health");
    // The log line is written after the response is handed back.
    const entries = await waitFor("the request's log line", () => {
      const lines = logs.map((line) => JSON.parse(line)).filter((entry) => entry.message === "request");
      return lines.length > 0 && lines;
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ method: "GET", path: "/health", status: 200 });
    expect(typeof entries[0].ms).toBe("number");
    expect(entries[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the log line's status is the status sent: 201 for a created record, 400 for a refused one", async () => {
    const { api, logs } = makeTestApp();
    const message = { name: "Nimal", email: "nimal@example.com", message: "Brake pads for a Vitz?" };
    const sent = await api("/contact/visitor/send", { method: "POST", json: message });
    const refused = await api("/contact/visitor/send", { method: "POST", json: { ...message, email: "nimal" } });
    expect([sent.status, refused.status]).toEqual([201, 400]);
    const statuses = await waitFor("both requests' log lines", () => {
      const lines = logs.map((line) => JSON.parse(line)).filter((entry) => entry.message === "request");
      return lines.length >= 2 && lines.map((line) => line.status);
    });
    expect(statuses).toEqual([201, 400]);
  });

  test("a request's log line names the client's address and the staff member signed in", async () => {
    const store = makeTestApp({ env: { TRUST_PROXY: "true" } });
    const staff = await store.asAdmin();
    await store.request("/api/v1/auth/me", { headers: { ...staff, "x-forwarded-for": "203.0.113.9" } });
    await store.request("/health", { headers: { "x-forwarded-for": "2001:db8:5:6::1" } });
    const lines = await waitFor("both requests' log lines", () => {
      const logged = store.logs.map((line) => JSON.parse(line)).filter((entry) => entry.message === "request");
      return logged.length >= 2 && logged;
    });
    expect(lines.find((line) => line.path === "/api/v1/auth/me")).toMatchObject({
      client: "203.0.113.9",
      userId: expect.any(Number),
    });
    const health = lines.find((line) => line.path === "/health");
    expect(health).toMatchObject({ client: "2001:db8:5:6::/64" });
    expect(health.userId).toBeUndefined();
  });

  test("security headers are on every response", async () => {
    const { request } = makeTestApp();
    for (const path of ["/health", "/api/v1/nope", "/client/home"]) {
      const response = await request(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
    }
  });
});

describe("health", () => {
  test("is 200 while the database answers and 503 when it does not", async () => {
    const { db, request } = makeTestApp();
    const up = await request("/health");
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: "ok" });
    await closeDatabase(db);
    const down = await request("/health");
    expect(down.status).toBe(503);
  });

  test("is 503 with the reason when the database can be read but not written", async () => {
    const { db, request } = makeTestApp();
    // What a read-only file or file system does to the store's writes.
    await setReadOnly(db, true);
    const readOnly = await request("/health");
    expect(readOnly.status).toBe(503);
    expect(await readOnly.json()).toEqual({
      status: "unavailable",
      reason: `the database cannot be written: ${READ_ONLY_REFUSAL}`,
    });
    await setReadOnly(db, false);
    expect((await request("/health")).status).toBe(200);
  });

  test("while the database cannot be written, orders are answered 503 saying to try again, logged once", async () => {
    const store = makeTestApp();
    const productId = await addProduct(store.db, { qty: 5 });
    await setReadOnly(store.db, true);
    for (let i = 0; i < 3; i++) {
      const refused = await placeOrder(store, orderBody([{ productId, quantity: 1 }]));
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ message: CANNOT_SAVE, requestId: expect.any(String) });
    }
    expect(claimErrorLines("unexpected error")).toHaveLength(1);
    await setReadOnly(store.db, false);
    expect(await stockOf(store.db, productId)).toBe(5);
  });
});

describe("OpenAPI", () => {
  test("documents the API at /api/v1/openapi/json", async () => {
    const { request } = makeTestApp();
    const response = await request("/api/v1/openapi/json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain("/api/v1/brands/visitor/get-all-for-client");
    expect(Object.keys(document.paths).every((path) => path.startsWith("/api/v1/") && !path.includes("*"))).toBe(true);
  });

  test("serves a readable reference page at /api/v1/openapi that needs no script, CDN or looser CSP", async () => {
    const { request } = makeTestApp();
    const response = await request("/api/v1/openapi");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain("Lanka Auto Parts API");
    expect(html).toContain("/api/v1/products/visitor/get-all-products");
    expect(html).toContain("Active products for the storefront, paged");
    // A shared schema is named where it is used and written out once, under Shared schemas.
    expect(html).toContain("Shared schemas");
    expect(html).toMatch(/id="schema-ordersubmission"[\s\S]*customerFullName: string;/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css">/);
    expect(html).not.toContain("<script");
    expect(html).not.toMatch(/https?:\/\/(?!localhost)/);
  });
});
