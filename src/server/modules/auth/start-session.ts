import { overHttps } from "../../http/client-address";
import { writeCookie } from "../../http/host-cookies";
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from "./device-cookie";
import type { SignedIn } from "./service";
import { setSessionCookies } from "./session-cookies";

export interface SessionContext {
  accessJwt: { sign(payload: { sub: string; sid: string }): Promise<string> };
  cookie: Parameters<typeof setSessionCookies>[0];
  request: Request;
  set: { headers: Record<string, string | number> };
}

/**
 * Answers a sign-in or a refresh: a new access token in the Authorization header (exposed to API clients) and the
 * session cookies. `username` is given at sign-in only (remembered or forgotten as the staff member asked).
 */
export async function startSession(
  context: SessionContext,
  signedIn: SignedIn,
  { accessTokenSeconds, proxyHops, username }: { accessTokenSeconds: number; proxyHops: number; username?: string },
) {
  const accessToken = await context.accessJwt.sign({ sub: String(signedIn.user.id), sid: signedIn.refresh.sessionId });
  context.set.headers.authorization = `Bearer ${accessToken}`;
  context.set.headers["access-control-expose-headers"] = "Authorization";
  context.set.headers["cache-control"] = "no-store";
  const secure = overHttps(context.request, proxyHops);
  setSessionCookies(context.cookie, {
    accessToken,
    accessExpiresAt: Date.now() + accessTokenSeconds * 1000,
    refresh: signedIn.refresh,
    username,
    secure,
  });
  if (signedIn.device) keepDeviceCookie(context.cookie, signedIn.device, secure);
}

/** Marks this browser as one of the account's devices (device-cookie.ts): its sign-ins are not slowed. */
export function keepDeviceCookie(jar: SessionContext["cookie"], value: string, secure: boolean) {
  writeCookie(jar, DEVICE_COOKIE, { value, httpOnly: true, sameSite: "strict", secure, maxAge: DEVICE_COOKIE_SECONDS });
}
