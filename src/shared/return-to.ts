import { isStorefrontPath } from "./i18n/locales";
import { CONSOLE_HOME, REDIRECT_PARAM, SIGN_IN_PATH, TWO_STEP_PATH } from "./paths";

const HERE = "http://this-store.invalid";

/**
 * Where to go after signing in: the remembered URL of this site, never another site (`//evil.lk`, `/\evil.lk`,
 * `https:…`) and never the sign-in page itself. Parsed as a browser would, so no spelling slips past.
 */
export function returnTo(search: string): string {
  return returnPath(new URLSearchParams(search).get(REDIRECT_PARAM) ?? "");
}

/**
 * The same check for the wanted URL itself (the sign-in form posts it as a field). The answer is checked again
 * after parsing: dot segments collapse (`/.//evil.lk` parses to the path `//evil.lk`), and a Location that starts
 * with `//` or `/\` is another site to the browser that follows it.
 */
export function returnPath(wanted: string, fallback = CONSOLE_HOME): string {
  if (!wanted.startsWith("/")) return fallback;
  const target = new URL(wanted, HERE);
  if (target.origin !== HERE || [SIGN_IN_PATH, TWO_STEP_PATH].some((page) => target.pathname.startsWith(page))) {
    return fallback;
  }
  const path = target.pathname + target.search + target.hash;
  return isSitePath(path) ? path : fallback;
}

/** Where a storefront form sends the browser back to: a storefront page of this site (in any language), else the cart. */
export const storefrontReturnPath = (wanted: string) => {
  const path = returnPath(wanted, CART_PATH);
  return isStorefrontPath(path) ? path : CART_PATH;
};

export const CART_PATH = "/client/cart";

/** A path a browser resolves on this site: one leading slash, not followed by another slash or a backslash. */
function isSitePath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}
