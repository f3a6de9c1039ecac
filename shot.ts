import { launchBrowser } from "./e2e/support/browser";
import { watchForProblems } from "./e2e/support/page-problems";
import { startStore } from "./e2e/support/server";

const [store, browser] = await Promise.all([startStore(), launchBrowser()]);
const paths = (process.argv[2] ?? "/client/store").split(",");
try {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
    const page = await context.newPage();
    const problems = watchForProblems(page, store.url);
    for (const path of paths) {
      await page.goto(store.url + path);
      await page.waitForSelector("html[data-hydrated=true]", { timeout: 15000 });
      await page.waitForTimeout(300);
      const name = `/tmp/shot-${path.replace(/[^a-z0-9]+/gi, "_")}-${width}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
      console.log(name, await page.evaluate(() => document.documentElement.scrollWidth));
    }
    console.log(problems);
    await context.close();
  }
} finally {
  await browser.close();
  await store.stop();
}
