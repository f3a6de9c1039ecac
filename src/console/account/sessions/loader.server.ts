import { pageLoader } from "../../../server/pages/loaders/loader";

export const loader = pageLoader({
  load: async ({ services, user }) => ({ sessions: user ? await services.auth.sessions(user) : [] }),
});
