import { and, eq, gt, lt, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { signInFailures, signInKnownAddresses } from "../../../db/schema";
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
/** The e-mail's own row (its failures from every client) has no client. */
const EVERYWHERE = "";

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
 * e-mails have accounts), counted in the database so every instance of the store sees the same (sign_in_failures):
 * - each client (address or device) that fails `lockoutFailures` times in the window is locked out of that e-mail
 *   for `lockoutMinutes` (423): a stranger locks out only the stranger;
 * - the e-mail's failures from everywhere beyond `accountLockoutFailures` slow sign-in from clients without the
 *   account's device cookie: each next attempt waits 1, 2, 4 … seconds after the last failure, at most
 *   `lockoutMinutes` (429 with Retry-After); the owner's own devices, and addresses the account signed in from
 *   in the last 30 days, are never slowed.
 * An attempt is counted when it begins, before the password is checked, so parallel guesses cannot outrun the
 * count; a success takes its count back. Counting is one upsert, so attempts racing on two instances both count.
 */
export function createSignInGuard(db: Db, limits: Limits) {
  const windowMs = limits.lockoutWindowMinutes * MINUTE_MS;
  const lockMs = limits.lockoutMinutes * MINUTE_MS;
  let lastSweep = 0;

  const clientOf = (client: SignInClient) => client.device ?? client.address;
  const rowKey = (email: string, client: string) =>
    and(eq(signInFailures.email, email), eq(signInFailures.client, client));
  const rowOf = (email: string, client: string) =>
    firstRow(db.select().from(signInFailures).where(rowKey(email, client)));

  /** When the e-mail's next attempt from an untrusted client may come, or 0 when it need not wait. */
  async function slowedUntil(email: string, now: number): Promise<number> {
    const state = await rowOf(email, EVERYWHERE);
    if (!state || now - state.firstFailedAt >= windowMs) return 0;
    const beyond = state.failures - limits.accountLockoutFailures;
    if (beyond < 0) return 0;
    return state.lastFailedAt + Math.min(lockMs, 1000 * 2 ** Math.min(beyond, 30));
  }

  /** Rows whose window and lock have both ended say nothing any more; known addresses last 30 days. */
  async function sweep(now: number) {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    const settled = now - Math.max(windowMs, lockMs);
    await db
      .delete(signInFailures)
      .where(and(lt(signInFailures.lastFailedAt, settled), lt(signInFailures.lockedUntil, now)));
    await db.delete(signInKnownAddresses).where(lt(signInKnownAddresses.at, now - KNOWN_ADDRESS_MS));
  }

  /**
   * One more failure for the row, a new window when its last one has ended; answers the count now, or null when the
   * row is locked (a locked client's attempts are refused, not counted). One statement: attempts racing each get
   * their own count.
   */
  async function countFailure(email: string, client: string, now: number): Promise<number | null> {
    const inWindow = sql`${now} - ${signInFailures.firstFailedAt} < ${windowMs}`;
    const counted = await firstRow(
      db
        .insert(signInFailures)
        .values({ email, client, failures: 1, firstFailedAt: now, lastFailedAt: now })
        .onConflictDoUpdate({
          target: [signInFailures.email, signInFailures.client],
          set: {
            failures: sql`CASE WHEN ${inWindow} THEN ${signInFailures.failures} + 1 ELSE 1 END`,
            firstFailedAt: sql`CASE WHEN ${inWindow} THEN ${signInFailures.firstFailedAt} ELSE ${now} END`,
            lastFailedAt: now,
          },
          setWhere: lte(signInFailures.lockedUntil, now),
        })
        .returning({ failures: signInFailures.failures }),
    );
    return counted?.failures ?? null;
  }

  return {
    /**
     * Refuses an attempt that must wait (423 for a locked-out client, 429 for an untrusted client of a slowed
     * e-mail, both with Retry-After), else counts it as a failure until `succeeded` says otherwise.
     */
    async begin(email: string, client: SignInClient, now: Date) {
      const at = now.getTime();
      await sweep(at);
      const who = clientOf(client);
      const own = await rowOf(email, who);
      const wait = (until: number) => ({ "retry-after": String(Math.ceil((until - at) / 1000)) });
      if (own && own.lockedUntil > at) throw new AppError(423, ACCOUNT_LOCKED, undefined, wait(own.lockedUntil));
      const known = await firstRow(
        db
          .select({ at: signInKnownAddresses.at })
          .from(signInKnownAddresses)
          .where(and(eq(signInKnownAddresses.email, email), eq(signInKnownAddresses.address, client.address))),
      );
      const trusted = client.device !== undefined || (known !== undefined && at - known.at < KNOWN_ADDRESS_MS);
      const slowed = trusted ? 0 : await slowedUntil(email, at);
      if (slowed > at) throw new AppError(429, ACCOUNT_SLOWED, undefined, wait(slowed));
      const failures = await countFailure(email, who, at);
      // Locked since it was read, or counted past the limit while the attempt that reached it locks: refused.
      if (failures === null || failures > limits.lockoutFailures) {
        const lock = await rowOf(email, who);
        const until = lock && lock.lockedUntil > at ? lock.lockedUntil : at + lockMs;
        throw new AppError(423, ACCOUNT_LOCKED, undefined, wait(until));
      }
      if (failures === limits.lockoutFailures) {
        await db
          .update(signInFailures)
          .set({ failures: 0, firstFailedAt: at, lastFailedAt: at, lockedUntil: at + lockMs })
          .where(rowKey(email, who));
      }
      await countFailure(email, EVERYWHERE, at);
    },

    /** The attempt's password was right: the client's failures are forgotten and the e-mail's count taken back. */
    async succeeded(email: string, client: SignInClient, now: Date) {
      const at = now.getTime();
      await db.delete(signInFailures).where(rowKey(email, clientOf(client)));
      await db
        .insert(signInKnownAddresses)
        .values({ email, address: client.address, at })
        .onConflictDoUpdate({ target: [signInKnownAddresses.email, signInKnownAddresses.address], set: { at } });
      await db
        .update(signInFailures)
        .set({ failures: sql`CASE WHEN ${signInFailures.failures} > 0 THEN ${signInFailures.failures} - 1 ELSE 0 END` })
        .where(and(rowKey(email, EVERYWHERE), sql`${at} - ${signInFailures.firstFailedAt} < ${windowMs}`));
    },

    /** When the last lock or slow-down on the e-mail ends, or null when none holds now (the staff screen). */
    async lastLockEnds(email: string, now: Date): Promise<Date | null> {
      const at = now.getTime();
      const locked = await firstRow(
        db
          .select({ until: sql<number | null>`max(${signInFailures.lockedUntil})`.mapWith(Number) })
          .from(signInFailures)
          .where(
            and(
              eq(signInFailures.email, email),
              ne(signInFailures.client, EVERYWHERE),
              gt(signInFailures.lockedUntil, at),
            ),
          ),
      );
      const last = Math.max(await slowedUntil(email, at), Number(locked?.until ?? 0));
      return last > at ? new Date(last) : null;
    },

    /** Lifts every lock on the e-mail (its password was reset or set, or an admin unlocked it). */
    async clearAccount(email: string) {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
