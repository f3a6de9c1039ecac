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

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromium.executablePath());
  return playwright.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}
