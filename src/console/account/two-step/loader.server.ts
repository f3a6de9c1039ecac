import { SECOND_STEP_COOKIE, SIGN_IN_FAILED_PARAM, SIGN_IN_WAIT_PARAM } from "../../../server/modules/auth";
import { statusParam } from "../../../server/pages/loaders/form-state";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { secondStepMessage } from "../../../shared/sign-in-messages";

export const loader = pageLoader({
  load: async ({ services, cookie, query }) => {
    // The ticket the password earned (an HttpOnly cookie): no ticket still in time means signing in again.
    const step = await services.auth.secondStepOf(cookie(SECOND_STEP_COOKIE));
    const failed = statusParam(query.get(SIGN_IN_FAILED_PARAM));
    const wait = Number(query.get(SIGN_IN_WAIT_PARAM)) || undefined;
    return {
      step: step?.secondStep ?? null,
      enrolment: step?.enrolment ?? null,
      failure: failed === null ? null : secondStepMessage(failed, undefined, wait),
    };
  },
});
