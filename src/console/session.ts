import { createApi } from "../shared/api-client";
import { pageLoader } from "../shared/load-page";
import { signInFor } from "../shared/routes";
import { createSessionFetch } from "../shared/session-fetch";

/** A session that cannot be renewed sends the staff member to sign in, then back to where they were. */
const sessionFetch = createSessionFetch(() => {
  location.assign(signInFor(location.pathname + location.search));
});

/** The console's typed API client and page loader, both over the session-aware fetch (browser only). */
export const consoleApi = () => createApi(sessionFetch);
export const loadConsolePage = pageLoader(sessionFetch);
