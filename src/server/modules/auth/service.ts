import { eq } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { firstRow } from "../../../db/first-row";
import { users } from "../../../db/schema";
import type { SecurityEventKind } from "../../../shared/security-events";
import type { Clock } from "../../clock";
import { AppError } from "../../http/app-error";
import type { RateLimiter } from "../../http/rate-limiter";
import type { RequestOrigin } from "../../http/request-origin";
import type { Passwords } from "../../passwords";
import { normalizeEmail } from "../input-rules";
import type { SecurityLog } from "../security-log";
import { findUserByEmail } from "../users";
import type { DeviceCookies } from "./device-cookie";
import type { SignInGuard } from "./lockout";
import { LOGIN_FIELDS_REQUIRED, type SessionUser } from "./model";
import type { IssuedRefreshToken, RefreshTokens } from "./refresh-tokens";
import type { Enrolment, SecondFactor, SecondStepKind } from "./second-factor";
import type { SecondStepTickets } from "./second-step-ticket";

export interface SignedIn {
  user: SessionUser;
  refresh: IssuedRefreshToken;
  /** At sign-in: the device cookie's new value for this browser (device-cookie.ts). */
  device?: string;
  /** At enrolment in two-step sign-in: the recovery codes, shown this once. */
  recoveryCodes?: string[];
}

/** A right password for an account that signs in in two steps: the ticket to the second, and what it asks. */
export interface SecondStepNeeded {
  secondStep: SecondStepKind;
  ticket: string;
  /** For an account that must enrol an authenticator first. */
  enrolment?: Enrolment;
}

export const SECOND_STEP_OVER = "That sign-in has timed out. Please sign in again.";

/** Where a sign-in comes from: the client's address and browser, and the device cookie it sent, if any. */
export interface SignInFrom extends RequestOrigin {
  deviceCookie?: string;
}

export interface LoginInput {
  username?: string;
  password?: string;
  rememberMe?: boolean;
}

export const INVALID_CREDENTIALS = "Invalid username or password.";
export { ACCOUNT_LOCKED, ACCOUNT_SLOWED } from "./lockout";
export const TOO_MANY_ATTEMPTS = "Too many login attempts. Please try again later.";

type UserRow = typeof users.$inferSelect;

const sessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
});

/** 403 for an account that exists but may not sign in; null when it may. */
export function inactiveAccount(user: Pick<UserRow, "status">): AppError | null {
  if (user.status === "PENDING") return new AppError(403, "This account is waiting for an admin to activate it.");
  if (user.status === "DISABLED")
    return new AppError(403, "This account is disabled. Please contact the shop's admin.");
  return null;
}

interface AuthDeps {
  db: Db;
  passwords: Passwords;
  refreshTokens: RefreshTokens;
  clock: Clock;
  /** Sign-in requests per client address. */
  throttle: RateLimiter;
  /** Locks and slow-downs by e-mail (shared with the staff screens, which show and lift them). */
  signInGuard: SignInGuard;
  deviceCookies: DeviceCookies;
  securityLog: SecurityLog;
  secondFactor: SecondFactor;
  tickets: SecondStepTickets;
  /** E-mails the account's owner that something guarding it changed (users' account-change e-mail). */
  tellOwner: (email: string, change: string) => Promise<unknown>;
}

