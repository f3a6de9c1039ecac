import chromium from "@sparticuz/chromium";
import { type Browser, chromium as playwright } from "playwright-core";

/** Flags that work on these machines; the package's defaults include --single-process, which breaks a 2nd page. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A browser step (a click, a wait for an element) may take this long on a machine kept busy; Playwright's is 30 s. */
const STEP_TIMEOUT_MS = 45_000;

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  const browser = await playwright.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
  dropEventsNamingLostObjects(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  return browser;
}

const LOST_OBJECT = /^Object with guid \w+@\w+ was not bound in the connection/;
interface ClientConnection {
  dispatch(message: { id?: number; method?: string }): void;
  droppingEventsNamingLostObjects?: true;
}

/**
 * Late in a long run Playwright's client is now and then sent a network event (a request finishing) naming a request
 * object it has already let go (microsoft/playwright#22210, open). Its event dispatch then throws from inside the
 * connection, outside anything a test awaits, and the test running at that moment fails though its page is fine.
 * Such an event is dropped with a warning instead; a reply to a command naming a lost object still fails loudly.
 */
function dropEventsNamingLostObjects(browser: Browser) {
  const connection = (browser as unknown as { _connection: ClientConnection })._connection;
  if (connection.droppingEventsNamingLostObjects) return;
  connection.droppingEventsNamingLostObjects = true;
  const dispatch = connection.dispatch.bind(connection);
  connection.dispatch = (message) => {
    try {
      dispatch(message);
    } catch (error) {
      const isEvent = message.id === undefined;
      if (!(isEvent && error instanceof Error && LOST_OBJECT.test(error.message))) throw error;
      console.warn(`dropped Playwright's "${message.method}" event: ${error.message}`);
    }
  };
}
