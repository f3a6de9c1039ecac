import { type Cookie, Elysia } from "elysia";
import { cookieName, cookieNames, HOST_PREFIX } from "../../shared/cookie-names";
import { overHttps } from "./client-address";

type Jar = Record<string, Cookie<unknown>>;

interface CookieWrite {
  value: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: "strict" | "lax";
  maxAge?: number;
}

/**
 * Over https the store reads only `__Host-` cookies: the Cookie header loses every other one before anything reads
 * it. A plain-named cookie on an https request was set by plain http or by a sibling subdomain — a cart, session or
 * ticket of someone else's choosing (the victim's cart and order would show in the attacker's cart).
 */
export const hostCookiesOverHttps = (proxyHops: number) =>
  new Elysia({ name: "host-cookies-over-https" }).onRequest(({ request }) => {
    const header = request.headers.get("cookie");
    if (!header || !overHttps(request, proxyHops)) return;
    const kept = header
      .split(";")
      .map((part) => part.trim())
      .filter((part) => part.startsWith(HOST_PREFIX));
    if (kept.length === 0) request.headers.delete("cookie");
    else request.headers.set("cookie", kept.join("; "));
  });

/** Writes a cookie under its name for this connection (cookie-names.ts), always for Path=/ and no Domain. */
export function writeCookie(jar: Jar, name: string, { secure, ...options }: CookieWrite) {
  jar[cookieName(name, secure)]?.set({ ...options, secure, path: "/" });
}

/** Expires a cookie under the name it has on this connection (remove() writes nothing for one the request lacked). */
export function expireCookie(jar: Jar, name: string, secure: boolean, sameSite: "strict" | "lax" = "strict") {
  jar[cookieName(name, secure)]?.set({ value: "", path: "/", sameSite, secure, maxAge: 0 });
}

/** A cookie's text value under either name, or undefined when absent or empty. */
export function readCookie(jar: Record<string, { value?: unknown }>, name: string): string | undefined {
  for (const candidate of cookieNames(name)) {
    const value = jar[candidate]?.value;
    if (typeof value === "string" && value) return value;
  }
  return undefined;
}
