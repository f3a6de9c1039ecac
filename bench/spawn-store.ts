import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureAssets } from "../scripts/build";
import { freePort, waitForHealth } from "../scripts/local-server";
import { benchDatabase } from "./bench-database";

/**
 * The real store in its own process (`bun src/server/main.ts`, as `bun start` runs it) on a free port over the given
 * database file, or over a PostgreSQL copy of it with BENCH_ENGINE=postgres (bench-database.ts) unless `env` names a
 * DATABASE_URL; `env` adds or overrides settings, `stdout` takes its log (ignored unless given). Resolves once
 * /health answers, with how long that took.
 */
export async function spawnStore(
  folder: string,
  dbPath: string,
  env: Record<string, string> = {},
  { stdout = "ignore" }: { stdout?: number | "ignore" } = {},
) {
  await ensureAssets();
  const database = env.DATABASE_URL ? undefined : await benchDatabase(dbPath);
  const port = freePort();
  const process_ = Bun.spawn(["bun", resolve(import.meta.dir, "../src/server/main.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: database?.url ?? `file:${dbPath}`,
      DATA_DIR: folder,
      UPLOADS_DIR: join(folder, "uploads"),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED: "none",
      LOG_LEVEL: "error",
      JWT_SECRET: "d".repeat(40),
      ADMIN_PASSWORD: "bench-admin-password-2026",
      // One load generator is one client: its budget of uncached reads would measure the budget, not the store.
      READS_PER_SECOND: "0",
      READ_WORK_MS_PER_SECOND: "0",
      ...env,
    },
    stdout,
    stderr: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    return { base, process: process_, startMs: await waitForHealth(base) };
  } catch (error) {
    process_.kill("SIGKILL");
    throw error;
  }
}

/** The most memory (RSS) a process has held so far, in MB. */
export const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;

/**
 * Times /health every `pauseMs` while `going()` holds, as a customer's page would feel the store meanwhile; the
 * times in milliseconds, sorted.
 */
export async function sampleHealth(base: string, going: () => boolean, pauseMs: number): Promise<number[]> {
  const times: number[] = [];
  while (going()) {
    const began = performance.now();
    await (await fetch(`${base}/health`)).arrayBuffer();
    times.push(performance.now() - began);
    await Bun.sleep(pauseMs);
  }
  return times.sort((a, b) => a - b);
}
