import { expect, test } from "bun:test";
import { makeTestApp } from "../../test/test-app";

type Json = Record<string, unknown>;

/** Every place a private keyword appears as a schema keyword (not as a property's name). */
function privateKeywords(node: unknown, path: string, parentKey = ""): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => privateKeywords(item, `${path}/${i}`));
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node as Json).flatMap(([key, value]) => [
    ...(parentKey !== "properties" && ["error", "field", "elysiaMeta", "nullable"].includes(key)
      ? [`${path}/${key}`]
      : []),
    ...privateKeywords(value, `${path}/${key}`, key),
  ]);
}

/** Enums with a repeated value, or with null where the type does not allow it (redocly's enum rules). */
function badEnums(node: unknown, path: string): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => badEnums(item, `${path}/${i}`));
  if (node === null || typeof node !== "object") return [];
  const schema = node as Json;
  const own: string[] = [];
  if (Array.isArray(schema.enum)) {
    const repeated = new Set(schema.enum).size !== schema.enum.length;
    const types = ([] as unknown[]).concat(schema.type ?? []);
    const strayNull = schema.enum.includes(null) && !types.includes("null");
    if (repeated || strayNull) own.push(path);
  }
  return [...own, ...Object.entries(schema).flatMap(([key, value]) => badEnums(value, `${path}/${key}`))];
}

test("the OpenAPI document is standard: no private keywords, security and error answers on every operation", async () => {
  const store = makeTestApp({ env: { PUBLIC_URL: "https://parts.example.lk" } });
  const document = (await (await store.request("/api/v1/openapi/json")).json()) as Json;
  expect(privateKeywords(document, "#")).toEqual([]);
  expect(badEnums(document, "#")).toEqual([]);
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
  expect(body.content["application/json"]?.schema.properties).toHaveProperty("orderItems");
});
