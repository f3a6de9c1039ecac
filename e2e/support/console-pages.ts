import type { Page } from "playwright-core";
import { signInOnPage } from "./console";
import { keptTabs, type TabOptions, type TabRun } from "./kept-tabs";
import type { StoreAndBrowser } from "./store-and-browser";
import { startSessionIn } from "./store-database";

export interface Account {
  email: string;
  password: string;
}

/** A console test file's page helpers over its running store and browser, signing in as `admin` by default. */
export function consolePages(running: StoreAndBrowser, admin: Account) {
  const origin = () => running.store.url;

  const withTab = keptTabs(() => running.browser, origin);

  /** A private browser at 1280 px with the page watched for errors; `expected` lists the failures the test provokes. */
  const withPage = (run: TabRun, options: Pick<TabOptions, "width" | "expected" | "fresh"> = {}) =>
    withTab(run, options);

  async function open(page: Page, path: string) {
    await page.goto(`${origin()}${path}`);
    await page.waitForSelector("html[data-hydrated=true]", { timeout: 45_000 });
  }

  /** Opens `path`, signs in on the sign-in page it leads to, and waits for the page's `heading`. */
  async function signedInOnPage(
    page: Page,
    path = "/console/dashboard",
    heading = "Orders Management",
    account = admin,
  ) {
    await open(page, path);
    await signInOnPage(page, account.email, account.password);
    await page.getByRole("heading", { name: heading, exact: true }).waitFor();
  }

  /**
   * Opens `path` in a session of `account` started in the store's database (store-database.ts: the sign-in pages
   * have their own tests), and waits for the page's `heading`.
   */
  async function signedIn(page: Page, path = "/console/dashboard", heading = "Orders Management", account = admin) {
    const token = await startSessionIn(running.store, account.email);
    await page.context().addCookies([{ name: "refresh_token", value: token, url: origin() }]);
    await open(page, path);
    await page.getByRole("heading", { name: heading, exact: true }).waitFor();
  }

  return { origin, withPage, open, signedIn, signedInOnPage };
}
