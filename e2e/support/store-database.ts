import { Database, type SQLQueryBindings } from "bun:sqlite";

/** Reads a running store's database as it is now (the store keeps writing; WAL lets a test read beside it). */
export function readStore<T>(databasePath: string, sql: string, ...params: SQLQueryBindings[]): T[] {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.query(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
