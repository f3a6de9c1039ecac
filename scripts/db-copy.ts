/**
 * `bun run db:copy <from> <to>`: moves a shop from SQLite to PostgreSQL. <from> is the store's SQLite file (a path or
 * file: URL; the store may be running), <to> an empty PostgreSQL database's postgres:// URL (never printed: it may
 * hold a password). Every table is copied with its ids, then each table's rows are counted on both sides.
 */
import { copyToPostgres } from "../src/db/copy-to-postgres";
import { engineOf } from "../src/db/engine";

const [from, to] = process.argv.slice(2);
if (!from || !to || engineOf(from) === "postgres" || engineOf(to) !== "postgres") {
  console.error("Usage: bun run db:copy <sqlite file or file: URL> <postgres:// URL of an empty database>");
  process.exit(2);
}
const started = performance.now();
try {
  const tables = await copyToPostgres(from.replace(/^file:/, ""), to, (line) => console.log(line));
  const differing = tables.filter((table) => table.from !== table.to);
  for (const table of differing)
    console.error(`${table.table}: ${table.from} rows in SQLite, ${table.to} in PostgreSQL`);
  if (differing.length > 0) process.exit(1);
  const rows = tables.reduce((sum, table) => sum + table.to, 0);
  console.log(
    `Copied ${tables.length - 1} tables (${rows} rows) in ${Math.round(performance.now() - started)} ms; every count matches.`,
  );
} catch (error) {
  console.error(`Copy failed: ${((error as { cause?: Error }).cause ?? (error as Error)).message.split("\n")[0]}`);
  process.exit(1);
}
