import type { Db } from "../db/database";
import { ENGINE } from "../db/engine";

type Param = string | number | boolean | null;

/**
 * Raw SQL for a test's set-up and checks, on the engine the suite runs on: `?` placeholders, rows as objects.
 * Write it in the SQL both engines read (true/false, CAST(count(*) AS integer)).
 */
export function testSql(db: Db) {
  async function all<T>(text: string, params: Param[] = []): Promise<T[]> {
    if (ENGINE === "sqlite") return db.$client.query(text).all(...params) as T[];
    let n = 0;
    const { $pool, $ready } = db as unknown as {
      $pool: { unsafe(text: string, params: Param[]): Promise<T[]> };
      $ready: Promise<unknown>;
    };
    await $ready;
    return [
      ...(await $pool.unsafe(
        text.replace(/\?/g, () => `$${++n}`),
        params,
      )),
    ];
  }
  return {
    all,
    get: async <T>(text: string, params: Param[] = []): Promise<T | undefined> => (await all<T>(text, params))[0],
    run: async (text: string, params: Param[] = []): Promise<void> => {
      await all(text, params);
    },
  };
}
