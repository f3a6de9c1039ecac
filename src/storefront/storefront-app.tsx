import { DEFAULT_LOCALE, localeBase, splitLocale } from "../shared/i18n/locales";
import { pageLoader } from "../shared/load-page";
import { PageRouter } from "../shared/page-router";
import type { InitialState } from "../shared/page-state";
import { STORE_PATH } from "../shared/store-query";
import { FailureNotice } from "../ui/failure-notice";
import { PageFailureView } from "../ui/page-failure";
import { ProgressBar } from "../ui/progress-bar";
import { StorefrontLayout } from "./components/storefront-layout";
import { StorefrontIntl, useLocalePath, useT } from "./i18n/intl";
import type { Messages } from "./i18n/messages/en";
import { storefrontPages } from "./pages.generated";

const loadPage = pageLoader((input, init) => fetch(input, init));

function FailureView({ failure }: { failure: Parameters<typeof PageFailureView>[0]["failure"] }) {
  const t = useT();
  const href = useLocalePath();
  return (
    <PageFailureView
      failure={failure}
      homeHref={href("/client/home")}
      titleFor={(url) => (splitLocale(url).path.startsWith(STORE_PATH) ? t("failure.products") : undefined)}
      words={{
        noConnection: t("failure.noConnection"),
        refused: t("failure.refused"),
        wrong: t("failure.wrong"),
        reference: (requestId) => t("failure.reference", { requestId }),
        tryAgain: t("failure.tryAgain"),
        backToStart: t("failure.backToStart"),
        goToStart: t("failure.goToStart"),
      }}
    />
  );
}

function Loading() {
  return <p className="p-8 text-center text-muted">{useT()("layout.loading")}</p>;
}

/** The storefront in the page's language: `messages` are that language's (the server's, or the browser's fetch). */
export function StorefrontApp({ state, messages }: { state: InitialState; messages: Messages }) {
  const locale = state.locale ?? DEFAULT_LOCALE;
  return (
    <StorefrontIntl locale={locale} messages={messages}>
      <PageRouter
        state={state}
        base={localeBase(locale)}
        pages={storefrontPages}
        loadPage={loadPage}
        fallback={<Loading />}
        failureView={(failure) => <FailureView failure={failure} />}
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
    </StorefrontIntl>
  );
}
