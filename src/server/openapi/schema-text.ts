/** A JSON Schema node as found in our OpenAPI document (only the parts we read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
}

const INDENT = "  ";

/** Writes a schema as a TypeScript-like type, which staff developers read faster than raw JSON Schema. */
export function schemaText(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return "unknown";
  if (schema.$ref) return schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return unique(union.map((member) => schemaText(member, depth))).join(" | ");
  if (Array.isArray(schema.type)) {
    return unique(schema.type.map((type) => schemaText({ ...schema, type }, depth))).join(" | ");
  }
  switch (schema.type) {
    case "array": {
      const item = schemaText(schema.items, depth);
      return item.includes(" | ") ? `(${item})[]` : `${item}[]`;
    }
    case "object":
      return objectText(schema, depth);
    case "string":
      // Query parameters arrive as text; Elysia documents a numeric one as "string in integer format".
      if (schema.format === "integer" || schema.format === "number") return schema.format;
      if (schema.format === "binary") return "file";
      return "string";
    case undefined:
      return schema.properties ? objectText(schema, depth) : "unknown";
    default:
      return schema.type;
  }
}

function objectText(schema: JsonSchema, depth: number): string {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return "object";
  const required = new Set(schema.required ?? []);
  const pad = INDENT.repeat(depth + 1);
  const lines = entries.map(
    ([name, property]) => `${pad}${name}${required.has(name) ? "" : "?"}: ${schemaText(property, depth + 1)};`,
  );
  return `{\n${lines.join("\n")}\n${INDENT.repeat(depth)}}`;
}

/** The limits a value must respect, in words: "default 0, at least 0, at most 200 characters". */
export function constraintsText(schema: JsonSchema | undefined): string {
  if (!schema) return "";
  const parts: string[] = [];
  const numeric = schema.anyOf?.find((member) => member.type === "integer" || member.type === "number") ?? schema;
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (numeric.minimum !== undefined) parts.push(`at least ${numeric.minimum}`);
  if (numeric.maximum !== undefined) parts.push(`at most ${numeric.maximum}`);
  const characters = (count: number) => `${count} character${count === 1 ? "" : "s"}`;
  if (schema.minLength !== undefined) parts.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) parts.push(`at most ${characters(schema.maxLength)}`);
  return parts.join(", ");
}

const unique = (items: string[]) => [...new Set(items)];
