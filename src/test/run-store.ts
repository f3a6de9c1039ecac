import { resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "../..");

export interface StoreRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs `bun src/server/main.ts <args>` to its end (a command, or a start that must fail) with these settings over
 * the test's own environment (a setting given as undefined is left out); killed after `timeoutMs` so a start that
 * wrongly succeeds cannot hang the suite.
 */
export async function runStore(
  args: string[],
  env: Record<string, string | undefined>,
  timeoutMs = 20_000,
): Promise<StoreRun> {
  const settings = { ...process.env, LOG_LEVEL: "info", HOST: "127.0.0.1", PORT: "0", SEED: "none", ...env };
  const child = Bun.spawn([process.execPath, "src/server/main.ts", ...args], {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  try {
    const [code, stdout, stderr] = await Promise.all([
      child.exited,
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
    ]);
    return { code, stdout, stderr };
  } finally {
    clearTimeout(timer);
  }
}
