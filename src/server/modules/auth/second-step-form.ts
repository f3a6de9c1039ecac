import { Elysia } from "elysia";
import { returnPath } from "../../../shared/return-to";
import { REDIRECT_PARAM, TWO_STEP_PATH, TWO_STEP_SETTINGS_PATH } from "../../../shared/routes";
import { AppError } from "../../http/app-error";
import { readCookie } from "../../http/host-cookies";
import { fromThisSite } from "../../http/same-site";
import { requestOrigin } from "../security-log";
import { deviceCookieOf } from "./device-cookie";
import { sessionCookies } from "./model";
import { dropSecondStepTicket } from "./second-step-cookie";
import { SECOND_STEP_COOKIE } from "./second-step-ticket";
import type { AuthService } from "./service";
import { SIGN_IN_FAILED_PARAM, SIGN_IN_WAIT_PARAM, seeOther } from "./sign-in-form";
import type { StaffGuard } from "./staff-guard";
import { startSession } from "./start-session";

interface SecondStepFormOptions {
  accessTokenSeconds: number;
  proxyHops: number;
}

/**
 * `POST /security/two-step`: the second step's form without JavaScript, as the API's `/auth/second-factor`. On
 * success 303 to the remembered page (or, just enrolled, to the two-step page, where recovery codes are made);
 * else back to the form with the failure's status.
 */
export const secondStepForm = (
  auth: AuthService,
  guard: StaffGuard,
  { accessTokenSeconds, proxyHops }: SecondStepFormOptions,
) =>
  new Elysia({ name: "second-step-form" }).use(guard).post(
    TWO_STEP_PATH,
    async (context) => {
      const { request, body, cookie } = context;
      const form = new URLSearchParams(typeof body === "string" ? body : "");
      const redirectUrl = form.get(REDIRECT_PARAM) ?? "";
      try {
        if (!fromThisSite(request)) throw new AppError(403, "Sign in from the shop's own sign-in page.");
        const signedIn = auth.completeSecondStep(readCookie(cookie, SECOND_STEP_COOKIE), form.get("code") ?? "", {
          ...requestOrigin(request, proxyHops),
          deviceCookie: deviceCookieOf(request),
        });
        dropSecondStepTicket(context, proxyHops);
        await startSession(context, signedIn, { accessTokenSeconds, proxyHops, username: signedIn.user.email });
        return seeOther(signedIn.recoveryCodes ? TWO_STEP_SETTINGS_PATH : returnPath(redirectUrl));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const back = new URLSearchParams({ [SIGN_IN_FAILED_PARAM]: String(error.status) });
        const wait = error.headers?.["retry-after"];
        if (wait) back.set(SIGN_IN_WAIT_PARAM, wait);
        if (redirectUrl) back.set(REDIRECT_PARAM, redirectUrl);
        return seeOther(`${TWO_STEP_PATH}?${back}`);
      }
    },
    { parse: "text", cookie: sessionCookies, detail: { hide: true } },
  );
