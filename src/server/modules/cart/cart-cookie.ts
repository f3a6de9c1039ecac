import type { Cookie } from "elysia";
import { CART_LIFETIME_MS } from "./service";

/** The cart's token: httpOnly (no script reads it), SameSite=Lax (sent when a link from elsewhere opens the shop). */
export const CART_COOKIE = "cart";
/** What a cart form posted without JavaScript did, shown once on the page it returns to. */
export const CART_NOTICE_COOKIE = "cart_notice";

type Jar = Record<string, Cookie<unknown>>;

export function keepCartToken(jar: Jar, token: string, secure: boolean) {
  jar[CART_COOKIE]?.set({
    value: token,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: CART_LIFETIME_MS / 1000,
  });
}

/** What a form did, for the page it returns to: read once and cleared there (src/server/pages/plugin.ts). */
export function leaveCartNotice(jar: Jar, message: string, secure: boolean) {
  jar[CART_NOTICE_COOKIE]?.set({ value: message, httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 });
}

export const cartTokenIn = (jar: Jar): string | undefined => {
  const value = jar[CART_COOKIE]?.value;
  return typeof value === "string" && value ? value : undefined;
};
