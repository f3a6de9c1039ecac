import { type Cookie, Elysia, t } from "elysia";
import { clientAddress, overHttps } from "../../http/client-address";
import { created, envelopeOf, ok, pageOf } from "../../http/envelope";
import type { RateLimiter } from "../../http/rate-limiter";
import { requestOrigin } from "../../http/request-origin";
import type { StaffGuard } from "../../http/staff-guard";
import { answerNoSoonerThan } from "../../http/steady-answer";
import type { BotCheckGuard } from "../bot-check";
import {
  emailCodeQuery,
  emailQuery,
  newPasswordBody,
  registerBody,
  roleBody,
  secondFactorPolicyRow,
  signUpReceipt,
  staffPageQuery,
  staffRow,
  userIdParams,
} from "./model";
import { CODE_SENT, type PasswordReset, RESET_ANSWER_MS } from "./password-reset";
import type { StaffAccounts } from "./staff-accounts";

const TOO_MANY = "Too many requests. Try again later.";
export const SIGN_UP_RECEIVED =
  "Thank you. An admin must activate the account before you can sign in; we have e-mailed you about it.";

interface UserRouteDeps {
  accounts: StaffAccounts;
  reset: PasswordReset;
  guard: StaffGuard;
  /** The sign-in throttle: the public account paths count against the same per-address budget. */
  throttle: RateLimiter;
  botChecked: BotCheckGuard;
  proxyHops: number;
  /** Marks a browser as one of the account's devices (the sign-in feature's device cookie, given by api.ts). */
  keepDeviceCookie: (jar: Record<string, Cookie<unknown>>, value: string, secure: boolean) => void;
}

