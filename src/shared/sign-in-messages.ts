/** The sign-in screen's messages by HTTP status (docs/product-spec.md §8, "Sign-in screen" column). */
const BY_STATUS: Record<number, string> = {
  0: "Unable to connect to server. Please check your internet connection.",
  400: "Invalid request. Please check your input.",
  401: "Invalid username or password.",
  403: "Account is locked or disabled. Please contact support.",
  404: "User not found.",
  423: "Account is temporarily locked due to multiple failed attempts.",
  429: "Too many login attempts. Please try again later.",
  500: "Server error. Please try again later.",
  502: "Service temporarily unavailable. Please try again later.",
  503: "Service temporarily unavailable. Please try again later.",
  504: "Service temporarily unavailable. Please try again later.",
};

export const SIGNED_IN_MESSAGE = "Login successful!";
export const LOGIN_FAILED = "Login failed. Please try again.";
export const FORM_INCOMPLETE = "Please fill in all required fields.";

/** "in 40 seconds", "in 1 minute", "in 13 minutes": how long to wait, rounded up, as people say it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}

/**
 * What a failed sign-in tells the staff member. The catalogue's text, except: a 403 keeps the server's own reason
 * (waiting for activation and disabled need different next steps), and a lock or a throttle says how long to wait.
 */
export function signInMessage(status: number, serverMessage?: string, retryAfterSeconds?: number): string {
  const wait = retryAfterSeconds && retryAfterSeconds > 0 ? waitText(Math.ceil(retryAfterSeconds)) : undefined;
  if (status === 423 && wait) return `${BY_STATUS[423]} Please try again ${wait}.`;
  if (status === 429 && wait) return `Too many login attempts. Please try again ${wait}.`;
  if (status === 403 && serverMessage) return serverMessage;
  return BY_STATUS[status] ?? (serverMessage || LOGIN_FAILED);
}

export const WRONG_SECOND_STEP_CODE =
  "That code is not right. Enter the 6 digits your authenticator app shows now, or one of your recovery codes.";

/** What a failed second step tells the staff member: as a sign-in's failure, but a 401 is a wrong code. */
export function secondStepMessage(status: number, serverMessage?: string, retryAfterSeconds?: number): string {
  if (status === 401) return serverMessage || WRONG_SECOND_STEP_CODE;
  return signInMessage(status, serverMessage, retryAfterSeconds);
}
