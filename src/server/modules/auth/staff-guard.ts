import { jwt } from "@elysiajs/jwt";
import { eq } from "drizzle-orm";
import { Elysia, t } from "elysia";
import type { Db } from "../../../db/database";
import { type UserRole, users } from "../../../db/schema";
import { AppError } from "../../http/app-error";

export interface StaffUser {
  id: number;
  email: string;
  role: UserRole;
}

export const accessTokenPayload = t.Object({ sub: t.String() });

/** The JWT plugin that signs and checks access tokens; `accessJwt` on the context. */
export const accessJwt = (secret: string, minutes: number) =>
  jwt({ name: "accessJwt", secret, exp: `${minutes}m`, schema: accessTokenPayload });

const bearerToken = (header: string | undefined) =>
  header?.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : undefined;

const SIGNED_IN = Symbol("signedInStaff");
type Marked = { [SIGNED_IN]?: StaffUser };

/**
 * `{ staff: true }` on a route: the request must carry a valid access token of an active staff account,
 * else 401 (no or bad token) or 403 (account not active). The handler gets the `user`.
 * The check runs at `transform`, before the body is validated, so a caller without a session learns nothing
 * about the route's input; `resolve` then hands the user to the handler.
 */
export const staffGuard = (db: Db, secret: string, accessTokenMinutes: number) => {
  async function authenticate(authorization: string | undefined, verify: (token: string) => Promise<unknown>) {
    const token = bearerToken(authorization);
    if (!token) throw new AppError(401, "Please sign in to continue.");
    const payload = (await verify(token)) as { sub?: string } | false;
    const id = payload ? Number(payload.sub) : Number.NaN;
    if (!Number.isInteger(id)) throw new AppError(401, "Your session has expired. Please sign in again.");
    const user = db
      .select({ id: users.id, email: users.email, role: users.role, status: users.status })
      .from(users)
      .where(eq(users.id, id))
      .get();
    if (!user) throw new AppError(401, "Your session has expired. Please sign in again.");
    if (user.status !== "ACTIVE") throw new AppError(403, "This account is not active.");
    return { id: user.id, email: user.email, role: user.role } satisfies StaffUser;
  }

  return new Elysia({ name: "staff-guard" }).use(accessJwt(secret, accessTokenMinutes)).macro({
    staff: {
      detail: { security: [{ bearerAuth: [] }] },
      async transform(context) {
        (context as Marked)[SIGNED_IN] = await authenticate(context.headers.authorization, (token) =>
          context.accessJwt.verify(token),
        );
      },
      resolve(context) {
        const user = (context as Marked)[SIGNED_IN];
        if (!user) throw new AppError(401, "Please sign in to continue.");
        return { user };
      },
    },
  });
};

export type StaffGuard = ReturnType<typeof staffGuard>;
