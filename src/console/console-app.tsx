import { PageRouter } from "../shared/page-router";
import type { InitialState } from "../shared/page-state";
import { CONSOLE_HOME } from "../shared/routes";
import { FailureNotice } from "../ui/failure-notice";
import { PageFailureView } from "../ui/page-failure";
import { ProgressBar } from "../ui/progress-bar";
import { ConsoleLayout } from "./components/console-layout";
import { consolePages } from "./pages";
import { loadConsolePage } from "./session";

export function ConsoleApp({ state }: { state: InitialState }) {
  return (
    <PageRouter
      state={state}
      pages={consolePages}
      loadPage={loadConsolePage}
      fallback={<p className="p-8 text-center text-muted">Loading…</p>}
      failureView={(failure) => <PageFailureView failure={failure} homeHref={CONSOLE_HOME} />}
      layout={(page) => (
        <>
          <ProgressBar />
          <ConsoleLayout>{page}</ConsoleLayout>
          <FailureNotice />
        </>
      )}
    />
  );
}
