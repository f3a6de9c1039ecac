import type { ValidateFunction } from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";

type Json = Record<string, unknown>;

export interface OpenApiDocument {
  paths: Record<string, Record<string, Json>>;
  components?: Json;
}

export interface Operation {
  method: string;
  path: string;
  operation: Json;
  pattern: RegExp;
}

const DOCUMENT_ID = "openapi";

function pointerPart(part: string): string {
  return part.replaceAll("~", "~0").replaceAll("/", "~1");
}

function templatePattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${escaped}$`);
}

/**
 * The store's OpenAPI document as a checker of answers: finds the operation a request was for and validates the
 * answer's JSON against the schema documented for its status (or says that status is not documented at all).
 */
export function createContract(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // Elysia's numeric strings (query and path parameters) carry `format: integer`.
  ajv.addFormat("integer", /^-?\d+$/);
  ajv.addSchema(document as object, DOCUMENT_ID);

  // Literal paths before templates, so /orders/get-all is not taken for /orders/{orderId}.
  const operations: Operation[] = Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
        pattern: templatePattern(path),
      })),
    )
    .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));

  const validators = new Map<string, ValidateFunction>();

  function find(method: string, pathname: string): Operation | undefined {
    return operations.find((op) => op.method === method && op.pattern.test(pathname));
  }

  function documentedStatus(op: Operation, status: number): string | undefined {
    const responses = op.operation.responses as Record<string, unknown>;
    return [String(status), `${String(status)[0]}XX`, "default"].find((key) => key in responses);
  }

  function validator(op: Operation, status: string): ValidateFunction {
    const key = `${op.method} ${op.path} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      const pointer = ["paths", op.path, op.method.toLowerCase(), "responses", status, "content", "application/json"]
        .map(pointerPart)
        .join("/");
      validate = ajv.compile({ $ref: `${DOCUMENT_ID}#/${pointer}/schema` });
      validators.set(key, validate);
    }
    return validate;
  }

  /** Why an answer breaks the contract, or undefined when it keeps it (or is not an API operation's answer). */
  function breach(method: string, url: string, status: number, body: unknown): string | undefined {
    const op = find(method, new URL(url).pathname);
    if (!op) return undefined;
    const name = `${op.method} ${op.path}`;
    const documented = documentedStatus(op, status);
    if (!documented) return `${name} answered ${status}, which the document does not list`;
    const validate = validator(op, documented);
    if (validate(body)) return undefined;
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`).slice(0, 5);
    return `${name} answered ${status} outside its schema: ${problems.join("; ")}`;
  }

  return { document, operations, find, breach };
}

export type Contract = ReturnType<typeof createContract>;
