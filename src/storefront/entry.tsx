import { hydrateRoot } from "react-dom/client";
import { PageLoadError, preloadPage } from "../shared/page-router";
import { readInitialState } from "../shared/page-state";
import { matchPath } from "../shared/route-match";
import { isPage } from "../shared/routes";
import { storefrontPages } from "./pages.generated";
import { StorefrontApp } from "./storefront-app";

const state = readInitialState();
const match = matchPath(location.pathname);
if (match && isPage(match.route)) await preloadPage(storefrontPages, match.route.id);

hydrateRoot(
  document.getElementById("root") as HTMLElement,
  <StorefrontApp state={state} />,
  // Production React reports hydration mismatches only here; say so on the console, where tests look.
  {
    onRecoverableError: (error) => console.error("Recoverable React error:", error),
    // A page that could not load is shown by the app's failure view: no error for the console.
    onCaughtError: (error, info) => {
      if (!(error instanceof PageLoadError)) console.error(error, info.componentStack);
    },
  },
);
