import type { Cookie } from "elysia";
import { COOKIES } from "../../../shared/session-names";
import { expireCookie, readCookie, writeCookie } from "../../http/host-cookies";
import { randomSecret } from "../../secret-hash";
import { type IssuedRefreshToken, REMEMBERED_SESSION_MS } from "./refresh-tokens";

export { COOKIES, XSRF_HEADER } from "../../../shared/session-names";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

type Jar = Record<string, Cookie<unknown>>;

interface SessionCookies {
  accessToken: string;
  /** When the access token ends (ms since the epoch). */
  accessExpiresAt: number;
  refresh: IssuedRefreshToken;
  /** Set at sign-in only: remembered when asked to, forgotten when not. */
  username?: string;
  secure: boolean;
}

/**
 * Sets the session cookies: HttpOnly, SameSite=Strict, for the browser session or, remembered, 30 days.
 * The CSRF token is the one cookie page scripts may read; it keeps its value across refreshes.
 */
export function setSessionCookies(
  jar: Jar,
  { accessToken, accessExpiresAt, refresh, username, secure }: SessionCookies,
) {
  const lifetime = refresh.rememberMe ? { maxAge: REMEMBERED_SESSION_MS / 1000 } : {};
  const base = { sameSite: "strict", secure, ...lifetime } as const;
  writeCookie(jar, COOKIES.access, { value: accessToken, httpOnly: true, ...base });
  writeCookie(jar, COOKIES.refresh, { value: refresh.token, httpOnly: true, ...base });
  // An ISO time, not a bare number: Elysia would read a numeric cookie as a number.
  writeCookie(jar, COOKIES.accessExpires, {
    value: new Date(accessExpiresAt).toISOString(),
    httpOnly: false,
    ...base,
  });
  const xsrf = readCookie(jar, COOKIES.xsrf);
  writeCookie(jar, COOKIES.xsrf, {
    value: xsrf && xsrf.length >= 32 ? xsrf : randomSecret(),
    httpOnly: false,
    ...base,
  });
  if (username === undefined) return;
  if (refresh.rememberMe) {
    writeCookie(jar, COOKIES.username, {
      value: username,
      httpOnly: true,
      sameSite: "strict",
      secure,
      maxAge: YEAR_SECONDS,
    });
  } else {
    expireCookie(jar, COOKIES.username, secure);
  }
}

/** Clears the session cookies (the remembered username stays: it only prefills the sign-in form). */
export function clearSessionCookies(jar: Jar, secure: boolean) {
  for (const name of [COOKIES.access, COOKIES.accessExpires, COOKIES.refresh, COOKIES.xsrf]) {
    expireCookie(jar, name, secure);
  }
}
