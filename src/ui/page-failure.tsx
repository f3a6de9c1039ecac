import type { PageFailure } from "../shared/page-state";
import { useCurrentUrl } from "../shared/transition-location";

/** A page that could not be shown, inside the app's layout: what happened, the reference, and a way to try again. */
export function PageFailureView({
  failure,
  homeHref,
  titleFor = () => undefined,
}: {
  failure: PageFailure;
  homeHref: string;
  /** A page's own words for its failure (the store's 'Failed to load products'), by URL. */
  titleFor?: (url: string) => string | undefined;
}) {
  const offline = failure.status === 0;
  // Refused for this account: trying again changes nothing; the way back is the start.
  const refused = failure.status === 403;
  const url = useCurrentUrl();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-bold text-3xl">
        {titleFor(url) ?? (offline ? "No connection" : refused ? "Not open to your account" : "Something went wrong")}
      </h1>
      <p className="mt-4 text-steel">{failure.message}</p>
      {failure.requestId ? <p className="mt-2 text-muted text-sm">Reference: {failure.requestId}</p> : null}
      <div className="mt-6 flex justify-center gap-3">
        {refused ? null : (
          <a href={url} className="rounded-md bg-brand-600 px-5 py-2 font-semibold text-white">
            Try again
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
          {refused ? "Back to the start" : "Go to the start"}
        </a>
      </div>
    </div>
  );
}
