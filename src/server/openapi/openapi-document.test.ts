import { expect, test } from "bun:test";
import { makeTestApp } from "../../test/test-app";

type Json = Record<string, unknown>;

interface SchemaObject {
  path: string;
  /** The key it sits under: "properties" means its keys are property names, not keywords. */
  parentKey: string;
  object: Json;
}

/** Every object in the document, with its JSON pointer. */
function objectsOf(node: unknown, path = "#", parentKey = ""): SchemaObject[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => objectsOf(item, `${path}/${i}`));
  if (node === null || typeof node !== "object") return [];
  const object = node as Json;
  return [
    { path, parentKey, object },
    ...Object.entries(object).flatMap(([key, value]) => objectsOf(value, `${path}/${key}`, key)),
  ];
}

/** Every place a private keyword appears as a schema keyword (not as a property's name). */
const privateKeywords = (document: Json) =>
  objectsOf(document)
    .filter(({ parentKey }) => parentKey !== "properties")
    .flatMap(({ path, object }) =>
      ["error", "field", "elysiaMeta", "nullable"].filter((key) => key in object).map((key) => `${path}/${key}`),
    );

/** Enums with a repeated value, or with null where the type does not allow it (redocly's enum rules). */
const badEnums = (document: Json) =>
  objectsOf(document)
    .filter(({ object }) => {
      if (!Array.isArray(object.enum)) return false;
      const repeated = new Set(object.enum).size !== object.enum.length;
      const types = ([] as unknown[]).concat(object.type ?? []);
      return repeated || (object.enum.includes(null) && !types.includes("null"));
    })
    .map(({ path }) => path);

test("the OpenAPI document is standard: no private keywords, security and error answers on every operation", async () => {
  const store = makeTestApp({ env: { PUBLIC_URL: "https://parts.example.lk" } });
  const document = (await (await store.request("/api/v1/openapi/json")).json()) as Json;
  expect(privateKeywords(document)).toEqual([]);
  expect(badEnums(document)).toEqual([]);
  expect(document.servers).toEqual([{ url: "https://parts.example.lk" }]);

  const operations = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
  );
  expect(operations.length).toBeGreaterThanOrEqual(57);
  for (const { name, operation } of operations) {
    expect({ name, security: Array.isArray(operation.security) }).toEqual({ name, security: true });
    const responses = operation.responses as Record<string, Json>;
    const errors = Object.keys(responses).filter((status) => status.startsWith("4"));
    expect({ name, hasErrors: errors.length > 0 }).toEqual({ name, hasErrors: true });
    expect({ name, hasContent: Object.values(responses).every((answer) => answer.content !== undefined) }).toEqual({
      name,
      hasContent: true,
    });
  }

  const makeOrder = (document.paths as Record<string, Record<string, Json>>)["/api/v1/orders/visitor/make-order"]?.post;
  const body = makeOrder?.requestBody as { content: Record<string, { schema: Json }> };
  expect(body.content["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/OrderSubmission" });
});

test("for integrators: the proof of work on every operation that takes it, enums as enums, shared schemas", async () => {
  const store = makeTestApp();
  const document = (await (await store.request("/api/v1/openapi/json")).json()) as Json;
  const paths = document.paths as Record<string, Record<string, Json>>;
  const proofHeader = (path: string) =>
    ((paths[path]?.post?.parameters ?? []) as Json[]).find((parameter) => parameter.name === "x-altcha");
  for (const path of [
    "/api/v1/orders/visitor/make-order",
    "/api/v1/contact/visitor/send",
    "/api/v1/newsletter/visitor/subscribe",
    "/api/v1/users/register",
    "/api/v1/users/forgot-password-verify",
    "/api/v1/messages/visitor/back-in-stock",
  ]) {
    expect({ path, header: proofHeader(path) }).toMatchObject({
      path,
      header: { in: "header", required: false, description: expect.stringContaining("/api/v1/bot-check/challenge") },
    });
  }
  expect(proofHeader("/api/v1/auth/login")).toBeUndefined();

  // A request value from a fixed list is an enum (generated clients type it as the union), not only a pattern.
  const patternOnly = objectsOf(document.paths)
    .filter(({ parentKey, object }) => parentKey !== "properties" && typeof object.pattern === "string")
    .filter(({ object }) => /^\^\([\w|-]+\)\$$/.test(object.pattern as string) && !Array.isArray(object.enum))
    .map(({ path }) => path);
  expect(patternOnly).toEqual([]);

  // Every schema with a title is one shared component, never repeated inline.
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
  expect(Object.keys(schemas)).toEqual(expect.arrayContaining(["Order", "OrderSubmission", "Product", "VehicleInput"]));
  const inlineTitled = objectsOf(document.paths)
    .filter(({ parentKey, object }) => parentKey !== "properties" && typeof object.title === "string")
    .map(({ path }) => path);
  expect(inlineTitled).toEqual([]);

  const login = paths["/api/v1/auth/login"]?.post?.requestBody as { content: Record<string, { schema: Json }> };
  expect(login.content["application/json"]?.schema.required).toEqual(["username", "password"]);
  const submission = schemas.OrderSubmission as { properties: { delivery: { $ref: string } } };
  expect(submission.properties.delivery.$ref).toBe("#/components/schemas/DeliveryChoice");
  expect(JSON.stringify(schemas.DeliveryChoice)).toContain("LK-11 Colombo");
  expect(makeOrderDescription(paths)).toContain("cod.maxTotal");
});

const makeOrderDescription = (paths: Record<string, Record<string, Json>>) =>
  String(paths["/api/v1/orders/visitor/make-order"]?.post?.description);
