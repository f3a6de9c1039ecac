import { SIGN_IN_FAILED_PARAM, SIGN_IN_WAIT_PARAM } from "../../../server/modules/auth";
import { statusParam } from "../../../server/pages/loaders/form-state";
import { pageLoader } from "../../../server/pages/loaders/loader";
import { COOKIES } from "../../../shared/session-names";
import { signInMessage } from "../../../shared/sign-in-messages";

export const loader = pageLoader({
  load: ({ cookie, query }) => {
    // A form posted without JavaScript comes back here with its failure's status (sign-in-form.ts).
    const failed = statusParam(query.get(SIGN_IN_FAILED_PARAM));
    const wait = Number(query.get(SIGN_IN_WAIT_PARAM)) || undefined;
    return {
      rememberedUsername: cookie(COOKIES.username) ?? "",
      failure: failed === null ? null : signInMessage(failed, undefined, wait),
    };
  },
});
