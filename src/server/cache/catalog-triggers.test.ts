import { beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import {
  CATALOG_TABLES,
  migrationText,
  postgresCatalogTriggers,
  postgresTagsFunctionBody,
  sqliteCatalogTriggers,
} from "../../db/catalog-triggers";
import { latestCatalogTriggers } from "../../db/catalog-triggers-migration";
import type { Db } from "../../db/database";
import { ENGINE } from "../../db/engine";
import { testDatabase } from "../../test/test-database";
import { testSql } from "../../test/test-sql";

/**
 * Storefront answers are cached until a change carries their tags, and only database triggers tell the store of a
 * change (catalog-version.ts, docs/cache.md). Every table is placed: read by a cached answer (src/db/catalog-triggers.ts
 * lists those, with their tags; then it must bump the version on insert, update and delete), or here, not shown by
 * any storefront page or public read. A new table fails until it is placed, so nobody adds something the storefront
 * shows without the triggers that keep its pages true.
 */
const READ_BY_CACHED_ANSWERS = Object.keys(CATALOG_TABLES);

const NOT_SHOWN_ON_THE_STOREFRONT = [
  "cart_lines",
  "catalog_imports",
  "catalog_import_files",
  "catalog_import_refusals",
  "carts",
  "catalog_changes",
  "catalog_version",
  "contact_messages",
  "email_outbox",
  "invoice_counters",
  "newsletter_subscribers",
  "order_notes",
  "order_status_history",
  "orders",
  "password_reset_codes",
  "payment_history",
  "payment_slips",
  "rate_limit_hits",
  "recovery_codes",
  "refresh_tokens",
  "security_events",
  "sign_in_failures",
  "sign_in_known_addresses",
  "sms_outbox",
  "spent_proofs",
  "stock_alerts",
  "users",
];

/** The engine's own bookkeeping (SQLite keeps drizzle's migrations beside the store's tables; PostgreSQL apart). */
const ENGINE_OWN = ENGINE === "sqlite" ? ["__drizzle_migrations", "sqlite_sequence"] : [];

/** The search index's tables and the products' counts: kept by triggers on the tables above, never written otherwise. */
const isDerived = (table: string) => table.startsWith("product_search") || table === "product_counts";

/** Each trigger as its table, the events it fires on and what it runs. */
async function triggersOf(db: Db): Promise<{ table: string; events: string; action: string }[]> {
  if (ENGINE === "sqlite") {
    const rows = await testSql(db).all<{ table: string; sql: string }>(
      "SELECT tbl_name AS 'table', sql FROM sqlite_master WHERE type = 'trigger'",
    );
    // SQLite keeps the trigger's text: its events are what follows AFTER, its action the body.
    return rows.map(({ table, sql }) => ({ table, events: /AFTER\s+(\w+)/i.exec(sql)?.[1] ?? "", action: sql }));
  }
  return testSql(db).all<{ table: string; events: string; action: string }>(
    `SELECT event_object_table AS "table", event_manipulation AS events, action_statement AS action
     FROM information_schema.triggers WHERE action_timing = 'AFTER'`,
  );
}

/**
 * What a trigger runs that bumps the version and writes what changed (catalog-changes.ts): the UPDATE and the INSERT
 * themselves (SQLite), or the one function doing both (PostgreSQL).
 */
const bumpsVersion = (action: string) =>
  (/UPDATE\s+`?catalog_version`?\s+SET/i.test(action) && /INSERT\s+INTO\s+`?catalog_changes`?/i.test(action)) ||
  /EXECUTE FUNCTION bump_catalog_version\(\)/i.test(action);

describe("catalog-version triggers", () => {
  let tables: string[] = [];
  let triggers: { table: string; events: string; action: string }[] = [];
  beforeAll(async () => {
    const db = testDatabase();
    const names =
      ENGINE === "sqlite"
        ? await testSql(db).all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        : await testSql(db).all<{ name: string }>(
            "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
          );
    tables = names.map((row) => row.name).filter((table) => !isDerived(table) && !ENGINE_OWN.includes(table));
    triggers = await triggersOf(db);
  });

  test("every table is either read by cached storefront answers or placed as not shown there", () => {
    const unplaced = tables.filter(
      (table) => !READ_BY_CACHED_ANSWERS.includes(table) && !NOT_SHOWN_ON_THE_STOREFRONT.includes(table),
    );
    expect(unplaced).toEqual([]);
    const gone = [...READ_BY_CACHED_ANSWERS, ...NOT_SHOWN_ON_THE_STOREFRONT].filter((table) => !tables.includes(table));
    expect(gone).toEqual([]);
  });

  test("every table a cached answer reads bumps the catalog version on insert, update and delete", () => {
    const missing = READ_BY_CACHED_ANSWERS.flatMap((table) =>
      ["INSERT", "UPDATE", "DELETE"]
        .filter(
          (event) =>
            !triggers.some(
              (trigger) =>
                trigger.table === table && trigger.events.toUpperCase() === event && bumpsVersion(trigger.action),
            ),
        )
        .map((event) => `${table} ${event}`),
    );
    expect(missing).toEqual([]);
  });

  test("the triggers in the database are the ones src/db/catalog-triggers.ts generates", async () => {
    const db = testDatabase();
    if (ENGINE === "sqlite") {
      const made = sqliteCatalogTriggers().filter((statement) => statement.startsWith("CREATE"));
      const found = await testSql(db).all<{ sql: string }>(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_catalog\\_%' ESCAPE '\\'",
      );
      // SQLite keeps a trigger's text as it was written, without the statement's closing semicolon.
      expect(found.map((row) => `${row.sql};`).sort()).toEqual(made.sort());
    } else {
      const [tags] = await testSql(db).all<{ body: string }>(
        "SELECT prosrc AS body FROM pg_proc WHERE proname = 'catalog_change_tags'",
      );
      expect(tags?.body).toBe(postgresTagsFunctionBody());
      const tables = await testSql(db).all<{ table: string }>(
        `SELECT DISTINCT event_object_table AS "table" FROM information_schema.triggers
         WHERE trigger_name LIKE '%\\_catalog' ESCAPE '\\' ORDER BY 1`,
      );
      expect(tables.map((row) => row.table)).toEqual([...READ_BY_CACHED_ANSWERS].sort());
    }
  });
});

test("each engine's latest catalog-triggers migration is what the list generates (run bun run db:triggers)", () => {
  const root = join(import.meta.dir, "../../..");
  expect(latestCatalogTriggers(join(root, "drizzle"))).toBe(migrationText(sqliteCatalogTriggers()));
  expect(latestCatalogTriggers(join(root, "drizzle-pg"))).toBe(migrationText(postgresCatalogTriggers()));
});
