import { Database } from "bun:sqlite";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SQL } from "bun";
import { getTableName, sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/bun-sql";
import { drizzle as drizzleSqlite } from "drizzle-orm/bun-sqlite";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { MIGRATIONS_FOLDER } from "./database";
import * as pg from "./pg/schema";
import { migratePostgres } from "./postgres";
import * as sqlite from "./sqlite/schema";

/** Rows written per INSERT: well under PostgreSQL's 65,535 bound values for the widest table. */
const ROWS_PER_BATCH = 500;

export interface CopiedTable {
  table: string;
  from: number;
  to: number;
}

/** Every table of the store, parents before the tables whose rows point at them. */
export function tablesInCopyOrder(): { key: string; target: PgTable; source: SQLiteTable }[] {
  const tables = new Map(
    Object.entries(pg as Record<string, unknown>).flatMap(([key, value]) =>
      value instanceof PgTable ? [[key, value] as const] : [],
    ),
  );
  const sources = new Map(
    Object.entries(sqlite as Record<string, unknown>).flatMap(([key, value]) =>
      value instanceof SQLiteTable ? [[key, value] as const] : [],
    ),
  );
  const byName = new Map([...tables].map(([key, table]) => [getTableName(table), key]));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (key: string) => {
    if (ordered.includes(key)) return;
    if (visiting.has(key)) throw new Error(`The tables' foreign keys go round in a circle at ${key}.`);
    visiting.add(key);
    for (const foreignKey of getTableConfig(tables.get(key) as PgTable).foreignKeys) {
      const parent = byName.get(getTableName(foreignKey.reference().foreignTable));
      if (parent && parent !== key) visit(parent);
    }
    visiting.delete(key);
    ordered.push(key);
  };
  for (const key of tables.keys()) visit(key);
  return ordered.map((key) => ({ key, target: tables.get(key) as PgTable, source: sources.get(key) as SQLiteTable }));
}

/** How many migrations this version of the store has for SQLite: a store to copy must have run them all. */
const sqliteMigrations = () =>
  (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries
    .length;

/**
 * Copies a SQLite store (the file of a running store may be given: the copy reads one consistent snapshot of it)
 * into an empty PostgreSQL database: every table with its ids, then the id sequences moved past them, the search
 * index rebuilt, the tables vacuumed and analysed, and every table's rows counted on both sides. Refuses a PostgreSQL database that already has
 * accounts, products or orders. Says what it did through `say`.
 */
export async function copyToPostgres(
  sqlitePath: string,
  postgresUrl: string,
  say: (line: string) => void = () => {},
): Promise<CopiedTable[]> {
  const file = new Database(sqlitePath, { readonly: true, strict: true });
  const client = new SQL(postgresUrl, { max: 1 });
  try {
    const migrated = file.query<{ n: number }, []>("SELECT count(*) AS n FROM __drizzle_migrations").get()?.n ?? 0;
    if (migrated !== sqliteMigrations()) {
      throw new Error(
        `${sqlitePath} was last opened by another version of the store (${migrated} of ${sqliteMigrations()} migrations): start this version on it once, then copy.`,
      );
    }
    await migratePostgres(postgresUrl);
    await client`SET client_min_messages = warning`;
    const target = drizzlePostgres({ client });
    const [used] = await client`SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM products)
      + (SELECT count(*) FROM orders) AS n`;
    if (Number(used.n) > 0) throw new Error("The PostgreSQL database already holds a store: copy into an empty one.");

    const tables = tablesInCopyOrder();
    const source = drizzleSqlite({ client: file });
    const copied: CopiedTable[] = [];
    // One read transaction: the rows of every table are of one moment, however the live store writes meanwhile.
    file.run("BEGIN");
    await target.transaction(async (tx) => {
      // The defaults a fresh database starts with (delivery zones, districts, a branch) give way to the shop's own.
      const names = tables.map(({ target: table }) => `"${getTableName(table)}"`).join(", ");
      await tx.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
      for (const { target: table, source: from } of tables) {
        let count = 0;
        for (let offset = 0; ; offset += ROWS_PER_BATCH) {
          const rows = await source.select().from(from).limit(ROWS_PER_BATCH).offset(offset);
          if (rows.length === 0) break;
          await tx.insert(table).values(rows as never);
          count += rows.length;
        }
        say(`${getTableName(table)}: ${count} rows`);
      }
      for (const { target: table } of tables) {
        const name = getTableName(table);
        if (!getTableConfig(table).columns.some((column) => column.name === "id" && column.primary)) continue;
        await tx.execute(
          sql.raw(
            `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 0) + 1, false) FROM "${name}"`,
          ),
        );
      }
      await tx.execute(sql`SELECT refresh_product_search(ARRAY(SELECT id FROM products))`);
      await tx.execute(sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`);
    });
    for (const { target: table } of tables) {
      const name = getTableName(table);
      const from = file.query<{ n: number }, []>(`SELECT count(*) AS n FROM "${name}"`).get()?.n ?? 0;
      const [row] = await client.unsafe(`SELECT count(*) AS n FROM "${name}"`);
      copied.push({ table: name, from, to: Number(row.n) });
    }
    file.run("COMMIT");
    // Statistics and the visibility map for the planner: without them a freshly loaded table is scanned whole.
    await client`VACUUM (ANALYZE)`;
    const [search] =
      await client`SELECT (SELECT count(*) FROM product_search) AS indexed, (SELECT count(*) FROM products) AS products`;
    copied.push({ table: "product_search", from: Number(search.products), to: Number(search.indexed) });
    return copied;
  } finally {
    if (file.inTransaction) file.run("ROLLBACK");
    file.close();
    await client.close();
  }
}
