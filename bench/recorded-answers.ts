import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { freePort, waitForHealth } from "../scripts/local-server";
import { type LoadResult, load } from "./wrk";

const BROWSER = { "accept-encoding": "gzip, deflate, br" };

/** An answer exactly as it went over the wire: status, headers (but the date and length) and compressed body. */
export async function record(url: string) {
  const response = await fetch(url, { headers: BROWSER, decompress: false });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!["date", "content-length", "transfer-encoding"].includes(name)) headers[name] = value;
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers, body };
}

/**
 * The limit for these answers on this machine: a bare `Bun.serve` (bench/raw-server.ts, its own process) replaying
 * the store's answers to the paths, recorded now, byte for byte. Each must answer 200.
 */
export async function rawServerFor(base: string, paths: readonly string[], folder: string) {
  const recordings: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
  const bodies: Record<string, number> = {};
  for (const path of paths) {
    const answer = await record(base + path);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    recordings[path] = { ...answer, body: Buffer.from(answer.body).toString("base64") };
    bodies[path] = answer.body.length;
  }
  const file = join(folder, `recordings-${freePort()}.json`);
  writeFileSync(file, JSON.stringify(recordings));
  const port = freePort();
  const server = Bun.spawn(["bun", resolve(import.meta.dir, "raw-server.ts"), file, String(port)], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const rawBase = `http://127.0.0.1:${port}`;
  await waitForHealth(rawBase, 5_000);
  return { base: rawBase, process: server, bytes: (path: string) => bodies[path] ?? 0 };
}

/** Rounds of store-then-raw (and raw-then-store) a ratio is the median of. */
const ROUNDS = 5;

/**
 * One read of the store under load (after a 3 s warm-up) and the raw server's answering the same path, with
 * the store's share of that limit. This machine's speed drifts by a quarter within a minute (the raw server alone
 * read 57k–83k req/s in one run), so the two are measured in turns, `seconds` split over ROUNDS pairs in alternating
 * order, and the pair with the median ratio is the answer.
 */
export async function againstRaw(
  storeBase: string,
  rawBase: string,
  path: string,
  { seconds = 5, connections = 32 } = {},
): Promise<{ store: LoadResult; raw: LoadResult; ratio: number }> {
  // Long enough for the JIT to have compiled the store's path at its top tier (1 s left a fresh process ~20% short).
  await load(storeBase + path, { seconds: 3, connections });
  const each = { seconds: Math.max(1, Math.round(seconds / ROUNDS)), connections };
  const pairs = [];
  for (let round = 0; round < ROUNDS; round++) {
    const storeFirst = round % 2 === 0;
    const first = await load((storeFirst ? storeBase : rawBase) + path, each);
    const second = await load((storeFirst ? rawBase : storeBase) + path, each);
    const [store, raw] = storeFirst ? [first, second] : [second, first];
    pairs.push({ store, raw, ratio: store.perSecond / raw.perSecond });
  }
  pairs.sort((a, b) => a.ratio - b.ratio);
  return pairs[Math.floor(ROUNDS / 2)] as (typeof pairs)[number];
}
