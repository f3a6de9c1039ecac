import type { Db } from "../db/database";
import { ENGINE } from "../db/engine";
import { onTestServer } from "./test-database";
import { testSql } from "./test-sql";
import { waitFor } from "./wait-for";

/**
 * Makes a test's database refuse writes (or take them again), as a read-only file, file system or standby would.
 * SQLite: `PRAGMA query_only`. PostgreSQL: the database's default becomes read-only transactions (set from the test
 * server's own connection, as a read-only session could not undo it), and its connections are ended so the store's
 * pool reconnects under the new default.
 */
export async function setReadOnly(db: Db, readOnly: boolean): Promise<void> {
  if (ENGINE === "sqlite") {
    await testSql(db).run(`PRAGMA query_only = ${readOnly ? "ON" : "OFF"}`);
    return;
  }
  const row = await testSql(db).get<{ name: string }>("SELECT current_database() AS name");
  const name = String(row?.name).replace(/"/g, "");
  await onTestServer(`ALTER DATABASE "${name}" SET default_transaction_read_only = ${readOnly ? "on" : "off"}`);
  // Every connection begun before the change is ended, one still starting included once it shows: a connection
  // that read the old default would go on taking writes (CI once saw /health write through one).
  const [changed] = await onTestServer<{ at: string }>("SELECT now()::text AS at");
  const older = `FROM pg_stat_activity WHERE datname = '${name.replace(/'/g, "")}' AND backend_start < '${changed?.at}'`;
  for (let round = 0; round < 100; round++) {
    if ((await onTestServer(`SELECT pg_terminate_backend(pid) ${older}`)).length === 0) break;
    await Bun.sleep(20);
  }
  // The pool notices its connections were ended a moment later; a statement sent before would meet a dead one.
  // Done when a round of statements, one per connection the pool may hold, all run and all see the new default.
  const expected = readOnly ? "on" : "off";
  await waitFor("the store's connections to see the new default", async () => {
    const round = await Promise.allSettled(
      Array.from({ length: POOL_MAX }, () =>
        testSql(db).get<{ value: string }>("SELECT current_setting('default_transaction_read_only') AS value"),
      ),
    );
    return round.every((answer) => answer.status === "fulfilled" && answer.value?.value === expected);
  });
}

/** The most connections a store's pool holds (src/db/postgres.ts). */
const POOL_MAX = 10;

/** What the engine says when a write meets a read-only database. */
export const READ_ONLY_REFUSAL =
  ENGINE === "sqlite" ? "attempt to write a readonly database" : "cannot execute UPDATE in a read-only transaction";
