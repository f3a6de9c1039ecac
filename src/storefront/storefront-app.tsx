import type { ApiClient } from "../shared/api-client";
import { type InitialState, PageRouter } from "../shared/page-router";
import { StorefrontLayout } from "./components/storefront-layout";

export function StorefrontApp({ state, api, ssrUrl }: { state: InitialState; api: ApiClient; ssrUrl?: string }) {
  return (
    <PageRouter
      areas={["client"]}
      state={state}
      api={api}
      ssrUrl={ssrUrl}
      fallback={<p className="p-8 text-center text-muted">Loading…</p>}
    >
      {(page) => <StorefrontLayout>{page}</StorefrontLayout>}
    </PageRouter>
  );
}
