import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** wrk from Debian's packages: the load generator, installed when missing (it is not an npm package). */
export function ensureWrk() {
  if (Bun.which("wrk")) return;
  const root = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  console.log("installing wrk from Debian's packages…");
  for (const command of [
    [...root, "apt-get", "update", "-qq"],
    [...root, "apt-get", "install", "-y", "-qq", "wrk"],
  ]) {
    const done = Bun.spawnSync(command, { stdout: "ignore", stderr: "inherit" });
    if (done.exitCode !== 0) throw new Error(`could not install wrk (${command.join(" ")})`);
  }
}

/** Prints wrk's figures as JSON at the end of a run, latencies in microseconds. */
const REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK{"requests":%d,"micros":%d,"p50":%d,"p95":%d,"p99":%d,"errors":%d,"non2xx":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, e.status))
end
`;
const script = join(tmpdir(), "bench-wrk-report.lua");
writeFileSync(script, REPORT);

export interface LoadResult {
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

/** `connections` clients asking for `url` as fast as it answers, for `seconds`, as a browser would (compression on). */
export function load(url: string, { seconds = 5, connections = 32 } = {}): Promise<LoadResult> {
  return run(url, script, seconds, connections);
}

/**
 * As load, each request for the path a Lua expression makes of `n`, the request's number (0, 1, 2… across both of
 * wrk's threads, none asked twice): `"/api/v1/products/visitor/get-product-by-id/" .. (n % 100 + 1)`.
 */
export function loadSequence(
  base: string,
  pathOf: string,
  { seconds = 5, connections = 32 } = {},
): Promise<LoadResult> {
  const sequence = join(tmpdir(), `bench-wrk-sequence-${Bun.hash(pathOf).toString(36)}.lua`);
  writeFileSync(
    sequence,
    `local threads = 0
function setup(thread) thread:set("first", threads); threads = threads + 1 end
function init(args) n = first - 2 end
function request()
  n = n + 2
  return wrk.format("GET", ${pathOf})
end
${REPORT}`,
  );
  return run(base, sequence, seconds, connections);
}

async function run(url: string, lua: string, seconds: number, connections: number): Promise<LoadResult> {
  const run = Bun.spawn(
    ["wrk", "-t2", `-c${connections}`, `-d${seconds}s`, "-s", lua, "-H", "Accept-Encoding: gzip, deflate, br", url],
    { stdout: "pipe", stderr: "pipe" },
  );
  const output = await new Response(run.stdout).text();
  await run.exited;
  const line = output.split("\n").find((text) => text.startsWith("WRK"));
  if (!line) throw new Error(`wrk gave no figures for ${url}: ${output}`);
  const figures = JSON.parse(line.slice(3));
  return {
    perSecond: Math.round(figures.requests / (figures.micros / 1e6)),
    p50Ms: figures.p50 / 1000,
    p95Ms: figures.p95 / 1000,
    p99Ms: figures.p99 / 1000,
    errors: figures.errors + figures.non2xx,
  };
}
