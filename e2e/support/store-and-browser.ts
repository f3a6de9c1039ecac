import { afterAll, beforeAll } from "bun:test";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import { type RunningStore, startStore } from "./server";

export interface StoreAndBrowser {
  store: RunningStore;
  browser: Browser;
}

/**
 * A test file's real store (fresh demo database) and Chromium, started together before its tests and both closed
 * after them. The hooks get explicit timeouts: a cold CI machine needs seconds to extract the browser.
 */
export function storeAndBrowser(env: Record<string, string> = {}): StoreAndBrowser {
  const running = {} as StoreAndBrowser;
  beforeAll(async () => {
    [running.store, running.browser] = await Promise.all([startStore(env), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.allSettled([running.browser?.close(), running.store?.stop()]);
  }, 30_000);
  return running;
}
