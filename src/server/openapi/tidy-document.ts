type Json = Record<string, unknown>;

/** Keys the store's schemas carry for its own error messages (src/server/http/error-handler.ts), not OpenAPI's. */
const PRIVATE_KEYWORDS = ["error", "field", "elysiaMeta"];
const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

const ERROR_ENVELOPE = {
  type: "object",
  required: ["code", "message", "data"],
  properties: {
    code: { type: "integer", description: "The HTTP status again" },
    message: { type: "string", description: "What went wrong, in words a customer or staff member can act on" },
    data: { type: "null" },
    errors: {
      type: "array",
      description: "One entry per input at fault",
      items: {
        type: "object",
        required: ["field", "message"],
        properties: {
          field: { type: "string" },
          message: { type: "string" },
          available: { type: "integer", description: "On a stock refusal (409): the units still on hand" },
        },
      },
    },
    requestId: { type: "string", description: "Given with 500 and 503, to quote to the shop" },
  },
};

const ERROR_TEXT: Record<string, string> = {
  "400": "The input is not valid: `errors` names each field at fault",
  "401": "No session, or it has ended",
  "403":
    "Not allowed: an admin-only operation, an inactive account, a missing X-XSRF-TOKEN header, or a form posted from another site (send JSON)",
  "404": "Nothing matches",
  "409": "Conflicts with the current state (a name taken, stock gone, a record still in use)",
  "413": "The request body or an image is too large",
  "415":
    "An upload is not of an accepted type (images: JPEG, PNG, WebP, AVIF or GIF; bank slips: JPEG, PNG, WebP or PDF; imports: UTF-8 CSV and a ZIP)",
  "422": "Refers to something that cannot be used (an unknown or inactive record)",
  "423": "The account is locked for a while after wrong passwords",
  "429": "Too many requests from this client; Retry-After says when to try again",
  "500": "An unexpected fault: nothing internal is shown, `requestId` finds it in the log",
  "503":
    "The store cannot answer just now: it cannot save anything (its disk is full or read-only: try again in a few minutes), or it is too busy for another uncached read (Retry-After says when to try again)",
};

/** Operations limited per client address (429). */
const THROTTLED =
  /\/(auth\/(login|second-factor)|users\/(register|forgot-password-verify|resend|verify-reset|reset-password)|orders\/visitor\/(make-order|track)|payments\/visitor\/(slip|change-method)|newsletter\/visitor\/subscribe|contact\/visitor\/send|messages\/visitor\/back-in-stock|cart\/merge)$/;

function errorAnswers(path: string, method: string, secured: boolean): string[] {
  // Writes: the database cannot take one. Reads: the shop's budget of uncached reads is spent (http/read-budget.ts).
  const answers = ["400", "500", "503"];
  const signIn = /auth\/(login|second-factor)$/.test(path);
  if (secured || signIn) answers.push("401", "403");
  if (path.endsWith("auth/refresh")) answers.push("401");
  if (path.includes("{") || /(visitor\/track|update-order-status)$/.test(path)) answers.push("404");
  const writes = method !== "get";
  if (writes && (secured || path.endsWith("make-order") || path.endsWith("register"))) answers.push("409", "422");
  if (writes) answers.push("413");
  // A form-encoded, multipart or plain-text write from another site (http/cross-site-writes.ts); PayHere's notify
  // is posted by PayHere's server by design.
  if (writes && !path.endsWith("payhere/notify")) answers.push("403");
  if (/products\/(add-product|update-product|imports$)|payments\/visitor\/slip/.test(path)) answers.push("415");
  // An import's file with no rows under its header (422) or a column mapping it cannot use.
  if (/products\/imports(\/\{importId\}\/mapping)?$/.test(path)) answers.push("409", "422");
  // A customer's payment: their order found by number and contact (404), not in a state to take it (409, 422).
  if (/payments\/visitor\/(slip|change-method)$/.test(path)) answers.push("404", "409", "422");
  // An invoice before the order has a number (it gets one when paid).
  if (path.endsWith("/invoice")) answers.push("409");
  if (signIn) answers.push("423");
  // A part not sold (404), or in stock already (409).
  if (path.endsWith("visitor/back-in-stock")) answers.push("404", "409");
  // Every read that misses the cached answers takes from its client's budget (http/read-budget.ts).
  if (THROTTLED.test(path) || method === "get") answers.push("429");
  // The cart: a product not sold or not in the cart (404), out of stock or an empty cart (409).
  if (/\/cart(\/|$)/.test(path)) answers.push("404", "409");
  return [...new Set(answers)];
}

