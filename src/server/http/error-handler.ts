import { Elysia, ValidationError } from "elysia";
import { uniqueClash } from "../../db/unique-clash";
import type { Logger } from "../logger";
import { AppError, type FieldError } from "./app-error";
import { JSON_CONTENT_TYPE } from "./compression";
import { createErrorBurst, type ErrorBurst } from "./error-burst";
import { escapeHtml } from "./escape-html";
import { REQUEST_ID_HEADER } from "./request-log";

const INVALID_REQUEST = "Invalid request. Please check your input.";
export const UNEXPECTED = "Something went wrong on our side. Please try again.";
export const CANNOT_SAVE = "The shop cannot save anything right now. Please try again in a few minutes.";

/**
 * PostgreSQL's SQLSTATEs for the same: a read-only transaction (a standby), insufficient resources (a full disk),
 * a lost connection, the server shutting down.
 */
const POSTGRES_CANNOT_SAVE = /^(25006|53\d{3}|08\d{3}|57P0[1-3])$/;

/** Failures of the disk or server under the database: nothing the visitor did, and retrying later may work (503). */
function cannotSave(error: unknown): boolean {
  if (/^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/.test(String((error as { code?: unknown })?.code ?? ""))) return true;
  const cause = (error as { cause?: { errno?: unknown } })?.cause;
  return POSTGRES_CANNOT_SAVE.test(String(cause?.errno ?? ""));
}

const GENERIC_MESSAGES: Record<number, string> = {
  400: INVALID_REQUEST,
  404: "Not found",
  413: "Request too large",
  415: "Unsupported file type",
  500: UNEXPECTED,
};

type Issue = ValidationError["all"][number];

/** Enough to fix a form; a body with thousands of wrong values does not get thousands of lines back. */
const MAX_FIELD_ERRORS = 20;

/**
 * A union's own issue says only "should be one of …"; when one of its branches failed deeper inside
 * (multipart `data` JSON checked as an object: `/data/price`), those deeper issues say what is wrong.
 */
function specificIssues(issue: Issue): Issue[] {
  if (!("errors" in issue) || !Array.isArray(issue.errors) || !("path" in issue)) return [issue];
  const branches = issue.errors.flatMap((branch) => [...branch]) as Issue[];
  const deeper = branches.filter((inner) => "path" in inner && inner.path.startsWith(`${issue.path}/`));
  if (deeper.length > 0) return deeper.flatMap(specificIssues);
  const explained = branches.find((inner) => typeof (inner.schema as { error?: unknown }).error === "string");
  return [explained ?? issue];
}

/** Turns Elysia's validation issues into the spec's `errors: [{ field, message }]`. */
function fieldErrors(error: ValidationError): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const issue of error.all.flatMap(specificIssues)) {
    const schema = ("schema" in issue ? issue.schema : {}) as { error?: unknown; field?: unknown };
    const path = "path" in issue && issue.path ? issue.path.replace(/^\//, "").replaceAll("/", ".") : "";
    // A schema's own `field` names the input as the client knows it (`price`, not `data.price`).
    const field = typeof schema.field === "string" ? schema.field : path || error.type;
    if (seen.has(field)) continue;
    if (result.length === MAX_FIELD_ERRORS) break;
    seen.add(field);
    const custom = schema.error;
    const message =
      typeof custom === "string"
        ? custom
        : issue.value === undefined && "path" in issue
          ? `${field || "value"} is required`
          : ("summary" in issue && issue.summary) || issue.message;
    result.push({ field: field || error.type, message });
  }
  return result;
}

/** One burst counter per logger, so every place that logs unexpected errors counts the same bursts. */
const bursts = new WeakMap<Logger, ErrorBurst>();

/**
 * The one log line of an unexpected error: where it happened, under the request id the visitor was shown. The same
 * error again within a few seconds is counted, not logged (error-burst.ts).
 */
