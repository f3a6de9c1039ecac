import type { PageFailure } from "../shared/page-state";
import { useCurrentUrl } from "../shared/transition-location";

/** The view's words: English unless the app gives its own (the storefront's, in the visitor's language). */
export const FAILURE_WORDS = {
  noConnection: "No connection",
  refused: "Not open to your account",
  wrong: "Something went wrong",
  reference: (requestId: string) => `Reference: ${requestId}`,
  tryAgain: "Try again",
  backToStart: "Back to the start",
  goToStart: "Go to the start",
};

/** A page that could not be shown, inside the app's layout: what happened, the reference, and a way to try again. */
export function PageFailureView({
  failure,
  homeHref,
  titleFor = () => undefined,
  words = FAILURE_WORDS,
}: {
  failure: PageFailure;
  homeHref: string;
  /** A page's own words for its failure (the store's 'Failed to load products'), by URL. */
  titleFor?: (url: string) => string | undefined;
  words?: typeof FAILURE_WORDS;
}) {
  const offline = failure.status === 0;
  // Refused for this account: trying again changes nothing; the way back is the start.
  const refused = failure.status === 403;
  const url = useCurrentUrl();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">
        {titleFor(url) ?? (offline ? words.noConnection : refused ? words.refused : words.wrong)}
      </h1>
      <p className="mt-4 text-steel">{failure.message}</p>
      {failure.requestId ? <p className="mt-2 text-muted text-sm">{words.reference(failure.requestId)}</p> : null}
      <div className="mt-6 flex justify-center gap-3">
        {refused ? null : (
          <a href={url} className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white">
            {words.tryAgain}
          </a>
        )}
        <a
          href={homeHref}
          className={
            refused
              ? "rounded-md bg-brand-600 px-5 py-2 font-semibold text-white"
              : "rounded-md border border-line px-5 py-2 font-semibold"
          }
        >
          {refused ? words.backToStart : words.goToStart}
        </a>
      </div>
    </div>
  );
}
