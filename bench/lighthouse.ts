/**
 * Lighthouse (mobile preset, the bundled Chromium) on the storefront's home, store, product and contact pages of a
 * real store over the demo catalog: the median of RUNS audits per page for performance, accessibility, best practices
 * and SEO (the goal is 95 or more each), and the JavaScript each page loads, gzipped; the sign-in page too.
 * Run: bun run bench   (or: bun bench/lighthouse.ts; LIGHTHOUSE_RUNS=5 for steadier figures)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import chromium from "@sparticuz/chromium";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS } from "../e2e/support/browser";
import { recordResults } from "./results";
import { spawnStore } from "./spawn-store";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ["/client/home", "/client/store", "/client/product/1", "/client/contact", "/sign-in"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const METRICS = [
  "first-contentful-paint",
  "largest-contentful-paint",
  "total-blocking-time",
  "cumulative-layout-shift",
  "speed-index",
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** The gzipped size of every script a page loads, read from the store as the browser fetched them. */
async function scriptBytes(base: string, urls: string[]) {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = new Uint8Array(await (await fetch(url.startsWith("http") ? url : base + url)).arrayBuffer());
    total += Bun.gzipSync(body).length;
  }
  return total;
}

const folder = mkdtempSync(join(tmpdir(), "store-lighthouse-"));
const store = await spawnStore(folder, join(folder, "store.db"), { SEED: "demo", NODE_ENV: "production" });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || (await chromium.executablePath()),
  chromeFlags: CHROMIUM_FLAGS,
});
let failed = false;
const results: Record<string, unknown> = {};
try {
  console.log(`Lighthouse ${RUNS}× per page (mobile), median scores; JavaScript gzipped`);
  for (const path of PAGES) {
    const scores: Record<string, number[]> = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    let scripts: string[] = [];
    const metrics: Record<string, number[]> = Object.fromEntries(METRICS.map((id) => [id, []]));
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${store.base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      for (const category of CATEGORIES)
        scores[category]?.push(Math.round((result.lhr.categories[category]?.score ?? 0) * 100));
      const requests =
        (result.lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })
          ?.items ?? [];
      for (const id of METRICS) metrics[id]?.push(result.lhr.audits[id]?.numericValue ?? 0);
      scripts = requests.filter((r) => r.resourceType === "Script").map((r) => r.url);
    }
    const medians = CATEGORIES.map((category) => median(scores[category] ?? []));
    if (medians.some((score) => score < 95)) failed = true;
    const kb = ((await scriptBytes(store.base, scripts)) / 1024).toFixed(1);
    const timing = METRICS.map(
      (id) =>
        `${id.replace(/-.*/, "")}=${(median(metrics[id] ?? [])).toFixed(id === "cumulative-layout-shift" ? 3 : 0)}`,
    );
    results[path] = {
      ...Object.fromEntries(CATEGORIES.map((c, i) => [c, medians[i]])),
      javascriptKbGzip: Number(kb),
      scripts: scripts.length,
      ...Object.fromEntries(METRICS.map((id) => [id, median(metrics[id] ?? [])])),
    };
    console.log(
      `${path.padEnd(20)} ${CATEGORIES.map((c, i) => `${c} ${medians[i]}`).join("  ")}  JS ${kb} kB gz (${scripts.length} files)\n${" ".repeat(21)}${timing.join(" ")}`,
    );
  }
  recordResults("lighthouse", { runs: RUNS, pages: results });
  if (failed) console.log("Below the goal of 95 in some category: see the figures above.");
} finally {
  chrome.kill();
  store.process.kill();
  rmSync(folder, { recursive: true, force: true });
}
