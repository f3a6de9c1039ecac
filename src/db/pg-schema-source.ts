import { type Column, getTableColumns, is, SQL, StringChunk } from "drizzle-orm";
import { getTableConfig, type IndexColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as sqlite from "./sqlite/schema";

/**
 * The source of src/db/pg/schema.ts, generated from the SQLite tables (src/db/sqlite/schema.ts, the one description
 * of the store's tables): `bun run db:pg-schema` writes it, and src/db/schema-parity.test.ts fails when the file
 * differs. What differs between the engines is decided here, once for every table:
 *
 * - money in cents and epoch-millisecond numbers are bigint on PostgreSQL (an order of Rs 21.5 million outgrows a
 *   32-bit integer); other integers stay integer;
 * - times (SQLite's timestamp_ms) are epoch milliseconds in a bigint read as a Date, as on SQLite, so every comparison
 *   and every copied row means the same on both engines;
 * - an autoincrement key is an identity; a blob is bytea; a real is double precision;
 * - `x COLLATE NOCASE` in an index is `lower(x)`; SQLite's time default is PostgreSQL's.
 */

const bigintNumber = (name: string) => name.endsWith("_cents") || name === "at" || /_(at|until)$/.test(name);

const SQL_DEFAULTS: Record<string, string> = {
  "(unixepoch('subsec') * 1000)": "NOW_MS",
};

const HEADER = `// Generated from src/db/sqlite/schema.ts by \`bun run db:pg-schema\` (src/db/pg-schema-source.ts): do not edit.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Epoch milliseconds in a bigint, read as a Date (SQLite's timestamp_ms). */
const epochMs = customType<{ data: Date; driverData: string | number }>({
  dataType: () => "bigint",
  toDriver: (value) => value.getTime(),
  fromDriver: (value) => new Date(Number(value)),
});

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

const NOW_MS = sql\`(extract(epoch from now()) * 1000)::bigint\`;
`;

type AnyColumn = Column & { autoIncrement?: boolean; mode?: string };

const sqliteTables = (): [string, SQLiteTable][] =>
  Object.entries(sqlite as Record<string, unknown>).flatMap(([key, value]) =>
    is(value, SQLiteTable) ? [[key, value] as [string, SQLiteTable]] : [],
  );

/** The PostgreSQL column builder for one SQLite column, without its constraints. */
function builderOf(column: AnyColumn): string {
  const name = JSON.stringify(column.name);
  switch (column.columnType) {
    case "SQLiteTimestamp":
      return `epochMs(${name})`;
    case "SQLiteBoolean":
      return `boolean(${name})`;
    case "SQLiteReal":
      return `doublePrecision(${name})`;
    case "SQLiteBlobBuffer":
      return `bytes(${name})`;
    case "SQLiteText":
      return column.enumValues ? `text(${name}, { enum: ${JSON.stringify(column.enumValues)} })` : `text(${name})`;
    case "SQLiteInteger":
      return bigintNumber(column.name) ? `bigint(${name}, { mode: "number" })` : `integer(${name})`;
    default:
      throw new Error(`no PostgreSQL type for ${column.columnType} (${column.name})`);
  }
}

/** SQL written in an index or a default, with columns as the table's keys (`t.name`) and SQLite's words mapped. */
function sqlText(query: SQL, keyOf: (column: Column) => string): string {
  const text = query.queryChunks
    .map((chunk) => {
      if (is(chunk, StringChunk)) return chunk.value.join("");
      if (is(chunk, SQL)) return sqlText(chunk, keyOf);
      if (typeof chunk === "object" && chunk !== null && "columnType" in chunk)
        return `\${t.${keyOf(chunk as Column)}}`;
      throw new Error(`cannot write ${String(chunk)} in a PostgreSQL index`);
    })
    .join("");
  return text.replace(/(\$\{t\.\w+\}) COLLATE NOCASE/g, "lower($1)");
}

function defaultOf(column: AnyColumn): string {
  if (is(column.default, SQL)) {
    const text = sqlText(column.default, () => "");
    const mapped = SQL_DEFAULTS[text];
    if (!mapped) throw new Error(`no PostgreSQL default for ${text} (${column.name})`);
    return mapped;
  }
  return JSON.stringify(column.default);
}

function tableSource(key: string, table: SQLiteTable, keyOfTable: Map<SQLiteTable, string>): string {
  const config = getTableConfig(table);
  const columns = Object.entries(getTableColumns(table)) as [string, AnyColumn][];
  const keyOf = (column: Column) => columns.find(([, own]) => own === column)?.[0] ?? column.name;
  const references = new Map<Column, string>(
    config.foreignKeys.map((key) => {
      const reference = key.reference();
      const [column] = reference.columns;
      const [foreign] = reference.foreignColumns;
      if (reference.columns.length !== 1 || !column || !foreign) throw new Error(`${config.name}: a composite key`);
      const foreignTable = keyOfTable.get(reference.foreignTable as SQLiteTable);
      const foreignKey = Object.entries(getTableColumns(reference.foreignTable)).find(([, c]) => c === foreign)?.[0];
      return [column, `.references((): AnyPgColumn => ${foreignTable}.${foreignKey}, { onDelete: "${key.onDelete}" })`];
    }),
  );
  const lines = columns.map(([name, column]) => {
    let source = builderOf(column);
    if (column.primary)
      source += column.autoIncrement ? ".primaryKey().generatedByDefaultAsIdentity()" : ".primaryKey()";
    else if (column.notNull) source += ".notNull()";
    if (column.hasDefault && column.default !== undefined) source += `.default(${defaultOf(column)})`;
    source += references.get(column) ?? "";
    return `    ${name}: ${source},`;
  });
  const indexColumn = (column: IndexColumn) =>
    is(column, SQL) ? `sql\`${sqlText(column, keyOf)}\`` : `t.${keyOf(column as Column)}`;
  const extras = [
    ...config.indexes.map(({ config: index }) => {
      const on = `${index.unique ? "uniqueIndex" : "index"}(${JSON.stringify(index.name)}).on(${index.columns.map(indexColumn).join(", ")})`;
      return index.where ? `${on}.where(sql\`${sqlText(index.where, keyOf)}\`)` : on;
    }),
    ...config.primaryKeys.map(
      (key) =>
        `primaryKey({ name: "${config.name}_pkey", columns: [${key.columns.map((column) => `t.${keyOf(column)}`).join(", ")}] })`,
    ),
  ];
  const extra = extras.length > 0 ? `,\n  (t) => [${extras.join(", ")}]` : "";
  return `export const ${key} = pgTable(\n  "${config.name}",\n  {\n${lines.join("\n")}\n  }${extra},\n);\n`;
}

/** src/db/pg/schema.ts as it should be, before formatting (the script and the test format it with Biome). */
export function pgSchemaSource(): string {
  const tables = sqliteTables();
  const keyOfTable = new Map(tables.map(([key, table]) => [table, key]));
  return `${HEADER}\n${tables.map(([key, table]) => tableSource(key, table, keyOfTable)).join("\n")}`;
}
