import type { Config } from "../../config";

type Limits = Pick<Config["auth"], "lockoutFailures" | "lockoutWindowMinutes" | "lockoutMinutes">;

export interface FailureState {
  failedLogins: number;
  firstFailedAt: Date | null;
  lockedUntil: Date | null;
}

const MINUTE_MS = 60_000;

export const isLocked = (state: FailureState, now: Date) =>
  state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();

/**
 * The account's state after one more wrong password: failures are counted inside a window that starts at the
 * first one; reaching the limit locks the account and starts a fresh count for when the lock ends.
 */
export function afterFailure(state: FailureState, now: Date, limits: Limits): FailureState {
  const windowOpen =
    state.firstFailedAt !== null &&
    now.getTime() - state.firstFailedAt.getTime() < limits.lockoutWindowMinutes * MINUTE_MS;
  const failedLogins = windowOpen ? state.failedLogins + 1 : 1;
  const firstFailedAt = windowOpen ? state.firstFailedAt : now;
  if (failedLogins >= limits.lockoutFailures) {
    return {
      failedLogins: 0,
      firstFailedAt: null,
      lockedUntil: new Date(now.getTime() + limits.lockoutMinutes * MINUTE_MS),
    };
  }
  return { failedLogins, firstFailedAt, lockedUntil: null };
}

export const CLEAR_FAILURES: FailureState = { failedLogins: 0, firstFailedAt: null, lockedUntil: null };
