import { join, resolve } from "node:path";
import { ensureAssets } from "../scripts/build";

/**
 * The real store in its own process (`bun src/server/main.ts`, as `bun start` runs it) on a free port over the given
 * database file; `env` adds or overrides settings. Resolves once /health answers, with how long that took.
 */
export async function spawnStore(folder: string, dbPath: string, env: Record<string, string> = {}) {
  await ensureAssets();
  const probe = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response() });
  const port = probe.port;
  probe.stop(true);
  const process_ = Bun.spawn(["bun", resolve(import.meta.dir, "../src/server/main.ts")], {
    env: {
      ...process.env,
      DATABASE_URL: `file:${dbPath}`,
      UPLOADS_DIR: join(folder, "uploads"),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED: "none",
      LOG_LEVEL: "error",
      JWT_SECRET: "d".repeat(40),
      ADMIN_PASSWORD: "bench-admin-password-2026",
      ...env,
    },
    stdout: "ignore",
    stderr: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  const spawned = performance.now();
  while (performance.now() - spawned < 30_000) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, process: process_, startMs: performance.now() - spawned };
    } catch {
      // not listening yet
    }
    await Bun.sleep(10);
  }
  process_.kill("SIGKILL");
  throw new Error("the store did not start");
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
