import { CONSOLE_HOME, REDIRECT_PARAM, SIGN_IN_PATH } from "./routes";

const HERE = "http://this-store.invalid";

/**
 * Where to go after signing in: the remembered URL of this site, never another site (`//evil.lk`, `/\evil.lk`,
 * `https:…`) and never the sign-in page itself. Parsed as a browser would, so no spelling slips past.
 */
export function returnTo(search: string): string {
  return returnPath(new URLSearchParams(search).get(REDIRECT_PARAM) ?? "");
}

/** The same check for the wanted URL itself (the sign-in form posts it as a field). */
export function returnPath(wanted: string): string {
  if (!wanted.startsWith("/")) return CONSOLE_HOME;
  const target = new URL(wanted, HERE);
  if (target.origin !== HERE || target.pathname.startsWith(SIGN_IN_PATH)) return CONSOLE_HOME;
  return target.pathname + target.search + target.hash;
}
