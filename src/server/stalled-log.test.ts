import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closeSync, constants, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnStore } from "../../bench/spawn-store";

/**
 * The real store with its stdout on a pipe nobody reads, as when a log shipper stalls: once the pipe's buffer
 * (64 KiB) is full, a synchronous log write would hold up every request.
 */
let folder: string;
let readEnd: number;
let writeEnd: number;
let server: ReturnType<typeof Bun.spawn> | undefined;
let base: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "stalled-log-"));
  const fifo = join(folder, "stdout");
  Bun.spawnSync(["mkfifo", fifo]);
  readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  writeEnd = openSync(fifo, constants.O_WRONLY);
  const store = await spawnStore(folder, join(folder, "store.db"), { LOG_LEVEL: "info" }, { stdout: writeEnd });
  server = store.process;
  base = store.base;
});

afterAll(async () => {
  server?.kill("SIGKILL");
  await server?.exited;
  closeSync(writeEnd);
  closeSync(readEnd);
  rmSync(folder, { recursive: true, force: true });
});

describe("a stalled log reader", () => {
  test("does not hold up requests: thousands of logged requests are answered though nobody reads the log", async () => {
    // ~150 bytes a line: 4,000 requests write ~600 KiB, ten times what the pipe holds.
    for (let round = 0; round < 40; round++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => fetch(`${base}/health`, { signal: AbortSignal.timeout(5_000) })),
      );
      expect(answers.every((answer) => answer.ok)).toBe(true);
    }
  }, 30_000);
});
