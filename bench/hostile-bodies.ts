/**
 * Time to refuse hostile bodies: the real store (`bun src/server/main.ts`, as `bun start` runs it) is sent JSON bodies
 * under the 100 kB cap built to be expensive (deep nesting, many values), each 20 times, while a second client
 * checks that /health keeps answering. Prints median and worst refusal time per body and the worst /health time.
 * Then two clients loop the drill's form body (a million fields in 10 MB) at each public form for two seconds, sent
 * with and without a content-length, while /health is timed: its p50 and p95 under the flood.
 * Run: bun bench/hostile-bodies.ts   (part of: bun run bench)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { percentile, sampleHealth, spawnStore } from "./spawn-store";

const ROUNDS = 20;
const bodies: Record<string, string> = {
  "45,000 nested arrays": `${"[".repeat(45_000)}${"]".repeat(45_000)}`,
  "16,000 nested objects": `${'{"a":'.repeat(16_000)}1${"}".repeat(16_000)}`,
  "orderItems 40,000 deep": `{"orderItems":${"[".repeat(40_000)}${"]".repeat(40_000)}}`,
  "30,000 wrong order lines": `{"orderItems":[${Array(30_000).fill("1").join(",")}]}`,
  "100 kB customer name": JSON.stringify({ customerFullName: "x".repeat(100_000) }),
};

/** The public forms: the API's order, PayHere's notify, and the storefront's own pages. */
const FORM_PATHS = [
  "/api/v1/orders/visitor/make-order",
  "/api/v1/payments/payhere/notify",
  "/client/checkout",
  "/client/orders/track",
  "/client/contact",
  "/client/cart/add",
  "/sign-in",
];

const folder = mkdtempSync(join(tmpdir(), "hostile-bench-"));
const { base, process: server } = await spawnStore(folder, join(folder, "store.db"));
try {
  let done = false;
  const healthWatch = sampleHealth(base, () => !done, 5);

  for (const [name, body] of Object.entries(bodies)) {
    const times: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < ROUNDS; i++) {
      const began = performance.now();
      const response = await fetch(`${base}/api/v1/orders/visitor/make-order`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      await response.arrayBuffer();
      times.push(performance.now() - began);
      statuses.add(response.status);
    }
    times.sort((a, b) => a - b);
    console.log(
      `refusing ${name} (${Math.round(body.length / 1024)} kB): median ${percentile(times, 0.5).toFixed(2)} ms · worst ${(times.at(-1) as number).toFixed(2)} ms · status ${[...statuses].join(",")}`,
    );
    if ([...statuses].some((status) => status >= 500)) process.exitCode = 1;
  }
  done = true;
  console.log(`  /health meanwhile: worst ${((await healthWatch).at(-1) ?? 0).toFixed(2)} ms`);

  const millionFields = Array.from({ length: 1_000_000 }, (_, i) => `f${i}=1`).join("&");
  for (const path of FORM_PATHS) {
    const statuses = new Set<number>();
    let posts = 0;
    const until = performance.now() + 2_000;
    const flood = async (withLength: boolean) => {
      while (performance.now() < until) {
        const response = await fetch(`${base}${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
          body: withLength ? millionFields : new Blob([millionFields]).stream(),
        });
        await response.arrayBuffer();
        statuses.add(response.status);
        posts++;
      }
    };
    const [healthTimes] = await Promise.all([
      sampleHealth(base, () => performance.now() < until, 5),
      flood(true),
      flood(false),
    ]);
    console.log(
      `10 MB forms at ${path}: ${posts} posts in 2 s · /health p50 ${percentile(healthTimes, 0.5).toFixed(2)} ms, p95 ${percentile(healthTimes, 0.95).toFixed(2)} ms · status ${[...statuses].join(",")}`,
    );
    if ([...statuses].some((status) => status >= 500)) process.exitCode = 1;
  }
} finally {
  server.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
}
