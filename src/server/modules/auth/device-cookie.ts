import { requestCookie } from "../../http/request-cookie";
import { keyedHash, sameSecret } from "../../secret-hash";

/**
 * OWASP's "device cookies": a browser that signed in to an account before carries a cookie naming that account,
 * signed by the server. Sign-in from it is counted apart from the address it comes from and is not slowed by
 * failures elsewhere, so an attack on the account from other addresses never locks its owner out. Over https the
 * cookie is `__Host-` prefixed, as every cookie of the store (shared/cookie-names.ts).
 */
export const DEVICE_COOKIE = "device";
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export function createDeviceCookies(secret: string, now: () => Date) {
  const key = `device-cookie:${secret}`;
  const macOf = (payload: string) => keyedHash(key, payload);
  return {
    /** A new cookie value for the account: its id, when it was issued, and the server's signature. */
    issue(userId: number): string {
      const payload = `${userId}.${now().getTime()}`;
      return `${payload}.${macOf(payload)}`;
    },

    /** The device's own name (account and issue time) when `value` is a genuine cookie of this account. */
    deviceOf(value: string | undefined, userId: number): string | undefined {
      const parts = value?.split(".");
      if (parts?.length !== 3) return undefined;
      const [id, issued, mac] = parts as [string, string, string];
      const payload = `${id}.${issued}`;
      if (id !== String(userId) || !sameSecret(mac, macOf(payload))) return undefined;
      return `device:${payload}`;
    },
  };
}

export type DeviceCookies = ReturnType<typeof createDeviceCookies>;

/** The device cookie a request carries, under either name (a store moved to https keeps knowing the device). */
export const deviceCookieOf = (request: Request) => requestCookie(request, DEVICE_COOKIE);
