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

/**
 * `{ staff: true }` on a route: the request must carry a valid access token of an active staff account,
 * else 401 (no or bad token) or 403 (account not active). The handler gets the `user`.
 */
export const staffGuard = (db: Db, secret: string, accessTokenMinutes: number) =>
  new Elysia({ name: "staff-guard" }).use(accessJwt(secret, accessTokenMinutes)).macro({
    staff: {
      detail: { security: [{ bearerAuth: [] }] },
      async resolve({ headers, accessJwt }) {
        const token = bearerToken(headers.authorization);
        if (!token) throw new AppError(401, "Please sign in to continue.");
        const payload = await accessJwt.verify(token);
        const id = payload ? Number(payload.sub) : Number.NaN;
        if (!Number.isInteger(id)) throw new AppError(401, "Your session has expired. Please sign in again.");
        const user = db
          .select({ id: users.id, email: users.email, role: users.role, status: users.status })
          .from(users)
          .where(eq(users.id, id))
          .get();
        if (!user) throw new AppError(401, "Your session has expired. Please sign in again.");
        if (user.status !== "ACTIVE") throw new AppError(403, "This account is not active.");
        return { user: { id: user.id, email: user.email, role: user.role } satisfies StaffUser };
      },
    },
  });

export type StaffGuard = ReturnType<typeof staffGuard>;
