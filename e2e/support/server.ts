import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";
import { ENGINE } from "../../src/db/engine";
import { postgresTestUrl } from "../../src/test/test-database";
import { waitFor } from "../../src/test/wait-for";

const ROOT = resolve(import.meta.dir, "../..");

export interface RunningStore {
  url: string;
  /** The store's SQLite file, for tests that check what a journey wrote. */
  databasePath: string;
  /** DATABASE_URL as the store was given it (the SQLite file's, or a PostgreSQL database's). */
  databaseUrl: string;
  /** The store's process, for tests that signal it themselves. */
  process: Subprocess;
  /** Waits for the process to end and its output to be read; gives the exit code and every log line. */
  ended(): Promise<{ code: number; lines: string[] }>;
  stop(): Promise<void>;
}

/**
 * Starts the real store (`bun src/server/main.ts`) on a free port over a fresh database in a temp folder.
 * Output is piped, never inherited, so an orphan can never hold the test runner's pipe (docs/stack-notes.md).
 */
/** A data folder's database: the SQLite file in it, or on a PostgreSQL test run one database per folder. */
const postgresByFolder = new Map<string, string>();
async function databaseOf(dir: string): Promise<string> {
  if (ENGINE === "sqlite") return `file:${join(dir, "store.db")}`;
  let url = postgresByFolder.get(dir);
  if (!url) {
    url = await postgresTestUrl();
    postgresByFolder.set(dir, url);
  }
  return url;
}

export async function startStore(
  env: Record<string, string> = {},
  /** A data folder to reuse (a restart); the caller removes it. A fresh one is made and removed otherwise. */
  dataDir?: string,
): Promise<RunningStore> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "store-e2e-"));
  const databaseUrl = env.DATABASE_URL ?? (await databaseOf(dir));
  const child = Bun.spawn([process.execPath, "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      UPLOADS_DIR: join(dir, "uploads"),
      ADMIN_PASSWORD: "e2e-admin-password",
      SEED: "demo",
      LOG_LEVEL: "info",
      // The tests place orders through the API without a proof of work; browsers on the pages solve real ones.
      PROOFLESS_POSTS_PER_HOUR: "1000000",
      // Paid in time taken, which a slow machine spends sooner; its own tests are http/read-budget.test.ts.
      READ_WORK_MS_PER_SECOND: "0",
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
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  };

  try {
    const lines: string[] = [];
    // Generous, for a machine kept busy: the limit only ends a start that would fail anyway.
    const { url, outputRead } = await readListeningUrl(child.stdout, lines, 60_000);
    await waitForHealth(url, 60_000);
    const ended = async () => {
      const code = await child.exited;
      await outputRead;
      return { code, lines: [...lines] };
    };
    return { url, databasePath: join(dir, "store.db"), databaseUrl, process: child, ended, stop };
  } catch (error) {
    await stop();
    const stderr = await new Response(child.stderr).text();
    throw new Error(`The store did not start: ${String(error)}\n${stderr}`);
  }
}

/** Reads the log until the "store is open" line and returns its URL (the port is chosen by the OS). */
async function readListeningUrl(
  stdout: ReadableStream<Uint8Array>,
  lines: string[],
  timeoutMs: number,
): Promise<{ url: string; outputRead: Promise<void> }> {
  const reader = stdout.getReader();
  const decoder = new TextDecoder();
  let pending = "";
  const readMore = async () => {
    const { value, done } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const complete = pending.split("\n");
    pending = complete.pop() ?? "";
    lines.push(...complete);
    return !done;
  };
  // Keeps reading in the background so the child never blocks on a full pipe and later lines are kept.
  const readRest = async () => {
    try {
      while (await readMore()) {}
    } catch {}
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (await readMore())) {
    const open = lines.find((line) => line.includes('"store is open"'));
    if (open) return { url: (JSON.parse(open) as { url: string }).url.replace(/\/$/, ""), outputRead: readRest() };
  }
  void readRest();
  throw new Error(`no "store is open" line in: ${lines.join("\n").slice(0, 500)}`);
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  await waitFor(
    "/health to answer 200",
    () =>
      fetch(`${url}/health`).then(
        (answer) => answer.status === 200,
        () => false,
      ),
    timeoutMs,
  );
}
