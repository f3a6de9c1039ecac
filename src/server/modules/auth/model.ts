import { t } from "elysia";
import { USER_ROLES } from "../../../db/schema";
import { COOKIES } from "./session-cookies";

// Optional so a missing field gets the spec's own message ("Username and password are required").
export const loginBody = t.Object({
  username: t.Optional(t.String({ maxLength: 320, examples: ["admin@example.com"] })),
  password: t.Optional(t.String({ maxLength: 1024 })),
  rememberMe: t.Optional(t.Boolean({ default: false })),
});

export const refreshBody = t.Optional(
  t.Object({
    refreshToken: t.Optional(
      t.String({ maxLength: 200, description: "Read from the refresh_token cookie when absent" }),
    ),
  }),
);

export const sessionCookies = t.Cookie({
  [COOKIES.access]: t.Optional(t.String()),
  [COOKIES.refresh]: t.Optional(t.String()),
  [COOKIES.accessExpires]: t.Optional(t.String()),
  [COOKIES.username]: t.Optional(t.String()),
  [COOKIES.xsrf]: t.Optional(t.String()),
});

export const sessionUserRow = t.Object({
  id: t.Number(),
  email: t.String(),
  firstName: t.String(),
  lastName: t.String(),
  role: t.UnionEnum(USER_ROLES),
});

/** What the client learns about the signed-in user. */
export type SessionUser = typeof sessionUserRow.static;

/** One of the signed-in staff member's sessions (a browser or device signed in), on their Sessions page. */
export const liveSessionRow = t.Object({
  sessionId: t.String(),
  startedAt: t.String({ format: "date-time", description: "When it signed in" }),
  lastSeenAt: t.String({ format: "date-time", description: "Its last sign-in or renewal" }),
  address: t.Nullable(t.String({ description: "Where that came from (an IPv6 client as its /64)" })),
  userAgent: t.Nullable(t.String()),
  rememberMe: t.Boolean(),
  current: t.Boolean({ description: "The session asking" }),
});

export const sessionIdParams = t.Object({ sessionId: t.String({ minLength: 1, maxLength: 64 }) });
