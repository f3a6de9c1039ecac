import { pageLoader } from "../shared/load-page";
import { PageRouter } from "../shared/page-router";
import type { InitialState } from "../shared/page-state";
import { STORE_PATH } from "../shared/store-query";
import { FailureNotice } from "../ui/failure-notice";
import { PageFailureView } from "../ui/page-failure";
import { ProgressBar } from "../ui/progress-bar";
import { StorefrontLayout } from "./components/storefront-layout";
import { storefrontPages } from "./pages.generated";

const loadPage = pageLoader((input, init) => fetch(input, init));

export function StorefrontApp({ state }: { state: InitialState }) {
  return (
    <PageRouter
      state={state}
      pages={storefrontPages}
      loadPage={loadPage}
      fallback={<p className="p-8 text-center text-muted">Loading…</p>}
      failureView={(failure) => (
        <PageFailureView
          failure={failure}
          homeHref="/client/home"
          titleFor={(url) => (url.startsWith(STORE_PATH) ? "Failed to load products" : undefined)}
        />
      )}
      layout={(page) => (
        <>
          <ProgressBar />
          <StorefrontLayout visitor={state.visitor} serverUrl={state.url}>
            {page}
          </StorefrontLayout>
          <FailureNotice />
        </>
      )}
    />
  );
}
