import type { Page } from "playwright-core";

/**
 * Collects everything that means a page is broken: uncaught errors, console errors and warnings (React reports
 * hydration mismatches there, Chromium reports CSP violations there), failed requests and same-origin 4xx/5xx.
 */
export function watchForProblems(
  page: Page,
  origin: string,
  /** API answers the test provokes on purpose (a field error, a wrong tracking pair): [status, path prefix]. */
  expected: [number, string][] = [],
): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const isExpected = (status: number, url: string) =>
    expected.some(([code, path]) => status === code && url.startsWith(origin + path));
  page.on("console", (message) => {
    const failedLoad = /status of (\d{3})/.exec(message.text());
    if (failedLoad && isExpected(Number(failedLoad[1]), message.location().url)) return;
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("requestfailed", (request) => {
    // A page's data fetch still in flight when the test reloads or leaves the page is cancelled by the browser, and
    // so is a photo still loading when its page is left (Back): the element is gone. A broken photo is a 404 instead.
    // So is the console's background poll for new orders (live-alerts.tsx; the first has no `since`) whenever a full
    // page load overtakes it, and an import's progress poll or its start when the test reloads the page while it runs
    // (catalog-import.test.ts), and an edit dialog's list of changes still loading (item-activity.tsx) when the test
    // goes on to another page: on a busy machine it can still be on its way.
    const aborted = request.failure()?.errorText === "net::ERR_ABORTED" && request.url().startsWith(origin);
    const path = request.url().slice(origin.length);
    const overtaken =
      aborted &&
      (path.startsWith("/_data/") ||
        /^\/api\/v1\/messages\/alerts(?:\?|$)/.test(path) ||
        /^\/api\/v1\/products\/imports\/\d+(?:\/start)?$/.test(path) ||
        /^\/api\/v1\/security-events\/admin\/list\?item=/.test(path) ||
        request.resourceType() === "image");
    if (!overtaken) problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on("response", (response) => {
    // Pages that are meant to be 404 are checked by the test itself; sub-resources must all load.
    if (
      response.url().startsWith(origin) &&
      response.status() >= 400 &&
      response.request().resourceType() !== "document" &&
      !isExpected(response.status(), response.url())
    ) {
      problems.push(`${response.status()} for ${response.url()}`);
    }
  });
  return problems;
}
