import { expect } from "bun:test";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { watchForProblems } from "./page-problems";

export type TabRun = (page: Page, problems: string[], context: BrowserContext) => Promise<void>;

export interface TabOptions {
  width?: number;
  /** API answers the test provokes on purpose: [status, path prefix] (page-problems.ts). */
  expected?: [number, string][];
  /** False: the page's scripts never load (Chromium's own switch would also stop Playwright's helpers). */
  javaScript?: boolean;
  /** A browser of its own, closed after: for a test that changes the browser for good (an init script). */
  fresh?: boolean;
  /** False when the test judges the problems itself (some it provokes on purpose). */
  noProblems?: boolean;
}

/** Events a test or watchForProblems listens to on a page; forgotten before the tab serves the next test. */
const PAGE_EVENTS = ["pageerror", "console", "requestfailed", "response", "request", "dialog", "popup", "download"];

/**
 * A test file's browser tabs, each a private browser (its own cookies and storage), kept open from one test to the
 * next and wiped in between: cookies, local and session storage, routes, other tabs and listeners. A store page in a
 * new tab costs Chromium ~0.6 s of CPU, in a kept one ~0.3 s (no renderer or browser context to set up), and the
 * journeys open over a hundred. A tab whose test failed is closed, not kept.
 */
export function keptTabs(browser: () => Browser, origin: () => string) {
  const idle: Page[] = [];

  async function newTab(): Promise<Page> {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  async function wipe(page: Page): Promise<void> {
    const context = page.context();
    for (const event of PAGE_EVENTS) page.removeAllListeners(event);
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: "ignoreErrors" });
    // A page of the same site without scripts ends the test's page (its timers, its polls) and keeps the tab's
    // renderer: about:blank would cost a new one, as much as a new tab.
    await page.goto(`${origin()}/robots.txt`);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
  }

  /** True once `page` is wiped; false when it cannot be within seconds (a dialog left open, a hung script). */
  const wiped = (page: Page) =>
    Promise.race([
      wipe(page).then(
        () => true,
        () => false,
      ),
      Bun.sleep(5_000).then(() => false),
    ]);

  /** Runs `run` in a tab at `width` px with the page watched for errors, which must be none but `expected`. */
  async function withTab(
    run: TabRun,
    { width = 1280, expected = [], javaScript = true, fresh = false, noProblems = true }: TabOptions = {},
  ) {
    const page = fresh ? await newTab() : (idle.pop() ?? (await newTab()));
    let passed = false;
    try {
      await page.setViewportSize({ width, height: 900 });
      if (!javaScript) await page.route("**/*.js", (route) => route.abort());
      const problems = watchForProblems(page, origin(), expected);
      await run(page, problems, page.context());
      if (noProblems) expect(problems).toEqual([]);
      passed = true;
    } finally {
      if (passed && !fresh && (await wiped(page))) idle.push(page);
      else await page.context().close();
    }
  }

  return withTab;
}