/** Strips private keywords and turns 3.0's `nullable` into 3.1's `null` type, everywhere in a schema tree. */
function tidySchemas(node: unknown, parentKey = ""): void {
  if (Array.isArray(node)) {
    for (const item of node) tidySchemas(item);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const object = node as Json;
  if (parentKey !== "properties") {
    for (const key of PRIVATE_KEYWORDS) delete object[key];
    if (object.nullable === true) {
      if (typeof object.type === "string") object.type = [object.type, "null"];
      if (Array.isArray(object.enum))
        object.enum = [...object.enum, null]; // a new array: Elysia shares enum arrays between schemas
      else if (Array.isArray(object.anyOf) && !object.anyOf.some((branch) => (branch as Json)?.type === "null"))
        object.anyOf.push({ type: "null" });
    }
    delete object.nullable;
  }
  for (const [key, value] of Object.entries(object)) tidySchemas(value, key);
}

/**
 * A schema given a `title` in its model (`t.Object({...}, { title: "Order" })`) is a shared component: it is kept
 * once under components/schemas and every use of it refers there, so generated clients get one type per title. A
 * title used for two different schemas stays inline where it differs (openapi-document.test.ts finds it).
 */
function shareTitledSchemas(node: unknown, shared: Json): unknown {
  if (Array.isArray(node)) return node.map((item) => shareTitledSchemas(item, shared));
  if (node === null || typeof node !== "object") return node;
  const object = node as Json;
  for (const [key, value] of Object.entries(object)) object[key] = shareTitledSchemas(value, shared);
  const title = object.title;
  if (typeof title !== "string" || !/^[A-Z][A-Za-z]+$/.test(title)) return object;
  shared[title] ??= object;
  return JSON.stringify(shared[title]) === JSON.stringify(object) ? { $ref: `#/components/schemas/${title}` } : object;
}

/** A parameter's description where OpenAPI tools show it: on the parameter, not inside its schema. */
function describeParameters(operation: Json): void {
  for (const parameter of (operation.parameters ?? []) as Json[]) {
    const schema = parameter.schema as Json | undefined;
    if (parameter.description === undefined && typeof schema?.description === "string") {
      parameter.description = schema.description;
      delete schema.description;
    }
  }
}

/**
 * The document Elysia generates, made to pass `redocly lint` (recommended rules): private keywords gone, null
 * spelled the 3.1 way, a server and licence, public operations marked as such, and every operation's error answers
 * documented with the one error envelope every 4xx carries.
 */
export function tidyDocument(generated: Json, serverUrl: string): Json {
  const document = structuredClone(generated);
  tidySchemas(document);
  document.servers = [{ url: serverUrl }];
  const info = document.info as Json;
  info.license = { name: "Proprietary", identifier: "LicenseRef-Proprietary" };
  const components = (document.components ?? {}) as Json;
  components.schemas = { ...((components.schemas ?? {}) as Json), ErrorEnvelope: ERROR_ENVELOPE };
  document.components = components;
  document.paths = shareTitledSchemas(document.paths, components.schemas as Json);
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      describeParameters(operation);
      const secured = Array.isArray(operation.security) && operation.security.length > 0;
      if (!secured) operation.security = [];
      const responses = (operation.responses ?? {}) as Json;
      operation.responses = responses;
      if (Object.keys(responses).length === 0) {
        responses["200"] = { description: "Done: `data` is null, `message` says what happened" };
      }
      for (const status of errorAnswers(path, method, secured)) {
        responses[status] ??= {
          description: ERROR_TEXT[status],
          content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
        };
      }
    }
  }
  return document;
}
