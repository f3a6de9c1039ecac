import type { Cookie } from "elysia";
import { readCookie, writeCookie } from "../../http/host-cookies";
import { CART_LIFETIME_MS } from "./service";

/** The cart's token: httpOnly (no script reads it), SameSite=Lax (sent when a link from elsewhere opens the shop). */
export const CART_COOKIE = "cart";
/** What a cart form posted without JavaScript did, shown once on the page it returns to. */
export const CART_NOTICE_COOKIE = "cart_notice";

type Jar = Record<string, Cookie<unknown>>;

export function keepCartToken(jar: Jar, token: string, secure: boolean) {
  writeCookie(jar, CART_COOKIE, {
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure,
    maxAge: CART_LIFETIME_MS / 1000,
  });
}

/** What a form did, for the page it returns to: read once and cleared there (src/server/pages/plugin.ts). */
export function leaveCartNotice(jar: Jar, message: string, secure: boolean) {
  writeCookie(jar, CART_NOTICE_COOKIE, { value: message, httpOnly: true, sameSite: "lax", secure, maxAge: 60 });
}

export const cartTokenIn = (jar: Jar): string | undefined => readCookie(jar, CART_COOKIE);
