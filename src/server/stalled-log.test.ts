import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { closeSync, constants, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ensureAssets } from "../../scripts/build";

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
  await ensureAssets();
  folder = mkdtempSync(join(tmpdir(), "stalled-log-"));
  const fifo = join(folder, "stdout");
  Bun.spawnSync(["mkfifo", fifo]);
  readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  writeEnd = openSync(fifo, constants.O_WRONLY);
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port;
  probe.stop(true);
  server = Bun.spawn(["bun", resolve(import.meta.dir, "main.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${join(folder, "store.db")}`,
      UPLOADS_DIR: join(folder, "uploads"),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED: "none",
      LOG_LEVEL: "info",
      JWT_SECRET: "s".repeat(40),
      ADMIN_PASSWORD: "stalled-log-admin-2026",
    },
    stdout: writeEnd,
    stderr: "ignore",
  });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await Bun.sleep(100);
  }
  throw new Error("the store did not start");
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
