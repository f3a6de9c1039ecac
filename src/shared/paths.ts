/** The paths other code links to by name: sign-in and its second step, the console's home, a packing slip. */

export const SIGN_IN_PATH = "/sign-in";
export const CONSOLE_HOME = "/console/dashboard";
/** A sign-in's second step: the authenticator's code, or setting one up. */
export const TWO_STEP_PATH = "/security/two-step";
/** The staff member's own two-step sign-in: recovery codes, and (admins) the rule for staff. */
export const TWO_STEP_SETTINGS_PATH = "/console/two-step";
/** An order's printable packing slip. */
export const packingSlipPath = (orderId: string) => `/console/orders/${encodeURIComponent(orderId)}/packing-slip`;
/** Where the sign-in page sends a staff member back to (docs/product-spec.md §2: the requested URL is remembered). */
export const REDIRECT_PARAM = "redirectUrl";

/** The sign-in page that sends the staff member back to `url` afterwards. */
export const signInFor = (url: string) => `${SIGN_IN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(url)}`;
