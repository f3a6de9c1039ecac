import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { SQL } from "bun";
import { copyToPostgres } from "../src/db/copy-to-postgres";
import { type Engine, engineOf } from "../src/db/engine";
import { queryDatabase } from "../src/test/query-database";

/**
 * The engine a benchmark runs the store on: `BENCH_ENGINE=postgres` (or a `BENCH_DATABASE_URL` naming a PostgreSQL
 * server) moves the generated catalog into PostgreSQL with `db:copy`'s code; SQLite otherwise.
 */
export const BENCH_ENGINE: Engine =
  process.env.BENCH_ENGINE === "postgres" || engineOf(process.env.BENCH_DATABASE_URL ?? "") === "postgres"
    ? "postgres"
    : "sqlite";

/**
 * Says so when BENCH_ENGINE=postgres asks for a benchmark that measures the store in its own process on SQLite (its
 * search index or password hashing alone); bench/engines.ts measures both engines over HTTP.
 */
export function noteSqliteOnly(what: string) {
  if (BENCH_ENGINE !== "sqlite")
    console.log(`${what}: measured on SQLite in process (bench/engines.ts compares engines)`);
}

/** Whether PostgreSQL can be measured here: a server named, or PostgreSQL's programs from the machine's packages. */
export const postgresAvailable = () =>
  Boolean(process.env.BENCH_DATABASE_URL) ||
  Bun.spawnSync(["sh", "-c", "ls /usr/lib/postgresql/*/bin/initdb"]).exitCode === 0;

export interface BenchDatabase {
  engine: Engine;
  /** DATABASE_URL for the store. */
  url: string;
  /** SQL both engines read, `?` for values; counts and sums CAST to integer. */
  query<T>(sql: string, ...params: (string | number)[]): Promise<T[]>;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dir, "..");
const THROWAWAY = join(ROOT, "scripts/throwaway-postgres.sh");

let throwawayServer: string | undefined;
let databasesMade = 0;

/**
 * BENCH_DATABASE_URL's server, or one throw-away cluster per benchmark process: started when first needed, stopped
 * and removed when the process ends, however it ends.
 */
function postgresServer(): string {
  const named = process.env.BENCH_DATABASE_URL;
  if (named) return named;
  if (throwawayServer) return throwawayServer;
  // Its own folder straight under the temp folder: the cluster runs as the postgres user, who cannot enter a
  // benchmark's own (owner-only) folder.
  const cluster = mkdtempSync(join(tmpdir(), "bench-postgres-"));
  const started = Bun.spawnSync([THROWAWAY, "start", cluster]);
  if (started.exitCode !== 0) throw new Error(`PostgreSQL did not start: ${started.stderr.toString().trim()}`);
  process.once("exit", () => {
    Bun.spawnSync([THROWAWAY, "stop", cluster]);
    rmSync(cluster, { recursive: true, force: true });
  });
  throwawayServer = started.stdout.toString().trim();
  return throwawayServer;
}

/**
 * The store's database for a benchmark, from a generated SQLite file: the file itself, or a new PostgreSQL database
 * (postgresServer) the file is copied into. With no file yet the PostgreSQL database stays empty, for the store to
 * create and seed as `bun start` would.
 */
export async function benchDatabase(sqlitePath: string, engine = BENCH_ENGINE): Promise<BenchDatabase> {
  if (engine === "sqlite") {
    const url = `file:${sqlitePath}`;
    return { engine, url, query: (sql, ...params) => queryDatabase(url, sql, ...params), stop: async () => {} };
  }
  const server = postgresServer();
  const admin = new SQL(server, { max: 1 });
  const name = `store_bench_${process.pid}_${++databasesMade}`;
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  if (existsSync(sqlitePath)) {
    const began = performance.now();
    await copyToPostgres(sqlitePath, url.toString());
    console.log(`  copied into PostgreSQL in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
  return {
    engine,
    url: url.toString(),
    query: (sql, ...params) => queryDatabase(url.toString(), sql, ...params),
    async stop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await admin.close();
    },
  };
}
