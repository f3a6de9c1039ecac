/**
 * Over https every cookie of the store is `__Host-` prefixed: the browser then keeps it only when it is Secure, for
 * Path=/ and without Domain, so no subdomain and no plain-http page can plant or overwrite it (a session fixation,
 * a cart or a CSRF token of the attacker's choosing); and over https the server reads no other
 * (src/server/http/host-cookies.ts). Over http (a laptop on the counter's network, the tests) the plain name is
 * used.
 */
export const HOST_PREFIX = "__Host-";

/** The name a cookie is written under. */
export const cookieName = (name: string, secure: boolean) => (secure ? `${HOST_PREFIX}${name}` : name);

/** The names a cookie is read under, the prefixed one first. */
export const cookieNames = (name: string) => [`${HOST_PREFIX}${name}`, name];