export function logUnexpected(
  logger: Logger,
  error: unknown,
  where: { requestId: string | undefined; method: string; path: string },
) {
  const err = error as Error;
  // What the database said (deadlock detected, a broken connection) rides in the cause of drizzle's "Failed query".
  const database = err?.cause as { message?: string; errno?: unknown } | undefined;
  const cause = database?.message?.split("\n")[0];
  const fields = { ...where, error: err?.name, detail: err?.message, ...(cause ? { cause } : {}) };
  let burst = bursts.get(logger);
  if (!burst) {
    burst = createErrorBurst(logger);
    bursts.set(logger, burst);
  }
  // The same failure again: the database's SQLSTATE or words, whichever statement met it (a read-only or full disk
  // refuses every write alike), else the error's own message.
  if (burst.shouldLog(`${err?.name}: ${database?.errno ?? cause ?? err?.message}`, fields))
    logger.error("unexpected error", { ...fields, stack: err?.stack });
}

export interface ErrorBody {
  code: number;
  message: string;
  data: null;
  errors?: FieldError[];
  requestId?: string;
}

function envelope(status: number, message: string, errors?: FieldError[], requestId?: string): ErrorBody {
  return {
    code: status,
    message,
    data: null,
    ...(errors?.length ? { errors } : {}),
    ...(requestId ? { requestId } : {}),
  };
}

const isApi = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

/** A bare page: no inline style or script, so the strict CSP every non-page answer carries lets it show as sent. */
export function htmlError(status: number, message: string, requestId?: string): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status}</title></head><body><h1>${escapeHtml(message)}</h1>${requestId ? `<p>Reference: ${requestId}</p>` : ""}<p><a href="/client/home">Back to the shop</a></p></body></html>`;
  return new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

/**
 * The one place errors become responses: AppError keeps its status and message, validation errors become 400 with
 * field errors, a unique key's refusal 409 naming the clash, anything unexpected is logged once with the request id
 * and answered 500 without details.
 */
export const errorHandler = (logger: Logger) =>
  new Elysia({ name: "error-handler" }).onError({ as: "global" }, ({ code, error, set, request }) => {
    const requestId = set.headers[REQUEST_ID_HEADER] as string | undefined;
    let status: number;
    let message: string;
    let errors: FieldError[] | undefined;

    // A route's own body parser refuses with an AppError, which Elysia wraps in its ParseError.
    const appError =
      error instanceof AppError ? error : code === "PARSE" && error.cause instanceof AppError ? error.cause : undefined;
    const clash = appError ? null : uniqueClash(error);
    if (appError) {
      status = appError.status;
      message = appError.message;
      errors = appError.errors;
      if (appError.headers) Object.assign(set.headers, appError.headers);
    } else if (error instanceof ValidationError) {
      status = 400;
      errors = fieldErrors(error);
      message = errors[0] ? `Invalid request: ${errors.map((e) => e.message).join("; ")}` : INVALID_REQUEST;
    } else if (code === "NOT_FOUND") {
      status = 404;
      message = isApi(request) ? "No such API path" : "Not found";
    } else if (code === "PARSE") {
      status = 400;
      message = "The request body could not be read. Send valid JSON or form data.";
    } else if (code === "INVALID_COOKIE_SIGNATURE" || code === "INVALID_FILE_TYPE") {
      status = code === "INVALID_FILE_TYPE" ? 415 : 400;
      message = GENERIC_MESSAGES[status] ?? INVALID_REQUEST;
    } else if (clash) {
      // Two writes raced past a service's own check (another instance, or a check that cannot see the other).
      status = 409;
      message = clash.message;
      errors = clash.field ? [{ field: clash.field, message: clash.message }] : undefined;
    } else {
      const known =
        typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : 0;
      if (known >= 400 && known < 500) {
        status = known;
        message = GENERIC_MESSAGES[known] ?? "Request refused";
      } else {
        status = cannotSave(error) ? 503 : 500;
        message = status === 503 ? CANNOT_SAVE : UNEXPECTED;
        logUnexpected(logger, error, { requestId, method: request.method, path: new URL(request.url).pathname });
      }
    }

    set.status = status;
    if (!isApi(request)) return htmlError(status, status === 500 ? UNEXPECTED : message, requestId);
    set.headers["content-type"] = JSON_CONTENT_TYPE;
    // Only answers to failures that were logged carry the id to quote (500, and 503 for a disk that cannot save).
    return envelope(status, message, errors, status >= 500 ? requestId : undefined);
  });
