import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { users } from "../../../db/schema";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import { AppError } from "../../http/app-error";
import type { RateLimiter } from "../../http/rate-limiter";
import { normalizeEmail } from "../input-rules";
import { type AddressLockouts, afterFailure, CLEAR_FAILURES, isLocked } from "./lockout";
import type { SessionUser } from "./model";
import type { Passwords } from "./passwords";
import type { IssuedRefreshToken, RefreshTokens } from "./refresh-tokens";

export interface SignedIn {
  user: SessionUser;
  refresh: IssuedRefreshToken;
}

export interface LoginInput {
  username?: string;
  password?: string;
  rememberMe?: boolean;
}

export const INVALID_CREDENTIALS = "Invalid username or password.";
export const ACCOUNT_LOCKED = "Account is temporarily locked due to multiple failed attempts.";
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

export const findUserByEmail = (db: Db, email: string) =>
  db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .get();

interface AuthDeps {
  db: Db;
  passwords: Passwords;
  refreshTokens: RefreshTokens;
  clock: Clock;
  limits: Config["auth"];
  /** Sign-in requests per client address. */
  throttle: RateLimiter;
  /** Each address's lock on each account (shared with the staff screens, which show and lift them). */
  addressLockouts: AddressLockouts;
}

/** Sign-in, token refresh and sign-out (docs/architecture.md, decisions 7 and 9). Access tokens are signed by the routes. */
export function createAuthService({
  db,
  passwords,
  refreshTokens,
  clock,
  limits,
  throttle,
  addressLockouts,
}: AuthDeps) {
  const findUser = (id: number) => db.select().from(users).where(eq(users.id, id)).get();
  const accountLimits = { ...limits, lockoutFailures: limits.accountLockoutFailures };

  /** The account's own count (kept in the database) is the slower, global backoff across every address. */
  function recordFailure(id: number, address: string) {
    addressLockouts.recordFailure(id, address, clock());
    // Read again after the (async) password check, so concurrent failures all count.
    const user = findUser(id);
    if (!user) return;
    db.update(users)
      .set(afterFailure(user, clock(), accountLimits))
      .where(eq(users.id, id))
      .run();
  }

  return {
    async login(input: LoginInput, address: string): Promise<SignedIn> {
      throttle.enforce(address, TOO_MANY_ATTEMPTS);
      const username = input.username?.trim() ?? "";
      const password = input.password ?? "";
      if (!username || !password.trim()) throw new AppError(400, "Username and password are required");

      const user = findUserByEmail(db, username);
      if (!user) {
        await passwords.verifyNothing(password);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      const now = clock();
      const lockEnds = Math.max(
        isLocked(user, now) ? (user.lockedUntil?.getTime() ?? 0) : 0,
        addressLockouts.lockedUntil(user.id, address, now)?.getTime() ?? 0,
      );
      if (lockEnds > now.getTime()) {
        const seconds = Math.ceil((lockEnds - now.getTime()) / 1000);
        throw new AppError(423, ACCOUNT_LOCKED, undefined, { "retry-after": String(seconds) });
      }
      if (!(await passwords.verify(password, user.passwordHash))) {
        recordFailure(user.id, address);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      addressLockouts.clear(user.id, address);
      if (user.failedLogins > 0 || user.lockedUntil) {
        db.update(users).set(CLEAR_FAILURES).where(eq(users.id, user.id)).run();
      }
      const refused = inactiveAccount(user);
      if (refused) throw refused;
      return { user: sessionUser(user), refresh: refreshTokens.issue(user.id, input.rememberMe === true) };
    },

    refresh(token: string | undefined): SignedIn {
      if (!token) throw new AppError(401, "No refresh token available");
      const refresh = refreshTokens.rotate(token);
      const user = findUser(refresh.userId);
      const refused = user ? inactiveAccount(user) : new AppError(401, "Your session has ended. Please sign in again.");
      if (refused || !user) {
        refreshTokens.revokeAllFor(refresh.userId);
        throw refused;
      }
      return { user: sessionUser(user), refresh };
    },

    logout(token: string | undefined) {
      if (token) refreshTokens.revoke(token);
    },

    me(id: number): SessionUser {
      const user = findUser(id);
      if (!user) throw new AppError(401, "Please sign in to continue.");
      return sessionUser(user);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
