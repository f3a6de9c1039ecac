import { API_PREFIX } from "./api-prefix";
import { cookieNames } from "./cookie-names";
import { tracked } from "./request-activity";
import { COOKIES, XSRF_HEADER } from "./session-names";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Paths where a 401 means "wrong password or code" or "no session", never "refresh and retry". */
const AUTH_PATHS = new Set(["login", "second-factor", "refresh", "logout"].map((name) => `${API_PREFIX}/auth/${name}`));
/** The Web Lock every tab of this site takes to renew the session: one refresh at a time across tabs. */
const RENEWAL_LOCK = "session-renewal";

function readCookie(name: string): string | undefined {
  for (const candidate of cookieNames(name)) {
    for (const pair of document.cookie.split("; ")) {
      const at = pair.indexOf("=");
      if (pair.slice(0, at) === candidate) return decodeURIComponent(pair.slice(at + 1));
    }
  }
  return undefined;
}

/** When the access token ends (ms), from the cookie every tab shares; null when there is no session. */
export function accessExpiresAt(): number | null {
  const time = Date.parse(readCookie(COOKIES.accessExpires) ?? "");
  return Number.isNaN(time) ? null : time;
}

/** Echoes the readable XSRF-TOKEN cookie on requests that change something (docs/decisions/019-csrf.md). */
function withXsrf(init: RequestInit = {}): RequestInit {
  const method = (init.method ?? "GET").toUpperCase();
  const token = SAFE_METHODS.has(method) ? undefined : readCookie(COOKIES.xsrf);
  if (!token) return { credentials: "same-origin", ...init };
  const headers = new Headers(init.headers);
  headers.set(XSRF_HEADER, token);
  return { credentials: "same-origin", ...init, headers };
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === "string" ? input : input instanceof URL ? input.href : input.url;

export type Renewal = "renewed" | "ended" | "unreachable";

/**
 * Renews the session unless another tab already has: refresh tokens work once, so two tabs sending the same one
 * would look like a stolen token and end the session. Under a Web Lock each tab waits its turn, then sees from the
 * shared expiry cookie that the token it knew was replaced, and uses the new one instead of refreshing again.
 */
async function renewOnce(knownExpiry: number | null): Promise<Renewal> {
  const renew = async (): Promise<Renewal> => {
    const current = accessExpiresAt();
    if (current !== null && current !== knownExpiry && current > Date.now()) return "renewed";
    try {
      const response = await fetch(`${API_PREFIX}/auth/refresh`, withXsrf({ method: "POST" }));
      if (response.ok) return "renewed";
      return response.status >= 500 ? "unreachable" : "ended";
    } catch {
      return "unreachable";
    }
  };
  // Web Locks exist in secure contexts (https, localhost); elsewhere each tab renews on its own.
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request(RENEWAL_LOCK, renew) : renew();
}

/**
 * Sends a form with XMLHttpRequest, the browser's only request that reports upload progress (fetch does not),
 * answered as a Response like fetch's; rejects when the server cannot be reached.
 */
function sendWithProgress(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? "POST", url);
    for (const [name, value] of new Headers(init.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const headers = new Headers();
      for (const name of ["content-type", "retry-after"]) {
        const value = request.getResponseHeader(name);
        if (value) headers.set(name, value);
      }
      resolve(new Response(request.responseText, { status: request.status, headers }));
    };
    request.onerror = () => reject(new TypeError("The server could not be reached."));
    request.send(init.body as XMLHttpRequestBodyInit);
  });
}

export interface Session {
  fetch: typeof fetch;
  /** Sends a multipart form reporting how much of it went up (0…1); otherwise like `fetch`. */
  upload(url: string, init: RequestInit, onProgress: (fraction: number) => void): Promise<Response>;
  /** Renews the session whose token ends at `knownExpiry` (one renewal at a time in this tab as well). */
  renew(knownExpiry: number | null): Promise<Renewal>;
}

/**
 * The browser's one way to the server: sends the CSRF header, and on a 401 renews the session once and retries;
 * when the session has ended, `onSignedOut` (the console sends the staff member to sign in, then back).
 */
export function createSession(onSignedOut?: () => void): Session {
  let renewing: Promise<Renewal> | null = null;
  const renew = (knownExpiry: number | null) => {
    renewing ??= renewOnce(knownExpiry).finally(() => {
      renewing = null;
    });
    return renewing;
  };

  /** Sends; on a 401 renews the session once and sends again (a fresh CSRF header each time). */
  const sendRenewing = async (url: string, send: () => Promise<Response>) => {
    const sentWith = accessExpiresAt();
    const response = await send();
    if (response.status !== 401 || !onSignedOut || AUTH_PATHS.has(new URL(url, location.href).pathname)) {
      return response;
    }
    const renewal = await renew(sentWith);
    if (renewal === "renewed") {
      const retried = await send();
      if (retried.status !== 401) return retried;
    }
    if (renewal !== "unreachable") onSignedOut();
    return response;
  };
  const sessionFetch = (input: RequestInfo | URL, init?: RequestInit) =>
    tracked(sendRenewing(urlOf(input), () => fetch(input, withXsrf(init))));
  const upload = (url: string, init: RequestInit, onProgress: (fraction: number) => void) =>
    tracked(sendRenewing(url, () => sendWithProgress(url, withXsrf(init), onProgress)));
  return { fetch: sessionFetch as typeof fetch, upload, renew };
}