export const userRoutes = ({
  accounts,
  reset,
  guard,
  throttle,
  botChecked,
  proxyHops,
  keepDeviceCookie,
}: UserRouteDeps) => {
  /** The admin doing it and from where, for the security log. */
  const byAdmin = (user: { id: number }, request: Request) => ({
    actorId: user.id,
    origin: requestOrigin(request, proxyHops),
  });
  return new Elysia({ prefix: "/users", tags: ["Staff accounts"] })
    .use(guard)
    .use(botChecked)
    .macro({
      /** Public account paths count against the sign-in throttle's per-address budget, before their input is read. */
      throttled: {
        async transform({ request }) {
          await throttle.enforce(clientAddress(request, proxyHops), TOO_MANY);
        },
      },
    })
    .post(
      "/register",
      async ({ body, request }) =>
        created(await accounts.register(body, requestOrigin(request, proxyHops)), SIGN_UP_RECEIVED),
      {
        throttled: true,
        botChecked: true,
        body: registerBody,
        response: { 201: envelopeOf(signUpReceipt) },
        detail: {
          summary: "Sign up: creates a pending STAFF account (public)",
          description:
            "The account cannot sign in (403) until an admin activates it. A taken e-mail gets the same answer, and its owner an e-mail: sign-up never tells which addresses have accounts.",
        },
      },
    )
    .post(
      "/forgot-password-verify",
      async ({ query }) => {
        await answerNoSoonerThan(RESET_ANSWER_MS, () => reset.requestCode(query.email));
        return ok(null, CODE_SENT);
      },
      {
        throttled: true,
        botChecked: true,
        query: emailQuery,
        response: envelopeOf(t.Null()),
        detail: {
          summary: "Send a password reset code by e-mail (public)",
          description: "Always 200, whether or not the account exists. The 6-digit code works for 15 minutes.",
        },
      },
    )
    .post(
      "/resend",
      async ({ query }) => {
        await answerNoSoonerThan(RESET_ANSWER_MS, () => reset.resend(query.email));
        return ok(null, CODE_SENT);
      },
      {
        throttled: true,
        query: emailQuery,
        response: envelopeOf(t.Null()),
        detail: { summary: "Send a new reset code; the previous one stops working (public)" },
      },
    )
    .post(
      "/verify-reset",
      async ({ query }) => {
        await reset.verify(query.email, query.code);
        return ok(null, "Code accepted. Choose a new password.");
      },
      {
        throttled: true,
        query: emailCodeQuery,
        response: envelopeOf(t.Null()),
        detail: { summary: "Check a reset code (public); 400 when wrong or expired, the fifth wrong try voids it" },
      },
    )
    .post(
      "/reset-password",
      async ({ query, body, request, cookie }) => {
        const { device } = await reset.reset(query.email, query.code, body.password, requestOrigin(request, proxyHops));
        keepDeviceCookie(cookie, device, overHttps(request, proxyHops));
        return ok(null, "Password changed. Sign in with your new password.");
      },
      {
        throttled: true,
        query: emailCodeQuery,
        response: envelopeOf(t.Null()),
        body: newPasswordBody,
        detail: { summary: "Set a new password with a valid reset code (public); ends every session of the account" },
      },
    )
    .get("/get-all-users", async ({ query }) => ok(await accounts.list({ ...query, status: query.status })), {
      can: "staff.manage",
      query: staffPageQuery,
      response: pageOf(staffRow),
      detail: { summary: "Staff accounts, paged; pending ones first (admin)" },
    })
    .put(
      "/activate-user/:id",
      async ({ params, user, request }) =>
        ok(await accounts.activate(params.id, byAdmin(user, request)), "Account activated"),
      {
        can: "staff.manage",
        params: userIdParams,
        response: envelopeOf(staffRow),
        detail: { summary: "Let a pending or disabled account sign in (admin)" },
      },
    )
    .put(
      "/disable-user/:id",
      async ({ params, user, request }) =>
        ok(await accounts.disable(params.id, byAdmin(user, request)), "Account disabled"),
      {
        can: "staff.manage",
        params: userIdParams,
        response: envelopeOf(staffRow),
        detail: { summary: "Stop an account signing in and end its sessions (admin); 409 for the last active admin" },
      },
    )
    .put(
      "/unlock-user/:id",
      async ({ params, user, request }) =>
        ok(await accounts.unlock(params.id, byAdmin(user, request)), "Account unlocked"),
      {
        can: "staff.manage",
        params: userIdParams,
        response: envelopeOf(staffRow),
        detail: { summary: "Lift every sign-in lock on an account, from every address (admin)" },
      },
    )
    .put(
      "/change-user-role/:id",
      async ({ params, body, user, request }) =>
        ok(await accounts.changeRole(params.id, body.role, byAdmin(user, request)), "Role changed"),
      {
        can: "staff.manage",
        params: userIdParams,
        body: roleBody,
        response: envelopeOf(staffRow),
        detail: { summary: "Make an account ADMIN or STAFF (admin); 409 when demoting the last active admin" },
      },
    )
    .put(
      "/reset-second-factor/:id",
      async ({ params, user, request }) =>
        ok(await accounts.resetSecondFactor(params.id, byAdmin(user, request)), "Two-step sign-in reset"),
      {
        can: "staff.manage",
        params: userIdParams,
        response: envelopeOf(staffRow),
        detail: {
          summary:
            "Turn off someone's two-step sign-in (a lost phone): their sessions end and they set it up again (admin)",
          description: "409 for one's own: another admin must do it.",
        },
      },
    )
    .get("/second-factor-policy", async () => ok(await accounts.secondFactorPolicy()), {
      can: "staff.manage",
      response: envelopeOf(secondFactorPolicyRow),
      detail: { summary: "Whether STAFF accounts must sign in in two steps too (admin)" },
    })
    .put(
      "/second-factor-policy",
      async ({ body, user, request }) =>
        ok(await accounts.setSecondFactorPolicy(body.requiredForStaff, byAdmin(user, request)), "Saved"),
      {
        can: "staff.manage",
        body: secondFactorPolicyRow,
        response: envelopeOf(secondFactorPolicyRow),
        detail: {
          summary: "Make STAFF accounts sign in in two steps too, or not (admin); they enrol at their next sign-in",
        },
      },
    )
    .put(
      "/set-user-password/:id",
      async ({ params, body, user, request }) =>
        ok(await accounts.setPassword(params.id, body.password, byAdmin(user, request)), "Password set"),
      {
        can: "staff.manage",
        params: userIdParams,
        body: newPasswordBody,
        response: envelopeOf(staffRow),
        detail: { summary: "Set someone's password (admin); their sessions end" },
      },
    );
};
