import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/database";
import { rawRows } from "../db/raw-rows";

type Param = string | number | boolean | null;

/** `text` with each `?` bound to the next of `params`. */
function bound(text: string, params: Param[]): SQL {
  const parts = text.split("?");
  return sql.join(parts.map((part, i) => (i < params.length ? sql`${sql.raw(part)}${params[i]}` : sql.raw(part))));
}

/**
 * Raw SQL for a test's set-up and checks, on the engine the suite runs on: `?` placeholders, rows as objects.
 * Write it in the SQL both engines read (true/false, CAST(count(*) AS integer)).
 */
export function testSql(db: DbOrTx) {
  const all = <T>(text: string, params: Param[] = []): Promise<T[]> => rawRows<T>(db, bound(text, params));
  return {
    all,
    get: async <T>(text: string, params: Param[] = []): Promise<T | undefined> => (await all<T>(text, params))[0],
    run: async (text: string, params: Param[] = []): Promise<void> => {
      await all(text, params);
    },
  };
}
