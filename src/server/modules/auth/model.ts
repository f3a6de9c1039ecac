import { t } from "elysia";
import { USER_ROLES } from "../../../db/schema";
import { SECOND_STEP_COOKIE } from "./second-step-ticket";
import { COOKIES } from "./session-cookies";

export const LOGIN_FIELDS_REQUIRED = "Username and password are required";

// Required, as the API document says; a missing one gets the spec's own message from the route (before validation).
export const loginBody = t.Object({
  username: t.String({ maxLength: 320, examples: ["admin@example.com"] }),
  password: t.String({ maxLength: 1024 }),
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
  [SECOND_STEP_COOKIE]: t.Optional(t.String()),
});

export const sessionUserRow = t.Object(
  {
    id: t.Number(),
    email: t.String(),
    firstName: t.String(),
    lastName: t.String(),
    role: t.UnionEnum(USER_ROLES),
  },
  { title: "SessionUser" },
);

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

/** A right password for an account that signs in in two steps (202): what the second step asks. */
export const secondStepRow = t.Object({
  secondStep: t.UnionEnum(["code", "enrol"], {
    description: "code: the authenticator's code (or a recovery code); enrol: set up an authenticator first",
  }),
  ticket: t.String({ description: "Send back with the code (also set as the second_step cookie); ends in 5 minutes" }),
  enrolment: t.Optional(
    t.Object({
      secret: t.String({ description: "The authenticator's secret (base32), to type in instead of scanning" }),
      uri: t.String({ description: "otpauth:// URI, as the QR code holds it" }),
      qrSvg: t.String({ description: "The QR code as SVG" }),
    }),
  ),
});

export const secondStepBody = t.Object({
  // Optional so a missing ticket answers 401 before the code is looked at.
  code: t.Optional(t.String({ maxLength: 40, description: "6 digits from the authenticator, or a recovery code" })),
  ticket: t.Optional(t.String({ maxLength: 200, description: "Read from the second_step cookie when absent" })),
});

export const signedInRow = t.Object({
  ...sessionUserRow.properties,
  recoveryCodes: t.Optional(t.Array(t.String(), { description: "At enrolment only: ten one-time codes, shown once" })),
});

export const secondFactorStatusRow = t.Object({
  enabled: t.Boolean(),
  enabledAt: t.Nullable(t.String({ format: "date-time" })),
  recoveryCodesLeft: t.Number(),
  required: t.Boolean({ description: "Whether the account's role must use it" }),
});

export const recoveryCodesRow = t.Object({ recoveryCodes: t.Array(t.String()) });
