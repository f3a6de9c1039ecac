import type { ApiClient } from "../shared/api-client";
import { type InitialState, PageRouter } from "../shared/page-router";

export function ConsoleApp({ state, api, ssrUrl }: { state: InitialState; api: ApiClient; ssrUrl?: string }) {
  return (
    <PageRouter
      areas={["console", "auth"]}
      state={state}
      api={api}
      ssrUrl={ssrUrl}
      fallback={<p className="p-8 text-center text-muted">Loading…</p>}
    />
  );
}
