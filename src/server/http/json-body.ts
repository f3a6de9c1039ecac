import { AppError, badRequest } from "./app-error";

/** Every JSON body the API takes is a few hundred bytes; an order with 50 lines is under 5 kB. */
export const MAX_JSON_BODY_BYTES = 100 * 1024;
/** The deepest body the API takes is an order: object → orderItems → item (3); room to spare, none to abuse. */
export const MAX_JSON_DEPTH = 8;
/** Values in one body (objects, arrays and their entries); an order of 50 lines has about 300. */
export const MAX_JSON_VALUES = 2_000;

const TOO_LARGE = `The request body can be at most ${MAX_JSON_BODY_BYTES / 1024} kB.`;
const TOO_DEEP = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
const TOO_MANY = `The request body holds too many values (at most ${MAX_JSON_VALUES}).`;
const NOT_JSON = "The request body could not be read. Send valid JSON.";

const OPEN_OBJECT = 123; // {
const OPEN_ARRAY = 91; // [
const CLOSE_OBJECT = 125; // }
const CLOSE_ARRAY = 93; // ]
const QUOTE = 34; // "
const BACKSLASH = 92; // \
const COMMA = 44; // ,

/**
 * How deep and how many values JSON text holds, counted in one pass over the characters and stopped as soon as a
 * limit is passed, so a hostile body costs microseconds here instead of seconds in validation (Elysia's validation
 * error stringifies the whole body, quadratic in its depth).
 */
export function jsonShapeProblem(text: string): string | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === BACKSLASH) i++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_OBJECT || char === OPEN_ARRAY) {
      if (++depth > MAX_JSON_DEPTH) return TOO_DEEP;
      if (++values > MAX_JSON_VALUES) return TOO_MANY;
    } else if (char === CLOSE_OBJECT || char === CLOSE_ARRAY) depth--;
    else if (char === COMMA && ++values > MAX_JSON_VALUES) return TOO_MANY;
  }
  return undefined;
}

/** The same limits for a value already parsed (multipart fields holding JSON text arrive parsed). */
export function valueShapeProblem(value: unknown): string | undefined {
  let values = 0;
  const walk = (node: unknown, depth: number): string | undefined => {
    if (node === null || typeof node !== "object" || node instanceof Blob) return undefined;
    if (depth > MAX_JSON_DEPTH) return TOO_DEEP;
    const children = Array.isArray(node) ? node : Object.values(node);
    values += children.length + 1;
    if (values > MAX_JSON_VALUES) return TOO_MANY;
    for (const child of children) {
      const problem = walk(child, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  };
  return walk(value, 1);
}

export const isJson = (contentType: string) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);

/**
 * Checks a JSON body against the size and shape limits before anything parses it: 413 when too large, 400 when too
 * deep, too busy or not JSON. It reads a copy, so Elysia's own JSON parser (which the OpenAPI document knows, unlike
 * a custom parse hook) still reads the body afterwards; a body under the cap costs well under a millisecond twice.
 */
export async function checkJsonBody(request: Request): Promise<void> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_JSON_BODY_BYTES) throw new AppError(413, TOO_LARGE);
  const text = await request.clone().text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) throw new AppError(413, TOO_LARGE);
  const problem = jsonShapeProblem(text);
  if (problem) throw badRequest(problem);
  try {
    JSON.parse(text);
  } catch {
    throw badRequest(NOT_JSON);
  }
}
