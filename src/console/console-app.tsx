import { Tooltip } from "radix-ui";
import { PageRouter } from "../shared/page-router";
import type { InitialState } from "../shared/page-state";
import { CONSOLE_HOME } from "../shared/paths";
import { PageFailureView } from "../ui/page-failure";
import { ProgressBar } from "../ui/progress-bar";
import { Snackbar } from "../ui/snackbar";
import { ConfirmProvider } from "./components/confirm-dialog";
import { ConsoleLayout } from "./components/console-layout";
import { consolePages } from "./pages.generated";
import { loadConsolePage } from "./session";
import { ViewerProvider } from "./viewer";

export function ConsoleApp({ state }: { state: InitialState }) {
  return (
    <ViewerProvider initial={state.viewer ?? null}>
      <Tooltip.Provider delayDuration={300}>
        <ConfirmProvider>
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
                <Snackbar />
              </>
            )}
          />
        </ConfirmProvider>
      </Tooltip.Provider>
    </ViewerProvider>
  );
}
