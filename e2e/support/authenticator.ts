import { Secret, TOTP } from "otpauth";

const STEP_MS = 30_000;

/** The authenticator app of each account this test process enrolled: its secret and the last step it used. */
const apps = new Map<string, { secret: string; lastStep: number }>();

/** Keeps the secret an account enrolled with (read from the enrolment page or the API's answer). */
export function keepAuthenticator(email: string, secret: string) {
  apps.set(email.toLowerCase(), { secret: secret.replace(/\s/g, ""), lastStep: -1 });
}

/**
 * A code the store has not accepted yet: now's, or the next step's (allowed for a phone running ahead); waits for
 * a step when both were used (the store accepts each code once).
 */
export async function nextCode(email: string): Promise<string> {
  const app = apps.get(email.toLowerCase());
  if (!app) throw new Error(`no authenticator enrolled for ${email} in this test run`);
  // The previous step's code only early in a step: late in it, the store may check it one step on, two behind.
  const earliest = (now: number) => Math.floor(now / STEP_MS) - (now % STEP_MS < STEP_MS / 2 ? 1 : 0);
  let current = Math.floor(Date.now() / STEP_MS);
  let step = Math.max(earliest(Date.now()), app.lastStep + 1);
  if (step > current + 1) {
    await Bun.sleep((step - 1) * STEP_MS - Date.now() + 50);
    current = Math.floor(Date.now() / STEP_MS);
    step = Math.max(earliest(Date.now()), app.lastStep + 1);
  }
  app.lastStep = step;
  return TOTP.generate({ secret: Secret.fromBase32(app.secret), timestamp: step * STEP_MS });
}

export const hasAuthenticator = (email: string) => apps.has(email.toLowerCase());
