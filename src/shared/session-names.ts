/** Cookie names of spec section 9, plus the CSRF pair of decision 8: set by the server, the XSRF one read by scripts. */
export const COOKIES = {
  access: "auth_token",
  refresh: "refresh_token",
  username: "remembered_username",
  xsrf: "XSRF-TOKEN",
} as const;
export const XSRF_HEADER = "x-xsrf-token";
