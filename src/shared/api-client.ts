/** A small typed client for the store's own API, used by page loaders on the server and by both apps in the browser. */

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
  errors?: FieldError[];
}

export interface Page<T> {
  data: T[];
  count: number;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type Fetcher = (request: Request) => Promise<Response>;

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  send<T>(
    method: "POST" | "PUT" | "DELETE",
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
}

export const API_BASE = "/api/v1";

/** Status 0 stands for "no answer" (network down), as in the spec's error catalogue. */
async function readEnvelope<T>(response: Response): Promise<T> {
  let body: ApiEnvelope<T> | undefined;
  try {
    body = (await response.json()) as ApiEnvelope<T>;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new ApiError(response.status, body?.message ?? response.statusText, body?.errors ?? []);
  }
  return (body as ApiEnvelope<T>).data;
}

export function createApiClient(
  fetcher: Fetcher,
  origin: string,
  extraHeaders: () => Record<string, string> = () => ({}),
): ApiClient {
  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { accept: "application/json", ...extraHeaders(), ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)["content-type"] = "application/json";
    }
    let response: Response;
    try {
      response = await fetcher(new Request(`${origin}${API_BASE}${path}`, init));
    } catch {
      throw new ApiError(0, "Network error. Check your internet connection.");
    }
    return readEnvelope<T>(response);
  };
  return {
    get: (path) => call("GET", path),
    send: (method, path, body, headers) => call(method, path, body, headers),
  };
}

/** Builds `?a=1&b=x` from the defined, non-empty values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
