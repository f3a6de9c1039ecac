import { Elysia, t } from "elysia";
import { overHttps } from "../../http/client-address";
import { envelopeOf, ok } from "../../http/envelope";
import { requestOrigin } from "../security-log";
import { deviceCookieOf } from "./device-cookie";
import { liveSessionRow, loginBody, refreshBody, sessionCookies, sessionIdParams, sessionUserRow } from "./model";
import type { AuthService } from "./service";
import { COOKIES, clearSessionCookies } from "./session-cookies";
import type { StaffGuard } from "./staff-guard";
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
        await startSession(context, signedIn, { accessTokenSeconds, proxyHops, username: signedIn.user.email });
        return ok(signedIn.user, "Login successful!");
      },
      {
        body: loginBody,
        cookie: sessionCookies,
        response: envelopeOf(sessionUserRow),
        detail: {
          summary: "Sign in with e-mail and password",
          description:
            "Sets the session cookies (auth_token, refresh_token, XSRF-TOKEN; 30 days with rememberMe) and returns " +
            "the access token in the Authorization header. 400 blank input, 401 wrong e-mail or password, " +
            "403 pending or disabled account, 423 locked after repeated failures, 429 too many attempts (Retry-After).",
        },
      },
    )
    .post(
      "/refresh",
      async (context) => {
        const token = context.body?.refreshToken ?? context.cookie[COOKIES.refresh].value;
        const signedIn = auth.refresh(token, requestOrigin(context.request, proxyHops));
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
      (context) => {
        const token = context.body?.refreshToken ?? context.cookie[COOKIES.refresh].value;
        auth.logout(token, requestOrigin(context.request, proxyHops));
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
    .get("/sessions", ({ user }) => ok(auth.sessions(user)), {
      staff: true,
      response: envelopeOf(t.Array(liveSessionRow)),
      detail: { summary: "My sessions: each browser or device signed in, the current one marked" },
    })
    .delete(
      "/sessions/:sessionId",
      ({ user, params, request }) => {
        auth.endSession(user, params.sessionId, requestOrigin(request, proxyHops));
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
      ({ user, request }) => {
        const ended = auth.endOtherSessions(user, requestOrigin(request, proxyHops));
        return ok({ ended }, ended === 0 ? "No other session was open." : `Signed out everywhere else (${ended}).`);
      },
      {
        staff: true,
        response: envelopeOf(t.Object({ ended: t.Number() })),
        detail: { summary: "Sign out every session of mine but this one" },
      },
    )
    .get("/me", ({ user }) => ok(auth.me(user.id)), {
      staff: true,
      response: envelopeOf(sessionUserRow),
      detail: { summary: "The signed-in staff member" },
    });
};
