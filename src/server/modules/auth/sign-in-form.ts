import { Elysia } from "elysia";
import { REDIRECT_PARAM, SIGN_IN_PATH, TWO_STEP_PATH } from "../../../shared/paths";
import { returnPath } from "../../../shared/return-to";
import { AppError } from "../../http/app-error";
import { requestOrigin } from "../../http/request-origin";
import { fromThisSite } from "../../http/same-site";
import type { StaffGuard } from "../../http/staff-guard";
import { deviceCookieOf } from "./device-cookie";
import { sessionCookies } from "./model";
import { keepSecondStepTicket } from "./second-step-cookie";
import type { AuthService } from "./service";
import { startSession } from "./start-session";

/** The query the sign-in page reads a failed form post from: the status, and the seconds to wait. */
export const SIGN_IN_FAILED_PARAM = "failed";
export const SIGN_IN_WAIT_PARAM = "wait";

/** Back to a sign-in form (`path`) after a failure: its status and the seconds to wait, keeping where to go next. */
export function backToForm(path: string, error: AppError, redirectUrl: string): Response {
  const back = new URLSearchParams({ [SIGN_IN_FAILED_PARAM]: String(error.status) });
  const wait = error.headers?.["retry-after"];
  if (wait) back.set(SIGN_IN_WAIT_PARAM, wait);
  if (redirectUrl) back.set(REDIRECT_PARAM, redirectUrl);
  return seeOther(`${path}?${back}`);
}

export const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });

interface SignInFormOptions {
  accessTokenSeconds: number;
  proxyHops: number;
}

/**
 * `POST /sign-in`: the sign-in page's form without JavaScript. It signs in as the API does (same throttle, lockout
 * and cookies), then answers 303 to the remembered page, or back to the form with the failure's status in the query.
 */
export const signInForm = (
  auth: AuthService,
  guard: StaffGuard,
  { accessTokenSeconds, proxyHops }: SignInFormOptions,
) =>
  new Elysia({ name: "sign-in-form" }).use(guard).post(
    SIGN_IN_PATH,
    async (context) => {
      const { request, body } = context;
      // Read as text: Elysia's form parsing would turn a password like "12345678901" into a number.
      const form = new URLSearchParams(typeof body === "string" ? body : "");
      const redirectUrl = form.get(REDIRECT_PARAM) ?? "";
      const target = returnPath(redirectUrl);
      try {
        if (!fromThisSite(request)) throw new AppError(403, "Sign in from the shop's own sign-in page.");
        const signedIn = await auth.login(
          {
            username: form.get("username") ?? "",
            password: form.get("password") ?? "",
            rememberMe: form.get("rememberMe") === "on",
          },
          { ...requestOrigin(request, proxyHops), deviceCookie: deviceCookieOf(request) },
        );
        if ("secondStep" in signedIn) {
          keepSecondStepTicket(context, signedIn.ticket, proxyHops);
          const next = new URLSearchParams(redirectUrl ? { [REDIRECT_PARAM]: redirectUrl } : {});
          return seeOther(next.size ? `${TWO_STEP_PATH}?${next}` : TWO_STEP_PATH);
        }
        await startSession(context, signedIn, { accessTokenSeconds, proxyHops, username: signedIn.user.email });
        return seeOther(target);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return backToForm(SIGN_IN_PATH, error, redirectUrl);
      }
    },
    { parse: "text", cookie: sessionCookies, detail: { hide: true } },
  );
