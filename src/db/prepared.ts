import { type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "./database";
import { ENGINE } from "./engine";

/**
 * Statements of one database handle built once per shape and then only run: drizzle otherwise builds the SQL text
 * anew on every call, which was ~85% of a catalog request (docs/architecture.md, performance). `shape` names what
 * changes the SQL text (which filters, which order); values go in as placeholders.
 */
export function statementsByShape<T>() {
  const statements = new Map<string, T>();
  return (shape: string, build: () => T): T => {
    let statement = statements.get(shape);
    if (!statement) {
      statement = build();
      statements.set(shape, statement);
    }
    return statement;
  };
}

/** The ids of a JSON list (`JSON.stringify(ids)`, given as a value or a placeholder) as rows of one column, `value`. */
function idRows(list: SQL): SQL {
  return ENGINE === "postgres"
    ? sql`(SELECT value::bigint AS value FROM json_array_elements_text(${list}::text::json))`
    : sql`(SELECT value FROM json_each(${list}))`;
}

/** `IN` a list of ids given as one placeholder holding JSON (`JSON.stringify(ids)`), so one statement serves any length. */
export const inJsonList = (name: string) => idRows(sql`${sql.placeholder(name)}`);

/** `IN` a list of ids bound as one value, so no length of list can outgrow the engine's limit of bound values. */
export const inIds = (ids: readonly number[]) => idRows(sql`${JSON.stringify(ids)}`);

/** Every pair of two id lists, as rows (a, b): one statement for any number of pairs. */
export const idPairs = (a: readonly number[], b: readonly number[]) =>
  sql`(SELECT p.value AS a, v.value AS b FROM ${idRows(sql`${JSON.stringify(a)}`)} p, ${idRows(sql`${JSON.stringify(b)}`)} v)`;

/**
 * A built query as a prepared statement, to be run with its placeholders' values. PostgreSQL's drizzle asks each a
 * name, which Bun's driver does not use (it prepares by the SQL text); SQLite's takes none.
 */
export function prepared<Prepared>(query: { prepare(name: string): Prepared }): Prepared {
  return query.prepare("");
}

/**
 * A statement prepared once on `db` for reads outside transactions, and built on a transaction's `tx` when one is
 * handed (a statement prepared on `db` runs outside any transaction, and is refused inside one's work).
 */
export function preparedOn<Prepared>(db: Db, build: (on: DbOrTx) => { prepare(name: string): Prepared }) {
  const onDb = prepared(build(db));
  return (on: DbOrTx = db): Prepared => (on === db ? onDb : prepared(build(on)));
}

/**
 * Statements for one transaction's `tx`, each built the first time it is used: a transaction runs a few of them,
 * and building the others would cost drizzle's SQL building for nothing.
 */
export function builtOnUse<T extends object>(builders: { [K in keyof T]: () => T[K] }): T {
  const built = {} as T;
  for (const key of Object.keys(builders) as (keyof T)[]) {
    Object.defineProperty(built, key, {
      get() {
        const statement = builders[key]();
        Object.defineProperty(built, key, { value: statement });
        return statement;
      },
      configurable: true,
    });
  }
  return built;
}
