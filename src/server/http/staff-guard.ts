import { jwt } from "@elysiajs/jwt";
import { Elysia, t } from "elysia";
import type { UserRole } from "../../db/schema";
import { can, type Permission, refusal } from "../../shared/permissions";
import { COOKIES, XSRF_HEADER } from "../../shared/session-names";
import { sameSecret } from "../secret-hash";
import { AppError } from "./app-error";
import { readCookie } from "./host-cookies";

export interface StaffUser {
  id: number;
  email: string;
  role: UserRole;
  /** The session (refresh-token family) this request's access token belongs to. */
  sessionId: string;
}

/**
 * The account behind a token, only while the token's session is alive: sign-out, a reused refresh token, a password
 * reset or an admin's change revoke the session's refresh tokens, and its access tokens end with them. Auth reads it
 * (`sessionAccountLookup`); the guard only asks.
 */
export type SessionAccountLookup = (
  userId: number,
  sessionId: string,
) => Promise<{ id: number; email: string; role: UserRole; status: string } | undefined>;

/** `sub`: the user's id; `sid`: the session (refresh-token family) the token was issued for. */
export const accessTokenPayload = t.Object({ sub: t.String(), sid: t.String() });

/** The JWT plugin that signs and checks access tokens; `accessJwt` on the context. */
export const accessJwt = (secret: string, seconds: number) =>
  jwt({ name: "accessJwt", secret, exp: `${seconds}s`, schema: accessTokenPayload });

/** The token of an `Authorization: Bearer …` header, if that is what the header holds. */
export const bearerToken = (header: string | undefined) =>
  header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** OpenAPI: either scheme signs a request in (both declared in api-docs.tsx). */
const SECURITY: Record<string, string[]>[] = [{ bearerAuth: [] }, { cookieAuth: [] }];
const SIGNED_IN = Symbol("signedInStaff");
type Marked = { [SIGNED_IN]?: StaffUser };

interface GuardContext {
  request: Request;
  headers: Record<string, string | undefined>;
  cookie: Record<string, { value?: unknown }>;
  accessJwt: { verify(token: string): Promise<unknown> };
}

/** A cookie's text value, or undefined when absent or empty. */
export const cookieText = (context: { cookie: Record<string, { value?: unknown }> }, name: string) =>
  readCookie(context.cookie, name);

/**
 * The access token of a request: a bearer token (API clients), else the `auth_token` cookie (the console).
 * A cookie is sent by the browser on its own, so a state-changing request that relies on it must also echo the
 * readable XSRF-TOKEN cookie in X-XSRF-TOKEN, which another site cannot read (docs/decisions/019-csrf.md).
 */
function accessToken(context: GuardContext): string | undefined {
  const bearer = bearerToken(context.headers.authorization);
  if (bearer) return bearer;
  const token = cookieText(context, COOKIES.access);
  if (token && !SAFE_METHODS.has(context.request.method)) {
    const echoed = context.headers[XSRF_HEADER];
    const expected = cookieText(context, COOKIES.xsrf);
    if (!echoed || !expected || !sameSecret(echoed, expected)) {
      throw new AppError(403, "This request is missing its security token. Please reload the page and try again.");
    }
  }
  return token;
}

/**
 * `{ staff: true }` on a route: the request must carry a valid access token of an active staff account,
 * else 401 (no or bad token) or 403 (account not active, or CSRF token missing). `{ can: "orders.status" }` also
 * needs a role the permission table (shared/permissions.ts) allows that action, the role read from the database on
 * every request, never from the token or the client.
 * The check runs at `transform`, before the body is validated, so a caller without a session learns nothing
 * about the route's input; `resolve` then hands the user to the handler.
 */
export const staffGuard = (sessionAccount: SessionAccountLookup, secret: string, accessTokenSeconds: number) => {
  async function authenticate(context: GuardContext): Promise<StaffUser> {
    const token = accessToken(context);
    if (!token) throw new AppError(401, "Please sign in to continue.");
    const payload = (await context.accessJwt.verify(token)) as { sub?: string; sid?: unknown; exp?: unknown } | false;
    const id = payload ? Number(payload.sub) : Number.NaN;
    // A token without an expiry would never end, however it was signed.
    if (!payload || !Number.isInteger(id) || typeof payload.exp !== "number" || typeof payload.sid !== "string") {
      throw new AppError(401, "Your session has expired. Please sign in again.");
    }
    const user = await sessionAccount(id, payload.sid);
    if (!user) throw new AppError(401, "Your session has expired. Please sign in again.");
    if (user.status !== "ACTIVE") throw new AppError(403, "This account is not active.");
    return { id: user.id, email: user.email, role: user.role, sessionId: payload.sid };
  }

  async function signIn(context: unknown, action?: Permission) {
    // Staff answers hold customers' details and accounts: no browser or shared cache may keep them.
    (context as { set: { headers: Record<string, string> } }).set.headers["cache-control"] = "private, no-store";
    const user = await authenticate(context as GuardContext);
    if (action && !can(user.role, action)) throw new AppError(403, refusal(action));
    (context as Marked)[SIGNED_IN] = user;
  }

  function signedIn(context: unknown) {
    const user = (context as Marked)[SIGNED_IN];
    if (!user) throw new AppError(401, "Please sign in to continue.");
    return { user };
  }

  /** The signed-in active staff member of a page request, or null (signed out, expired, not active). */
  async function staffOf(context: unknown): Promise<StaffUser | null> {
    try {
      return await authenticate(context as GuardContext);
    } catch (error) {
      if (error instanceof AppError && (error.status === 401 || error.status === 403)) return null;
      throw error;
    }
  }

  return new Elysia({ name: "staff-guard" })
    .use(accessJwt(secret, accessTokenSeconds))
    .decorate({ staffOf })
    .macro({
      staff: {
        detail: { security: SECURITY },
        transform: (context) => signIn(context),
        resolve: (context) => signedIn(context),
      },
      can: (action: Permission) => ({
        detail: { security: SECURITY },
        transform: (context) => signIn(context, action),
        resolve: (context) => signedIn(context),
      }),
    });
};

export type StaffGuard = ReturnType<typeof staffGuard>;
