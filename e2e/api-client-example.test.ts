import { afterAll, beforeAll, expect, test } from "bun:test";
import { resolve } from "node:path";
import { type RunningStore, startStore } from "./support/server";

let running: RunningStore;
beforeAll(async () => {
  running = await startStore();
}, 60_000);
afterAll(() => running.stop());

test("the API clients' worked example (docs/examples/place-order.ts) places an order with a proof of work", async () => {
  const example = Bun.spawn([process.execPath, "docs/examples/place-order.ts", running.url], {
    cwd: resolve(import.meta.dir, ".."),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [code, stdout, stderr] = await Promise.all([
    example.exited,
    new Response(example.stdout).text(),
    new Response(example.stderr).text(),
  ]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
  expect(stdout).toMatch(/^Thank you! Your order SO-\d{4}-\d+ is placed\. Total Rs [\d.]+, /);
}, 60_000);
