import { SQL } from "bun";
import { type Db, openDatabase } from "../db/database";
import { ENGINE } from "../db/engine";
import { asStoreHandle, type PgDb } from "../db/engine-handles";
import { closePostgres, migratePostgres, openPostgres } from "../db/postgres";

/**
 * A fresh, empty store database for one test, on the engine the suite runs on: SQLite in memory (or the given file),
 * or, when TEST_DATABASE_URL names a PostgreSQL server, a database of its own made from a migrated template and
 * dropped when the test ends. Two calls with the same `name` in one test share one database (two instances).
 */
export function testDatabase(name?: string): Db {
  return asStoreHandle(ENGINE === "sqlite" ? openDatabase(name ?? ":memory:") : postgresTestDatabase(name));
}

const serverUrl = process.env.TEST_DATABASE_URL ?? "";
let admin: SQL | undefined;
let template: Promise<string> | undefined;
let count = 0;
/**
 * Part of every database name this module makes. Not the process id alone: `bun test --parallel` runs each file of
 * a worker with its modules loaded anew, so a count restarting at 1 would name a database an earlier file still has.
 */
const madeBy = `${process.pid}_${crypto.randomUUID().slice(0, 8)}`;
/** This test's databases by the name it gave them (with when each is made), and every handle opened on them. */
const named = new Map<string, { database: string; ready: Promise<unknown> }>();
const open: PgDb[] = [];
/** The databases made during this test. */
const madeInTest: string[] = [];
/**
 * Whether a test is running: a database opened by one is dropped when it ends; one opened before the tests of a file
 * (in beforeAll or a describe's body) serves all of them and lives as long as the test process.
 */
let inTest = false;

function databaseUrl(database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * The migrated database every test's is copied from, one per test process: `bun test --parallel` loads this module
 * anew for each file, so a later file finds the template its worker made for an earlier one (named by the run's
 * coordinator and the worker) rather than migrating another (~0.35 s each). Made under a name of its own and renamed
 * once migrated, so a file stopped mid-migration leaves no half-made template behind for the next.
 */
function migratedTemplate(server: SQL): Promise<string> {
  template ??= (async () => {
    const name = `store_template_${process.ppid}_${process.pid}`;
    const [found] = await server.unsafe(`SELECT 1 FROM pg_database WHERE datname = '${name}'`);
    if (found) return name;
    const making = `${name}_${madeBy}`;
    await server.unsafe(`CREATE DATABASE ${making}`);
    await migratePostgres(databaseUrl(making));
    await server.unsafe(`ALTER DATABASE ${making} RENAME TO ${name}`);
    return name;
  })();
  return template;
}

/** A database copied from the template (or the one this test already made under `name`), ready when `ready` is. */
function freshDatabase(name?: string): { database: string; ready: Promise<unknown> } {
  admin ??= new SQL(serverUrl, { max: 4, idleTimeout: 5 });
  const server = admin;
  let made = name ? named.get(name) : undefined;
  if (!made) {
    const database = `store_test_${madeBy}_${++count}`;
    const ready = migratedTemplate(server).then((from) =>
      server.unsafe(`CREATE DATABASE ${database} TEMPLATE ${from} STRATEGY FILE_COPY`),
    );
    made = { database, ready };
    if (name) named.set(name, made);
    if (inTest) madeInTest.push(database);
  }
  return made;
}

function postgresTestDatabase(name?: string): PgDb {
  const { database, ready } = freshDatabase(name);
  const db = openPostgres(databaseUrl(database), { max: 4, idleTimeout: 2, ready });
  if (inTest) open.push(db);
  return db;
}

/**
 * The URL of a fresh PostgreSQL database for a store a test starts as a process (e2e/support/server.ts), made and
 * migrated before it is answered; dropped with the test, or kept to the end when made before a file's tests.
 */
export async function postgresTestUrl(): Promise<string> {
  const { database, ready } = freshDatabase();
  await ready;
  return databaseUrl(database);
}

/** Runs SQL on the test server as its owner, outside any test's database (ALTER DATABASE, ending connections). */
export async function onTestServer<T = unknown>(text: string): Promise<T[]> {
  admin ??= new SQL(serverUrl, { max: 4, idleTimeout: 5 });
  return await admin.unsafe(text);
}

/** Registered before each test by src/test/preload.ts. */
export function beginTestDatabases(): void {
  inTest = true;
}

/** Closes the databases the test opened and drops them (registered after each test by src/test/preload.ts). */
export async function endTestDatabases(): Promise<void> {
  inTest = false;
  named.clear();
  await Promise.all(open.splice(0).map((db) => closePostgres(db)));
  for (const database of madeInTest.splice(0)) await admin?.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
}
