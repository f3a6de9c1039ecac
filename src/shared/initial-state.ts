import { INITIAL_STATE_ID, type InitialState } from "./page-router";

/** Reads the state the server embedded as JSON (never executed as script). */
export function readInitialState(): InitialState {
  const element = document.getElementById(INITIAL_STATE_ID);
  if (!element?.textContent)
    return { url: location.pathname + location.search, data: undefined, shopName: document.title };
  return JSON.parse(element.textContent) as InitialState;
}

/** JSON safe to place inside a <script type="application/json"> element. */
export function serializeInitialState(state: InitialState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
