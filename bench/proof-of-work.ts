/**
 * How long a customer's phone works on a public form's proof of work (bot-check): challenges from the real store,
 * solved by altcha-lib in Chromium with the CPU slowed 4× (Lighthouse's stand-in for a mid-range phone), and how
 * long the store takes to check a proof.
 * Run: bun bench/proof-of-work.ts   (part of: bun run bench)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser } from "../e2e/support/browser";
import { openDatabase } from "../src/db/database";
import { recordResults } from "./results";
import { percentile, spawnStore } from "./spawn-store";

const ROUNDS = 20;
const folder = mkdtempSync(join(tmpdir(), "bench-pow-"));
const dbPath = join(folder, "store.db");
openDatabase(dbPath).$client.close();
const { base, process: server } = await spawnStore(folder, dbPath, {
  PROOFLESS_POSTS_PER_HOUR: "1",
  TRUST_PROXY: "true",
});
const browser = await launchBrowser();
try {
  // The solver as the store's pages load it (shared/use-proof-of-work.ts), bundled on its own.
  const built = await Bun.build({
    entrypoints: [join(import.meta.dir, "proof-of-work-solver.ts")],
    target: "browser",
    minify: true,
  });
  const solver = await built.outputs[0]?.text();
  // On the store's own origin (127.0.0.1 is a secure context, as WebCrypto needs); its CSP bypassed for the solver.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${base}/health`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.addScriptTag({ content: solver });

  const solveTimes: number[] = [];
  const checkTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const challenge = await (await fetch(`${base}/api/v1/bot-check/challenge`)).json();
    const { ms, proof } = await page.evaluate(
      (given) =>
        (window as unknown as { solveProof: (c: unknown) => Promise<{ ms: number; proof: string }> }).solveProof(given),
      challenge,
    );
    solveTimes.push(ms);
    // Each round from its own address (the contact form's own limit is per client): its one post without a proof
    // is spent first, so the timed post passes only on its proof.
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/api/v1/contact/visitor/send`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${round + 1}`, ...headers },
        body: JSON.stringify({ name: "Bench", email: "bench@example.com", message: `Proof ${round}` }),
      });
    if ((await post({})).status !== 201) throw new Error("the post without a proof was refused");
    if (round === 0 && (await post({})).status !== 429) throw new Error("a second post without a proof passed");
    const started = performance.now();
    const answer = await post({ "x-altcha": proof });
    checkTimes.push(performance.now() - started);
    if (answer.status !== 201) throw new Error(`a proven post answered ${answer.status}`);
  }
  solveTimes.sort((a, b) => a - b);
  checkTimes.sort((a, b) => a - b);
  const figures = {
    solveP50Ms: Math.round(percentile(solveTimes, 0.5)),
    solveP95Ms: Math.round(percentile(solveTimes, 0.95)),
    solveMaxMs: Math.round(Math.max(...solveTimes)),
    postWithProofP50Ms: Number(percentile(checkTimes, 0.5).toFixed(1)),
  };
  console.log(
    `proof of work, Chromium at 4× CPU slow-down, ${ROUNDS} challenges: solve p50 ${figures.solveP50Ms} ms, ` +
      `p95 ${figures.solveP95Ms} ms, max ${figures.solveMaxMs} ms; a post with its proof checked: p50 ${figures.postWithProofP50Ms} ms`,
  );
  recordResults("proofOfWork", figures);
} finally {
  await browser.close();
  server.kill();
  await server.exited;
  rmSync(folder, { recursive: true, force: true });
}
