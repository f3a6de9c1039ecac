import { treaty } from "@elysiajs/eden";
import type { App, FieldError } from "../server/api-types";
import { API_PREFIX } from "./api-prefix";
import { reportFailure } from "./failures";

/**
 * The browser's typed client for the store's API: Eden Treaty over the server's own route types, so a path, a body
 * field or an answer that does not match the routes' `t` models fails `bun run typecheck` (docs/decisions/001-typed-api-client.md).
 */
export const createApi = (fetcher: typeof fetch) =>
  // parseDate off: the API's dates are strings in its types, and Eden would otherwise hand out Date objects.
  treaty<App>(location.origin, { fetcher, parseDate: false }).api.v1;
export type Api = ReturnType<typeof createApi>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly requestId?: string,
    /** Seconds to wait before trying again (Retry-After of a 423 or 429). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The spec's interceptor messages (section 8), for answers that carry none of their own. */
const FALLBACK_MESSAGES: Record<number, string> = {
  0: "Network error. Check your internet connection.",
  401: "Authentication failed. Please login again.",
  403: "Access denied. You don't have permission.",
  404: "Resource not found.",
  422: "Invalid data. Check your input.",
  429: "Too many requests. Try again later.",
  500: "Server error. Please try again later.",
};

interface ErrorBody {
  message?: string;
  errors?: FieldError[];
  requestId?: string;
}

/** The envelope's data of an answer, for each status it may have (a route answering 200 or 202 gives either). */
type DataOf<Envelope> = Envelope extends { data: infer T } ? T : never;
type AnswerData<R> = R extends { data: infer Body } ? DataOf<NonNullable<Body>> : never;

type EdenAnswer<T> = {
  data: { data: T } | null;
  error: { value: unknown } | null;
  status: number;
  response?: Response;
};

/**
 * An API answer fetched by hand, shaped as Eden's, for `call`: Eden cannot reach a path with a segment named like
 * an HTTP method (`/orders/admin/delete/:id` — `admin.delete(…)` would send DELETE /orders/admin).
 */
export const fetchAnswer = <T>(fetcher: typeof fetch, path: string, init: RequestInit) =>
  answerOf<T>(fetcher(`${API_PREFIX}${path}`, init));

/** A Response of the API, shaped as Eden's answer for `call`. */
export async function answerOf<T>(sent: Promise<Response>): Promise<EdenAnswer<T>> {
  const response = await sent;
  const body = await response.json().catch(() => null);
  return response.ok
    ? { data: body as { data: T }, error: null, status: response.status, response }
    : { data: null, error: { value: body }, status: response.status, response };
}

/**
 * The envelope's data of a successful answer. A failure is thrown as an ApiError and, unless the caller shows it
 * itself (`{ quiet: true }`: a form showing its field errors), reported to the app's one failure notice.
 */
export async function call<R extends EdenAnswer<unknown>>(
  request: Promise<R>,
  { quiet = false } = {},
): Promise<AnswerData<R>> {
  let answer: EdenAnswer<unknown>;
  try {
    answer = await request;
  } catch {
    answer = { data: null, error: { value: null }, status: 0 };
  }
  if (answer.data && !answer.error) return answer.data.data as AnswerData<R>;
  // Eden answers a fetch that never reached the server as a 503 holding the thrown error: that is no connection.
  const unreachable = answer.error?.value instanceof Error;
  const body = (unreachable ? {} : (answer.error?.value ?? {})) as ErrorBody;
  const status = unreachable ? 0 : answer.status;
  const message =
    typeof body.message === "string" && body.message
      ? body.message
      : (FALLBACK_MESSAGES[status] ?? FALLBACK_MESSAGES[500] ?? "");
  const retryAfter = Number(answer.response?.headers.get("retry-after")) || undefined;
  const error = new ApiError(status, message, body.errors ?? [], body.requestId, retryAfter);
  if (!quiet) reportFailure(error.message, error.requestId);
  throw error;
}
