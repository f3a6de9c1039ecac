import { Elysia, t } from "elysia";
import { AppError } from "../../http/app-error";
import { overHttps } from "../../http/client-address";
import { accepted, envelopeOf, ok } from "../../http/envelope";
import { readCookie } from "../../http/host-cookies";
import { requestOrigin } from "../../http/request-origin";
import type { StaffGuard } from "../../http/staff-guard";
import { deviceCookieOf } from "./device-cookie";
import {
  LOGIN_FIELDS_REQUIRED,
  liveSessionRow,
  loginBody,
  recoveryCodesRow,
  refreshBody,
  secondFactorStatusRow,
  secondStepBody,
  secondStepRow,
  sessionCookies,
  sessionIdParams,
  sessionUserRow,
  signedInRow,
} from "./model";
import { dropSecondStepTicket, keepSecondStepTicket } from "./second-step-cookie";
import { SECOND_STEP_COOKIE } from "./second-step-ticket";
import type { AuthService } from "./service";
import { COOKIES, clearSessionCookies } from "./session-cookies";
import { startSession } from "./start-session";

interface SessionOptions {
  accessTokenSeconds: number;
  proxyHops: number;
}

export const authRoutes = (auth: AuthService, guard: StaffGuard, { accessTokenSeconds, proxyHops }: SessionOptions) => {
  return new Elysia({ prefix: "/auth", tags: ["Authentication"] })
    .use(guard)
    .post(
      "/login",
      async (context) => {
        const { body, request } = context;
        const from = { ...requestOrigin(request, proxyHops), deviceCookie: deviceCookieOf(request) };
        const signedIn = await auth.login(body, from);
        if ("secondStep" in signedIn) {
          keepSecondStepTicket(context, signedIn.ticket, proxyHops);
          const next =
            signedIn.secondStep === "enrol"
              ? "Set up two-step sign-in: scan the code with an authenticator app."
              : "Enter the code from your authenticator app.";
          return accepted(signedIn, next);
        }
        await startSession(context, signedIn, { accessTokenSeconds, proxyHops, username: signedIn.user.email });
        return ok(signedIn.user, "Login successful!");
      },
      {
        transform({ body }) {
          const given = body as { username?: unknown; password?: unknown } | undefined;
          if (given?.username === undefined || given.password === undefined) {
            throw new AppError(400, LOGIN_FIELDS_REQUIRED);
          }
        },
        body: loginBody,
        cookie: sessionCookies,
        response: { 200: envelopeOf(sessionUserRow), 202: envelopeOf(secondStepRow) },
        detail: {
          summary: "Sign in with e-mail and password",
          description:
            "Sets the session cookies (auth_token, refresh_token, XSRF-TOKEN; 30 days with rememberMe) and returns " +
            "the access token in the Authorization header. An account with two-step sign-in (every ADMIN) gets 202 " +
            "instead: the second step's ticket, and for an account still to enrol, the authenticator's secret; " +
            "POST /auth/second-factor finishes the sign-in. 400 blank input, 401 wrong e-mail or password, " +
            "403 pending or disabled account, 423 locked after repeated failures, 429 too many attempts (Retry-After).",
        },
      },
    )
    .post(
      "/second-factor",
      async (context) => {
        const { body, request, cookie } = context;
        const from = { ...requestOrigin(request, proxyHops), deviceCookie: deviceCookieOf(request) };
        const ticket = body.ticket ?? readCookie(cookie, SECOND_STEP_COOKIE);
        const signedIn = await auth.completeSecondStep(ticket, body.code ?? "", from);
        dropSecondStepTicket(context, proxyHops);
        await startSession(context, signedIn, { accessTokenSeconds, proxyHops, username: signedIn.user.email });
        const data = { ...signedIn.user, ...(signedIn.recoveryCodes && { recoveryCodes: signedIn.recoveryCodes }) };
        return ok(data, signedIn.recoveryCodes ? "Two-step sign-in is on." : "Login successful!");
      },
      {
        body: secondStepBody,
        cookie: sessionCookies,
        response: envelopeOf(signedInRow),
        detail: {
          summary: "Finish a two-step sign-in with the authenticator's code or a recovery code",
          description:
            "Each code works once. At enrolment the answer carries ten recovery codes, shown this once. " +
            "401 wrong code or the ticket ended (sign in again), 423/429 as for the password.",
        },
      },
    )
    .get("/second-factor", async ({ user }) => ok(await auth.secondFactorStatus(user)), {
      staff: true,
      response: envelopeOf(secondFactorStatusRow),
      detail: { summary: "My two-step sign-in: on or not, since when, recovery codes left" },
    })
    .post(
      "/second-factor/recovery-codes",
      async ({ user, request }) =>
        ok(
          { recoveryCodes: await auth.replaceRecoveryCodes(user, requestOrigin(request, proxyHops)) },
          "New recovery codes: the old ones no longer work.",
        ),
      {
        staff: true,
        response: envelopeOf(recoveryCodesRow),
        detail: { summary: "Ten new recovery codes for me, shown once; the old ones stop working" },
      },
    )
    .post(
      "/refresh",
      async (context) => {
        const token = context.body?.refreshToken ?? readCookie(context.cookie, COOKIES.refresh);
        const signedIn = await auth.refresh(token, requestOrigin(context.request, proxyHops));
        await startSession(context, signedIn, { accessTokenSeconds, proxyHops });
        return ok(signedIn.user, "Session refreshed");
      },
      {
        body: refreshBody,
        cookie: sessionCookies,
        response: envelopeOf(sessionUserRow),
        detail: {
          summary: "Swap a refresh token for a new access token and refresh token",
          description:
            "The refresh token comes from the refresh_token cookie or the body. Each token works once: a reused " +
            "one ends the whole session (401).",
        },
      },
    )
    .post(
      "/logout",
      async (context) => {
        const token = context.body?.refreshToken ?? readCookie(context.cookie, COOKIES.refresh);
        await auth.logout(token, requestOrigin(context.request, proxyHops));
        clearSessionCookies(context.cookie, overHttps(context.request, proxyHops));
        return ok(null, "Signed out");
      },
      {
        body: refreshBody,
        cookie: sessionCookies,
        response: envelopeOf(t.Null()),
        detail: { summary: "Sign out: ends the session and clears its cookies" },
      },
    )
    .get("/sessions", async ({ user }) => ok(await auth.sessions(user)), {
      staff: true,
      response: envelopeOf(t.Array(liveSessionRow)),
      detail: { summary: "My sessions: each browser or device signed in, the current one marked" },
    })
    .delete(
      "/sessions/:sessionId",
      async ({ user, params, request }) => {
        await auth.endSession(user, params.sessionId, requestOrigin(request, proxyHops));
        return ok(null, "Signed out there.");
      },
      {
        staff: true,
        params: sessionIdParams,
        response: envelopeOf(t.Null()),
        detail: { summary: "Sign out one of my sessions (it ends at once); 404 for a session that is not mine" },
      },
    )
    .post(
      "/sessions/sign-out-others",
      async ({ user, request }) => {
        const ended = await auth.endOtherSessions(user, requestOrigin(request, proxyHops));
        return ok({ ended }, ended === 0 ? "No other session was open." : `Signed out everywhere else (${ended}).`);
      },
      {
        staff: true,
        response: envelopeOf(t.Object({ ended: t.Number() })),
        detail: { summary: "Sign out every session of mine but this one" },
      },
    )
    .get("/me", async ({ user }) => ok(await auth.me(user.id)), {
      staff: true,
      response: envelopeOf(sessionUserRow),
      detail: { summary: "The signed-in staff member" },
    });
};
