import { eq, sql } from "drizzle-orm";
import type { Db, DbTx } from "../../../db/database";
import { users } from "../../../db/schema";
import type { Clock } from "../../clock";
import { AppError } from "../../http/app-error";
import type { RateLimiter } from "../../http/rate-limiter";
import { normalizeEmail } from "../input-rules";
import type { DeviceCookies } from "./device-cookie";
import type { SignInGuard } from "./lockout";
import type { SessionUser } from "./model";
import type { Passwords } from "./passwords";
import type { IssuedRefreshToken, RefreshTokens } from "./refresh-tokens";

export interface SignedIn {
  user: SessionUser;
  refresh: IssuedRefreshToken;
  /** At sign-in: the device cookie's new value for this browser (device-cookie.ts). */
  device?: string;
}

/** Where a sign-in comes from: the client's address and the device cookie its browser sent, if any. */
export interface SignInFrom {
  address: string;
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

export const findUserByEmail = (db: Db | DbTx, email: string) =>
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
  /** Sign-in requests per client address. */
  throttle: RateLimiter;
  /** Locks and slow-downs by e-mail (shared with the staff screens, which show and lift them). */
  signInGuard: SignInGuard;
  deviceCookies: DeviceCookies;
}

/** Sign-in, token refresh and sign-out (docs/architecture.md, decisions 7 and 9). Access tokens are signed by the routes. */
export function createAuthService({
  db,
  passwords,
  refreshTokens,
  clock,
  throttle,
  signInGuard,
  deviceCookies,
}: AuthDeps) {
  const findUser = (id: number) => db.select().from(users).where(eq(users.id, id)).get();

  return {
    /**
     * Unknown and known e-mails are answered alike, locks and slow-downs included (lockout.ts): the attempt is
     * counted before the password is checked, and a right password takes the count back.
     */
    async login(input: LoginInput, from: SignInFrom): Promise<SignedIn> {
      throttle.enforce(from.address, TOO_MANY_ATTEMPTS);
      const username = input.username?.trim() ?? "";
      const password = input.password ?? "";
      if (!username || !password.trim()) throw new AppError(400, "Username and password are required");

      const email = normalizeEmail(username);
      const user = findUserByEmail(db, username);
      const client = {
        address: from.address,
        device: user ? deviceCookies.deviceOf(from.deviceCookie, user.id) : undefined,
      };
      signInGuard.begin(email, client, clock());
      if (!user) {
        await passwords.verifyNothing(password);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      if (!(await passwords.verify(password, user.passwordHash))) throw new AppError(401, INVALID_CREDENTIALS);
      signInGuard.succeeded(email, client, clock());
      const refused = inactiveAccount(user);
      if (refused) throw refused;
      return {
        user: sessionUser(user),
        refresh: refreshTokens.issue(user.id, input.rememberMe === true),
        device: deviceCookies.issue(user.id),
      };
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
