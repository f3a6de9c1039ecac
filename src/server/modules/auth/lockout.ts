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
  /** Account id → client address → that address's failures on the account. */
  const accounts = new Map<number, Map<string, FailureState>>();
  let size = 0;

  function sweep(now: Date) {
    if (size < 10_000) return;
    const windowStart = now.getTime() - limits.lockoutWindowMinutes * MINUTE_MS;
    for (const [userId, addresses] of accounts) {
      for (const [address, state] of addresses) {
        if (isLocked(state, now) || (state.firstFailedAt?.getTime() ?? 0) > windowStart) continue;
        addresses.delete(address);
        size--;
      }
      if (addresses.size === 0) accounts.delete(userId);
    }
  }

  return {
    /** When this address's lock on the account ends, or null when it is not locked. */
    lockedUntil: (userId: number, address: string, now: Date): Date | null => {
      const state = accounts.get(userId)?.get(address);
      return state !== undefined && isLocked(state, now) ? state.lockedUntil : null;
    },
    /** When the last of the account's locks from any address ends, or null when none is locked. */
    lastLockEnds(userId: number, now: Date): Date | null {
      let last: Date | null = null;
      for (const state of accounts.get(userId)?.values() ?? []) {
        if (isLocked(state, now) && (last === null || (state.lockedUntil as Date) > last)) last = state.lockedUntil;
      }
      return last;
    },
    recordFailure(userId: number, address: string, now: Date) {
      sweep(now);
      let addresses = accounts.get(userId);
      if (!addresses) {
        addresses = new Map();
        accounts.set(userId, addresses);
      }
      if (!addresses.has(address)) size++;
      addresses.set(address, afterFailure(addresses.get(address) ?? CLEAR_FAILURES, now, limits));
    },
    clear(userId: number, address: string) {
      if (accounts.get(userId)?.delete(address)) size--;
    },
    /** Lifts every address's lock on the account (its password was reset or set, or an admin unlocked it). */
    clearAccount(userId: number) {
      size -= accounts.get(userId)?.size ?? 0;
      accounts.delete(userId);
    },
  };
}

export type AddressLockouts = ReturnType<typeof createAddressLockouts>;
