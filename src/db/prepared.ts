import { sql } from "drizzle-orm";

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

/** `IN` a list of ids given as one placeholder holding JSON (`JSON.stringify(ids)`), so one statement serves any length. */
export const inJsonList = (name: string) => sql`(SELECT value FROM json_each(${sql.placeholder(name)}))`;
