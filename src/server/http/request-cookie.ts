import { cookieNames } from "../../shared/cookie-names";

/** One cookie's value read from the request's Cookie header (under either name, cookie-names.ts), before any routing. */
export function requestCookie(request: Request, name: string): string | undefined {
  for (const candidate of cookieNames(name)) {
    const value = cookieValue(request, candidate);
    if (value) return value;
  }
  return undefined;
}

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
