/**
 * Cookie names of docs/product-spec.md §9, plus the CSRF pair of docs/decisions/019-csrf.md and when the access token ends: set by the server;
 * scripts read only XSRF-TOKEN and auth_expires (no secret: it lets every tab renew the session in time, and see
 * that another tab already did).
 */
export const COOKIES = {
  access: "auth_token",
  accessExpires: "auth_expires",
  refresh: "refresh_token",
  username: "remembered_username",
  xsrf: "XSRF-TOKEN",
} as const;
export const XSRF_HEADER = "x-xsrf-token";
