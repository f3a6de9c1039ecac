import type { Cookie } from "elysia";
import { cookieName, cookieNames } from "../../shared/cookie-names";

type Jar = Record<string, Cookie<unknown>>;

interface CookieWrite {
  value: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: "strict" | "lax";
  maxAge?: number;
}

/** Writes a cookie under its name for this connection (cookie-names.ts), always for Path=/ and no Domain. */
export function writeCookie(jar: Jar, name: string, { secure, ...options }: CookieWrite) {
  jar[cookieName(name, secure)]?.set({ ...options, secure, path: "/" });
  // Moved to https: the plain-named copy from before is expired, so it is never read again.
  if (secure && jar[name]?.value !== undefined) {
    jar[name]?.set({ value: "", path: "/", sameSite: options.sameSite, secure: true, maxAge: 0 });
  }
}

/** Expires a cookie under both names (remove() writes nothing for a cookie the request did not carry). */
export function expireCookie(jar: Jar, name: string, secure: boolean, sameSite: "strict" | "lax" = "strict") {
  jar[cookieName(name, secure)]?.set({ value: "", path: "/", sameSite, secure, maxAge: 0 });
  if (secure && jar[name]?.value !== undefined) jar[name]?.set({ value: "", path: "/", sameSite, secure, maxAge: 0 });
}

/** A cookie's text value under either name, or undefined when absent or empty. */
export function readCookie(jar: Record<string, { value?: unknown }>, name: string): string | undefined {
  for (const candidate of cookieNames(name)) {
    const value = jar[candidate]?.value;
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}
