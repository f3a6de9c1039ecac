import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PgTable, getTableConfig as pgConfig } from "drizzle-orm/pg-core";
import { SQLiteTable, getTableConfig as sqliteConfig } from "drizzle-orm/sqlite-core";
import * as pg from "./pg/schema";
import { formattedPgSchema } from "./pg-schema-format";
import * as sqlite from "./sqlite/schema";

type Column = ReturnType<typeof sqliteConfig>["columns"][number] | ReturnType<typeof pgConfig>["columns"][number];

/**
 * The value a column holds, as the store's code reads it: number, string (with its allowed values), boolean, date or
 * buffer. PostgreSQL's two custom columns are epoch milliseconds (a bigint read as a Date) and bytea (a Buffer).
 */
function kindOf(column: Column): string {
  const kind =
    column.columnType === "PgCustomColumn" ? (column.getSQLType() === "bytea" ? "buffer" : "date") : column.dataType;
  return column.enumValues ? `${kind} (${column.enumValues.join("|")})` : kind;
}

/**
 * What the store's code relies on of a table: its columns (by name, the kind of value, nullability, default or not)
 * and keys.
 */
function shapeOf(config: ReturnType<typeof sqliteConfig> | ReturnType<typeof pgConfig>) {
  const columns = (config.columns as Column[])
    // A primary key's default is the engine's (SQLite's rowid, PostgreSQL's identity), not the schema's.
    .map(
      (column) =>
        `${column.name} ${kindOf(column)} ${column.notNull ? "not null" : "null"}${column.hasDefault && !column.primary ? " default" : ""}`,
    )
    .sort();
  const unique = config.indexes
    .filter((index) => index.config.unique)
    .map((index) => index.config.name)
    .sort();
  const indexes = config.indexes.map((index) => index.config.name).sort();
  const foreignKeys = config.foreignKeys
    .map((key) => {
      const reference = key.reference();
      return `${reference.columns.map((c) => c.name)} -> ${reference.foreignColumns.map((c) => c.name)} ${key.onDelete}`;
    })
    .sort();
  const primaryKey = [
    ...config.columns.filter((column) => column.primary).map((column) => column.name),
    ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
  ];
  return { columns, unique, indexes, foreignKeys, primaryKey };
}

const sqliteTables = Object.entries(sqlite).filter(([, value]) => value instanceof SQLiteTable);
const pgTables = Object.entries(pg).filter(([, value]) => value instanceof PgTable);

describe("the two engines' schemas", () => {
  test("declare the same tables under the same names", () => {
    expect(pgTables.map(([key]) => key).sort()).toEqual(sqliteTables.map(([key]) => key).sort());
    expect(sqliteTables.length).toBeGreaterThan(30);
  });

  for (const [key, table] of sqliteTables) {
    test(`${key}: the same columns, keys and indexes`, () => {
      const other = (pg as Record<string, unknown>)[key];
      expect(other).toBeInstanceOf(PgTable);
      expect(shapeOf(pgConfig(other as PgTable))).toEqual(shapeOf(sqliteConfig(table as SQLiteTable)));
    });
  }
});

test("src/db/pg/schema.ts is what the SQLite tables generate (run bun run db:pg-schema)", () => {
  expect(readFileSync(join(import.meta.dir, "pg/schema.ts"), "utf8")).toBe(formattedPgSchema());
});