/** Sign-in, token refresh and sign-out (docs/decisions/018-sessions.md and 020-sign-in-lockout.md). Access tokens are signed by the routes. */
export function createAuthService({
  db,
  passwords,
  refreshTokens,
  clock,
  throttle,
  signInGuard,
  deviceCookies,
  securityLog,
  secondFactor,
  tickets,
  tellOwner,
}: AuthDeps) {
  const findUser = (id: number) => firstRow(db.select().from(users).where(eq(users.id, id)));

  /**
   * Begins an attempt (a password, or a second step's code) at signing in to `email`: counted by the sign-in guard
   * now, before any secret is checked; a lock or slow-down is recorded and thrown. Answers the attempt's origin, its
   * client for the guard, and its security-log writer.
   */
  async function beginAttempt(email: string, userId: number | undefined, from: SignInFrom) {
    const origin = { address: from.address, userAgent: from.userAgent };
    const record = (kind: SecurityEventKind, detail?: string) =>
      securityLog.record({ kind, email, userId, origin, detail });
    const client = {
      address: from.address,
      device: userId === undefined ? undefined : deviceCookies.deviceOf(from.deviceCookie, userId),
    };
    try {
      await signInGuard.begin(email, client, clock());
    } catch (error) {
      if (error instanceof AppError) await record(error.status === 423 ? "SIGN_IN_LOCKED" : "SIGN_IN_SLOWED");
      throw error;
    }
    return { origin, record, client };
  }

  return {
    /**
     * Unknown and known e-mails are answered alike, locks and slow-downs included (lockout.ts): the attempt is
     * counted before the password is checked, and a right password takes the count back.
     */
    async login(input: LoginInput, from: SignInFrom): Promise<SignedIn | SecondStepNeeded> {
      await throttle.enforce(from.address, TOO_MANY_ATTEMPTS);
      const username = input.username?.trim() ?? "";
      const password = input.password ?? "";
      if (!username || !password.trim()) throw new AppError(400, LOGIN_FIELDS_REQUIRED);

      const email = normalizeEmail(username);
      const user = await findUserByEmail(db, username);
      const { origin, record, client } = await beginAttempt(email, user?.id, from);
      if (!user) {
        await passwords.verifyNothing(password);
        await record("SIGN_IN_FAILED", "no such account");
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      if (!(await passwords.verify(password, user.passwordHash))) {
        await record("SIGN_IN_FAILED", "wrong password");
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      const secondStep = await secondFactor.stepFor(user);
      // Two steps: the attempt stays counted until the second step passes, so a known password cannot be used
      // to wipe the count while codes are guessed.
      if (!secondStep) await signInGuard.succeeded(email, client, clock());
      const refused = inactiveAccount(user);
      if (refused) {
        await record("SIGN_IN_FAILED", `account ${user.status.toLowerCase()}`);
        throw refused;
      }
      if (secondStep) {
        return {
          secondStep,
          ticket: tickets.issue({ userId: user.id, rememberMe: input.rememberMe === true }),
          enrolment: secondStep === "enrol" ? await secondFactor.enrolment(user) : undefined,
        };
      }
      await record("SIGN_IN", client.device ? "known device" : undefined);
      return {
        user: sessionUser(user),
        refresh: await refreshTokens.issue(user.id, input.rememberMe === true, origin),
        device: deviceCookies.issue(user.id),
      };
    },

    /**
     * The second step of a sign-in: the ticket the password earned and the authenticator's code (or a recovery
     * code, or the first code of an authenticator being enrolled). Counted by the sign-in guard as passwords are.
     */
    async completeSecondStep(ticket: string | undefined, code: string, from: SignInFrom): Promise<SignedIn> {
      await throttle.enforce(from.address, TOO_MANY_ATTEMPTS);
      const claim = tickets.read(ticket);
      const user = claim ? await findUser(claim.userId) : undefined;
      if (!claim || !user) throw new AppError(401, SECOND_STEP_OVER);
      const refused = inactiveAccount(user);
      if (refused) throw refused;
      if (!code.trim()) throw new AppError(400, "Enter the code your authenticator app shows.");
      const email = normalizeEmail(user.email);
      const { origin, record, client } = await beginAttempt(email, user.id, from);
      let checked: Awaited<ReturnType<SecondFactor["check"]>>;
      try {
        checked = await secondFactor.check(user, code);
      } catch (error) {
        await record("SIGN_IN_FAILED", "wrong second-step code");
        throw error;
      }
      await signInGuard.succeeded(email, client, clock());
      if (checked.used === "enrolled") {
        await record("SECOND_FACTOR_ENROLLED");
        await tellOwner(user.email, "Two-step sign-in was turned on");
      }
      if (checked.used === "recovery") {
        const left = (await secondFactor.status(user)).recoveryCodesLeft;
        await record("RECOVERY_CODE_USED", `${left} left`);
        await tellOwner(user.email, "A recovery code was used to sign in");
      }
      await record("SIGN_IN", checked.used === "recovery" ? "with a recovery code" : "with an authenticator code");
      return {
        user: sessionUser(user),
        refresh: await refreshTokens.issue(user.id, claim.rememberMe, origin),
        device: deviceCookies.issue(user.id),
        recoveryCodes: checked.recoveryCodes,
      };
    },

    /** What a second-step ticket still in time asks for (the page's form), or null when it is not one. */
    async secondStepOf(
      ticket: string | undefined,
    ): Promise<{ secondStep: SecondStepKind; enrolment?: Enrolment } | null> {
      const claim = tickets.read(ticket);
      const user = claim ? await findUser(claim.userId) : undefined;
      const step = user ? await secondFactor.stepFor(user) : null;
      if (!user || !step) return null;
      return { secondStep: step, enrolment: step === "enrol" ? await secondFactor.enrolment(user) : undefined };
    },

    /** The staff member's two-step sign-in: on or not, since when, recovery codes left, and whether it is required. */
    async secondFactorStatus(user: { id: number }) {
      const account = await findUser(user.id);
      if (!account) throw new AppError(401, "Please sign in to continue.");
      return secondFactor.status(account);
    },

    /** Ten new recovery codes for the staff member (the old ones stop working); 409 without two-step sign-in. */
    async replaceRecoveryCodes(user: { id: number; email: string }, origin: RequestOrigin): Promise<string[]> {
      const account = await findUser(user.id);
      if (!account?.totpSecret) throw new AppError(409, "Turn on two-step sign-in first: sign in again to set it up.");
      const codes = await secondFactor.replaceRecoveryCodes(account.id);
      await securityLog.record({ kind: "RECOVERY_CODES_REPLACED", userId: account.id, email: account.email, origin });
      await tellOwner(account.email, "New recovery codes were made");
      return codes;
    },

    /** A reused token ends its session, and is recorded: someone holds a copy of it. */
    async refresh(token: string | undefined, origin?: RequestOrigin): Promise<SignedIn> {
      if (!token) throw new AppError(401, "No refresh token available");
      const refresh = await refreshTokens.rotate(
        token,
        async (userId) =>
          securityLog.record({ kind: "SESSION_REUSED", userId, email: (await findUser(userId))?.email, origin }),
        origin,
      );
      const user = await findUser(refresh.userId);
      const refused = user ? inactiveAccount(user) : new AppError(401, "Your session has ended. Please sign in again.");
      if (refused || !user) {
        await refreshTokens.revokeAllFor(refresh.userId);
        throw refused;
      }
      return { user: sessionUser(user), refresh };
    },

    async logout(token: string | undefined, origin?: RequestOrigin) {
      const userId = token ? await refreshTokens.revoke(token) : undefined;
      if (userId !== undefined) {
        await securityLog.record({ kind: "SIGN_OUT", userId, email: (await findUser(userId))?.email, origin });
      }
    },

    /** The staff member's live sessions, theirs to end; the one asking is marked current. */
    async sessions(user: { id: number; sessionId: string }) {
      return (await refreshTokens.liveSessions(user.id)).map((session) => ({
        ...session,
        startedAt: session.startedAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        current: session.sessionId === user.sessionId,
      }));
    },

    /** Ends one of the staff member's own sessions (a phone left signed in); 404 for any other. */
    async endSession(user: { id: number; email: string }, sessionId: string, origin: RequestOrigin) {
      if (!(await refreshTokens.revokeSession(user.id, sessionId)))
        throw new AppError(404, "No such session of yours.");
      await securityLog.record({
        kind: "SIGN_OUT",
        userId: user.id,
        email: user.email,
        origin,
        detail: "another session",
      });
    },

    /** Ends every session of the staff member but the one asking; answers how many ended. */
    async endOtherSessions(
      user: { id: number; email: string; sessionId: string },
      origin: RequestOrigin,
    ): Promise<number> {
      const ended = await refreshTokens.revokeOthers(user.id, user.sessionId);
      if (ended > 0) {
        const detail = `${ended} other session${ended === 1 ? "" : "s"}`;
        await securityLog.record({ kind: "SIGN_OUT", userId: user.id, email: user.email, origin, detail });
      }
      return ended;
    },

    async me(id: number): Promise<SessionUser> {
      const user = await findUser(id);
      if (!user) throw new AppError(401, "Please sign in to continue.");
      return sessionUser(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
