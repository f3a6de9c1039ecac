import { hydrateRoot } from "react-dom/client";
import { createApiClient } from "../shared/api-client";
import { readInitialState } from "../shared/initial-state";
import { preloadPage } from "../shared/page-router";
import { matchPath } from "../shared/route-match";
import { isPage } from "../shared/routes";
import { ConsoleApp } from "./console-app";

const state = readInitialState();
const match = matchPath(location.pathname);
if (match && isPage(match.route)) await preloadPage(match.route);

hydrateRoot(
  document.getElementById("root") as HTMLElement,
  <ConsoleApp state={state} api={createApiClient(fetch, location.origin)} />,
  // Production React reports hydration mismatches only here; say so on the console, where tests look.
  { onRecoverableError: (error) => console.error("Recoverable React error:", error) },
);
