import { API_PREFIX } from "./api-prefix";
import { COOKIES, XSRF_HEADER } from "./session-names";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Paths where a 401 means "wrong password" or "no session", never "refresh and retry". */
const AUTH_PATHS = new Set(["login", "refresh", "logout"].map((name) => `${API_PREFIX}/auth/${name}`));

function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split("; ")) {
    const at = pair.indexOf("=");
    if (pair.slice(0, at) === name) return decodeURIComponent(pair.slice(at + 1));
  }
  return undefined;
}

/** Echoes the readable XSRF-TOKEN cookie on requests that change something (docs/architecture.md, decision 8). */
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

/**
 * The browser's one way to the server: sends the CSRF header, and on a 401 renews the session once (one refresh
 * at a time, however many requests failed) and retries; when that fails, `onSignedOut` (the console sends the
 * staff member to sign in, then back).
 */
export function createSessionFetch(onSignedOut?: () => void): typeof fetch {
  let refreshing: Promise<boolean> | null = null;
  const refresh = () => {
    refreshing ??= fetch(`${API_PREFIX}/auth/refresh`, withXsrf({ method: "POST" }))
      .then(
        (response) => response.ok,
        () => false,
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const sessionFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await fetch(input, withXsrf(init));
    if (response.status !== 401 || !onSignedOut || AUTH_PATHS.has(new URL(urlOf(input), location.href).pathname)) {
      return response;
    }
    if (await refresh()) {
      const retried = await fetch(input, withXsrf(init));
      if (retried.status !== 401) return retried;
    }
    onSignedOut();
    return response;
  };
  return sessionFetch as typeof fetch;
}
