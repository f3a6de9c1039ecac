import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: async ({ services, user }) => ({
    status: user ? await services.auth.secondFactorStatus(user) : null,
    policy: user?.role === "ADMIN" ? await services.accounts.secondFactorPolicy() : null,
  }),
});
