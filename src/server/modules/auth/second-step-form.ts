import { Elysia } from "elysia";
import { REDIRECT_PARAM, TWO_STEP_PATH, TWO_STEP_SETTINGS_PATH } from "../../../shared/paths";
import { returnPath } from "../../../shared/return-to";
import { AppError } from "../../http/app-error";
import { readCookie } from "../../http/host-cookies";
import { requestOrigin } from "../../http/request-origin";
import { fromThisSite } from "../../http/same-site";
import type { StaffGuard } from "../../http/staff-guard";
import { deviceCookieOf } from "./device-cookie";
import { sessionCookies } from "./model";
import { dropSecondStepTicket } from "./second-step-cookie";
import { SECOND_STEP_COOKIE } from "./second-step-ticket";
import type { AuthService } from "./service";
import { backToForm, seeOther } from "./sign-in-form";
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
        const signedIn = await auth.completeSecondStep(readCookie(cookie, SECOND_STEP_COOKIE), form.get("code") ?? "", {
          ...requestOrigin(request, proxyHops),
          deviceCookie: deviceCookieOf(request),
        });
        dropSecondStepTicket(context, proxyHops);
        await startSession(context, signedIn, { accessTokenSeconds, proxyHops, username: signedIn.user.email });
        return seeOther(signedIn.recoveryCodes ? TWO_STEP_SETTINGS_PATH : returnPath(redirectUrl));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return backToForm(TWO_STEP_PATH, error, redirectUrl);
      }
    },
    { parse: "text", cookie: sessionCookies, detail: { hide: true } },
  );
