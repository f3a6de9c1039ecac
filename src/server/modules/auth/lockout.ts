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

/**
 * Lockouts of one account from one client address, in memory (one process, docs/architecture.md): a stranger's
 * wrong passwords lock only the stranger out, and the owner at the shop still signs in. Settled entries are swept.
 */
export function createAddressLockouts(limits: Limits) {
  const states = new Map<string, FailureState>();
  const keyOf = (userId: number, address: string) => `${userId}|${address}`;

  function sweep(now: Date) {
    if (states.size < 10_000) return;
    const windowStart = now.getTime() - limits.lockoutWindowMinutes * MINUTE_MS;
    for (const [key, state] of states) {
      if (!isLocked(state, now) && (state.firstFailedAt?.getTime() ?? 0) <= windowStart) states.delete(key);
    }
  }

  return {
    /** When this address's lock on the account ends, or null when it is not locked. */
    lockedUntil: (userId: number, address: string, now: Date): Date | null => {
      const state = states.get(keyOf(userId, address));
      return state !== undefined && isLocked(state, now) ? state.lockedUntil : null;
    },
    recordFailure(userId: number, address: string, now: Date) {
      sweep(now);
      const key = keyOf(userId, address);
      states.set(key, afterFailure(states.get(key) ?? CLEAR_FAILURES, now, limits));
    },
    clear: (userId: number, address: string) => states.delete(keyOf(userId, address)),
  };
}
