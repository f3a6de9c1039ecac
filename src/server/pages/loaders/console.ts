import { COOKIES } from "../../../shared/session-names";
import { signInMessage } from "../../../shared/sign-in-messages";
import { SIGN_IN_FAILED_PARAM, SIGN_IN_WAIT_PARAM } from "../../modules/auth";
import { loader } from "./loader";

/** How many of the newest orders the dashboard lists. */
export const DASHBOARD_ORDERS = 10;

const statusParam = (value: string | null) => (value && /^\d{3}$/.test(value) ? Number(value) : null);

export const consoleLoaders = {
  "sign-in": loader({
    load: ({ cookie, query }) => {
      // A form posted without JavaScript comes back here with its failure's status (sign-in-form.ts).
      const failed = statusParam(query.get(SIGN_IN_FAILED_PARAM));
      const wait = Number(query.get(SIGN_IN_WAIT_PARAM)) || undefined;
      return {
        rememberedUsername: cookie(COOKIES.username) ?? "",
        failure: failed === null ? null : signInMessage(failed, undefined, wait),
      };
    },
  }),
  dashboard: loader({
    load: ({ services }) => ({
      summary: services.orders.summary(),
      latestOrders: services.orders.list({}, { page: 0, size: DASHBOARD_ORDERS }),
    }),
  }),
};
