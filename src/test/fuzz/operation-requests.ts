import fc from "fast-check";
import type { OpenApiDocument } from "../api-contract";
import { arbitraryFor } from "./schema-arbitrary";

type Json = Record<string, unknown>;

export type Caller = "anonymous" | "staff" | "admin";

/** One request the fuzzer sends: who sends it and what, ready for `store.request`. */
export interface FuzzRequest {
  caller: Caller;
  operation: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: { json: unknown } | { form: Record<string, string>; images: number[][] } | { raw: string };
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: Json;
}

/** How a generated value travels in a URL or header. */
const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function requestArbitrary(document: OpenApiDocument, path: string, method: string, hostile: boolean) {
  const operation = document.paths[path]?.[method] as Json;
  const resolve = (ref: string) =>
    ref
      .split("/")
      .slice(1)
      .reduce<Json>((node, key) => node[key] as Json, document as unknown as Json);
  const options = { hostile, resolve };
  const parameters = ((operation.parameters ?? []) as Parameter[]).filter((p) => p.in !== "cookie");

  const parameterArbitrary = (parameter: Parameter) => {
    if (parameter.name === "orderId" && !hostile) return fc.constantFrom("{order}", "SO-2026-999999");
    return arbitraryFor(parameter.schema, options, parameter.name);
  };
  const parameterValues = fc.record(
    Object.fromEntries(parameters.map((p) => [`${p.in}:${p.name}`, parameterArbitrary(p)])),
    {
      requiredKeys: parameters
        .filter((p) => p.required && (p.in === "path" || !hostile))
        .map((p) => `${p.in}:${p.name}`),
    },
  );

  const content = ((operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema: Json }>;
  const jsonSchema = content["application/json"]?.schema;
  const formSchema = content["multipart/form-data"]?.schema;
  let body: fc.Arbitrary<FuzzRequest["body"]> = fc.constant(undefined);
  if (jsonSchema) {
    const json = arbitraryFor(jsonSchema, options).map((value) => ({ json: value }));
    const broken = fc.string({ maxLength: 40 }).map((raw) => ({ raw }));
    body = hostile ? fc.oneof({ weight: 6, arbitrary: json }, { weight: 1, arbitrary: broken }) : json;
  } else if (formSchema) {
    // The product forms: fields as text, `data` as JSON text, and images as random bytes (refused as 415).
    const properties = (formSchema.properties ?? {}) as Record<string, Json>;
    const fields = Object.entries(properties).filter(([name]) => name !== "images");
    body = fc
      .tuple(
        fc.record(Object.fromEntries(fields.map(([name, schema]) => [name, arbitraryFor(schema, options, name)]))),
        fc.array(fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }), { maxLength: hostile ? 2 : 0 }),
      )
      .map(([values, images]) => ({
        form: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, asText(value)])),
        images,
      }));
  }

  const caller = fc.constantFrom<Caller>("anonymous", "staff", "admin");
  // Hostile requests may repeat each query parameter (HTTP parameter pollution).
  const repeat = hostile ? fc.boolean() : fc.constant(false);
  return fc
    .record({ caller, values: parameterValues, body, repeat })
    .map(({ caller, values, body, repeat }): FuzzRequest => {
      let url = path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) {
        const [where, name] = key.split(":") as [Parameter["in"], string];
        if (where === "path") url = url.replace(`{${name}}`, encodeURIComponent(asText(value)) || "x");
        if (where === "query") query.set(name, asText(value));
        if (where === "query" && repeat) query.append(name, "1");
        if (where === "header") headers[name] = asText(value).replace(/[^\x20-\x7e]/g, "");
      }
      const search = query.toString();
      return {
        caller,
        operation: `${method.toUpperCase()} ${path}`,
        path: search ? `${url}?${search}` : url,
        method: method.toUpperCase(),
        headers,
        body,
      };
    });
}

/** Requests for every operation of the document: as the schemas describe them, or hostile, from any caller. */
export function operationRequests(document: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const requests = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).flatMap((method) => [
      requestArbitrary(document, path, method, false),
      requestArbitrary(document, path, method, true),
    ]),
  );
  return fc.oneof(...requests);
}
