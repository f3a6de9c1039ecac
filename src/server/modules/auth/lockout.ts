import type { Config } from "../../config";
import { AppError } from "../../http/app-error";

type Limits = Pick<
  Config["auth"],
  "lockoutFailures" | "accountLockoutFailures" | "lockoutWindowMinutes" | "lockoutMinutes"
>;

export const ACCOUNT_LOCKED = "Account is temporarily locked due to multiple failed attempts.";
export const ACCOUNT_SLOWED =
  "Too many sign-in attempts for this account. Please wait, or sign in from a device you have used before.";

const MINUTE_MS = 60_000;
/** An address an account signed in from successfully is trusted like its device cookie for this long. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;
/** Entries kept before the settled ones are swept (wrong e-mails are tracked too, so they cannot be told apart). */
const SWEEP_ABOVE = 10_000;

interface FailureState {
  failures: number;
  firstFailedAt: number;
  lastFailedAt: number;
  /** A client's lock on the account (its own failures); unused for the account's state. */
  lockedUntil: number;
}

const fresh = (now: number): FailureState => ({ failures: 0, firstFailedAt: now, lastFailedAt: now, lockedUntil: 0 });

/**
 * Who is signing in: the client's address (an IPv6 /64), or the device a genuine device cookie of this account
 * names (device-cookie.ts); a trusted device is not slowed by failures from elsewhere.
 */
export interface SignInClient {
  address: string;
  device?: string;
}

/**
 * Sign-in attempts by e-mail address (known or not: unknown ones answer alike, so a lock says nothing of which
 * e-mails have accounts), in memory (one process, docs/architecture.md):
 * - each client (address or device) that fails `lockoutFailures` times in the window is locked out of that e-mail
 *   for `lockoutMinutes` (423): a stranger locks out only the stranger;
 * - the e-mail's failures from everywhere beyond `accountLockoutFailures` slow sign-in from clients without the
 *   account's device cookie: each next attempt waits 1, 2, 4 … seconds after the last failure, at most
 *   `lockoutMinutes` (429 with Retry-After); the owner's own devices, and addresses the account signed in from
 *   in the last 30 days, are never slowed.
 * An attempt is counted when it begins, before the password is checked, so parallel guesses cannot outrun the
 * count; a success takes its count back.
 */
export function createSignInGuard(limits: Limits) {
  const windowMs = limits.lockoutWindowMinutes * MINUTE_MS;
  const lockMs = limits.lockoutMinutes * MINUTE_MS;
  /** `email \n client` → that client's failures on that e-mail. */
  const clients = new Map<string, FailureState>();
  /** e-mail → its failures from every client. */
  const accounts = new Map<string, FailureState>();
  /** `email \n address` → when the account last signed in successfully from there. */
  const knownAddresses = new Map<string, number>();

  const clientKey = (email: string, client: SignInClient) => `${email}\n${client.device ?? client.address}`;
  const inWindow = (state: FailureState | undefined, now: number) =>
    state !== undefined && now - state.firstFailedAt < windowMs;

  /** When the e-mail's next attempt from an untrusted client may come, or 0 when it need not wait. */
  function slowedUntil(email: string, now: number): number {
    const state = accounts.get(email);
    if (!inWindow(state, now) || !state) return 0;
    const beyond = state.failures - limits.accountLockoutFailures;
    if (beyond < 0) return 0;
    return state.lastFailedAt + Math.min(lockMs, 1000 * 2 ** Math.min(beyond, 30));
  }

  function sweep(now: number) {
    for (const map of [clients, accounts]) {
      if (map.size < SWEEP_ABOVE) continue;
      for (const [key, state] of map) {
        if (state.lockedUntil <= now && now - state.lastFailedAt >= Math.max(windowMs, lockMs)) map.delete(key);
      }
    }
  }

  function count(map: Map<string, FailureState>, key: string, now: number, delta: number) {
    const state = map.get(key);
    const current = inWindow(state, now) && state ? state : { ...fresh(now), lockedUntil: state?.lockedUntil ?? 0 };
    const failures = Math.max(0, current.failures + delta);
    const counted = { ...current, failures, lastFailedAt: delta > 0 ? now : current.lastFailedAt };
    map.set(key, counted);
    return counted;
  }

  return {
    /**
     * Refuses an attempt that must wait (423 for a locked-out client, 429 for an untrusted client of a slowed
     * e-mail, both with Retry-After), else counts it as a failure until `succeeded` says otherwise.
     */
    begin(email: string, client: SignInClient, now: Date) {
      const at = now.getTime();
      sweep(at);
      const key = clientKey(email, client);
      const own = clients.get(key);
      const wait = (until: number) => ({ "retry-after": String(Math.ceil((until - at) / 1000)) });
      if (own && own.lockedUntil > at) throw new AppError(423, ACCOUNT_LOCKED, undefined, wait(own.lockedUntil));
      const known = knownAddresses.get(`${email}\n${client.address}`);
      const trusted = client.device !== undefined || (known !== undefined && at - known < KNOWN_ADDRESS_MS);
      const slowed = trusted ? 0 : slowedUntil(email, at);
      if (slowed > at) throw new AppError(429, ACCOUNT_SLOWED, undefined, wait(slowed));
      const counted = count(clients, key, at, 1);
      if (counted.failures >= limits.lockoutFailures) {
        clients.set(key, { ...fresh(at), lockedUntil: at + lockMs });
      }
      count(accounts, email, at, 1);
    },

    /** The attempt's password was right: the client's failures are forgotten and the e-mail's count taken back. */
    succeeded(email: string, client: SignInClient, now: Date) {
      clients.delete(clientKey(email, client));
      if (knownAddresses.size >= SWEEP_ABOVE * 10) knownAddresses.clear();
      knownAddresses.set(`${email}\n${client.address}`, now.getTime());
      count(accounts, email, now.getTime(), -1);
    },

    /** When the last lock or slow-down on the e-mail ends, or null when none holds now (the staff screen). */
    lastLockEnds(email: string, now: Date): Date | null {
      const at = now.getTime();
      let last = slowedUntil(email, at);
      for (const [key, state] of clients) {
        if (key.startsWith(`${email}\n`) && state.lockedUntil > last) last = state.lockedUntil;
      }
      return last > at ? new Date(last) : null;
    },

    /** Lifts every lock on the e-mail (its password was reset or set, or an admin unlocked it). */
    clearAccount(email: string) {
      accounts.delete(email);
      for (const key of clients.keys()) if (key.startsWith(`${email}\n`)) clients.delete(key);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
