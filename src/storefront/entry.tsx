import { hydrateRoot } from "react-dom/client";
import { splitLocale } from "../shared/i18n/locales";
import { PageLoadError, preloadPage } from "../shared/page-router";
import { readInitialState } from "../shared/page-state";
import { matchPath } from "../shared/route-match";
import { isPage } from "../shared/routes";
import { en, type Messages } from "./i18n/messages/en";
import { storefrontPages } from "./pages.generated";
import { StorefrontApp } from "./storefront-app";

const state = readInitialState();
const match = matchPath(splitLocale(location.pathname).path);
// A Sinhala or Tamil page's messages are a module of their own (its <head> has already asked for it).
const [messages] = await Promise.all([
  state.messages ? import(state.messages).then((module: { default: Messages }) => module.default) : en,
  match && isPage(match.route) ? preloadPage(storefrontPages, match.route.id) : undefined,
]);

hydrateRoot(
  document.getElementById("root") as HTMLElement,
  <StorefrontApp state={state} messages={messages} />,
  // Production React reports hydration mismatches only here; say so on the console, where tests look.
  {
    onRecoverableError: (error) => console.error("Recoverable React error:", error),
    // A page that could not load is shown by the app's failure view: no error for the console.
    onCaughtError: (error, info) => {
      if (!(error instanceof PageLoadError)) console.error(error, info.componentStack);
    },
  },
);
