import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { type BunSQLiteDatabase, drizzle } from "drizzle-orm/bun-sqlite";
import { migrate } from "drizzle-orm/bun-sqlite/migrator";
import { APP_ROOT } from "../shared/app-root";
import * as schema from "./schema";

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/** The handle inside `db.transaction(…)`: the same queries as Db, inside one transaction. */
export type DbTx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const MIGRATIONS_FOLDER = join(APP_ROOT, "drizzle");

/**
 * Opens the store's database and brings its schema up to date.
 * WAL lets readers run beside the one writer; synchronous=NORMAL in WAL mode keeps every committed
 * transaction through a process crash (SIGKILL) — only a power cut can lose the last few.
 */
export function openDatabase(path: string, migrationsFolder = MIGRATIONS_FOLDER): Db {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const client = new Database(path, { create: true, strict: true });
  client.run("PRAGMA journal_mode = WAL");
  client.run("PRAGMA synchronous = NORMAL");
  client.run("PRAGMA foreign_keys = ON");
  client.run("PRAGMA busy_timeout = 5000");
  client.run("PRAGMA cache_size = -32000");
  client.run("PRAGMA temp_store = MEMORY");
  // Drizzle compiles every query anew with prepare(); query() keeps compiled statements by their SQL text, so a
  // query the store runs again (all of them: values are bound, never spliced in) skips SQLite's parser.
  client.prepare = client.query.bind(client) as typeof client.prepare;
  const db = drizzle({ client, schema });
  migrate(db, { migrationsFolder });
  return db;
}

/** True when the database answers a query (used by /health). */
export function databaseAnswers(db: Db): boolean {
  try {
    return db.$client.query("SELECT 1 AS ok").get() !== null;
  } catch {
    return false;
  }
}
