import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dir, "../..");

export interface RunningStore {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real store (`bun src/server/main.ts`) on a free port over a fresh database in a temp folder.
 * Output is piped, never inherited, so an orphan can never hold the test runner's pipe (FIELD-NOTES.md).
 */
export async function startStore(env: Record<string, string> = {}): Promise<RunningStore> {
  const dir = mkdtempSync(join(tmpdir(), "store-e2e-"));
  const child = Bun.spawn([process.execPath, "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${join(dir, "store.db")}`,
      UPLOADS_DIR: join(dir, "uploads"),
      ADMIN_PASSWORD: "e2e-admin-password",
      SEED: "demo",
      LOG_LEVEL: "info",
      ...env,
    },
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const stop = async () => {
    child.kill("SIGTERM");
    const exited = await Promise.race([child.exited, Bun.sleep(5000).then(() => null)]);
    if (exited === null) child.kill("SIGKILL");
    await child.exited;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const url = await readListeningUrl(child.stdout, 30_000);
    await waitForHealth(url, 30_000);
    return { url, stop };
  } catch (error) {
    await stop();
    const stderr = await new Response(child.stderr).text();
    throw new Error(`The store did not start: ${String(error)}\n${stderr}`);
  }
}

/** Reads the log until the "store is open" line and returns its URL (the port is chosen by the OS). */
async function readListeningUrl(stdout: ReadableStream<Uint8Array>, timeoutMs: number): Promise<string> {
  const reader = stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      for (const line of text.split("\n")) {
        if (!line.includes('"store is open"')) continue;
        const { url } = JSON.parse(line) as { url: string };
        return url.replace(/\/$/, "");
      }
    }
  } finally {
    // Keep draining in the background so the child never blocks on a full pipe.
    void (async () => {
      try {
        while (!(await reader.read()).done) {}
      } catch {}
    })();
  }
  throw new Error(`no "store is open" line in: ${text.slice(0, 500)}`);
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/health`)).status === 200) return;
    } catch {}
    await Bun.sleep(50);
  }
  throw new Error("/health never answered 200");
}
