import { describe, expect, test } from "bun:test";
import { openDatabase } from "../../db/database";

/**
 * Storefront answers are kept until the catalog version changes, and only database triggers bump it
 * (catalog-version.ts). Every table is named here: read by a kept answer (then it must bump the version on insert,
 * update and delete), or not shown by any storefront page or public read. A new table fails until it is placed,
 * so nobody adds something the storefront shows without the triggers that keep its pages true.
 */
const READ_BY_KEPT_ANSWERS = [
  "bank_accounts",
  "branches",
  "brands",
  "categories",
  "delivery_districts",
  "delivery_zones",
  "order_items",
  "part_numbers",
  "product_fitments",
  "product_images",
  "products",
  "shop_settings",
  "sub_categories",
  "vehicles",
];

const NOT_SHOWN_ON_THE_STOREFRONT = [
  "__drizzle_migrations",
  "cart_lines",
  "catalog_imports",
  "carts",
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
  "sqlite_sequence",
  "stock_alerts",
  "users",
];

/** The search index's own tables: rebuilt by triggers on the tables above, never written otherwise. */
const isSearchIndex = (table: string) => table.startsWith("product_search");

describe("catalog-version triggers", () => {
  const db = openDatabase(":memory:");
  const tables = db.$client
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all()
    .map((row) => row.name)
    .filter((table) => !isSearchIndex(table));
  const triggers = db.$client
    .query<{ table: string; sql: string }, []>(
      "SELECT tbl_name AS 'table', sql FROM sqlite_master WHERE type = 'trigger'",
    )
    .all();

  test("every table is either read by kept storefront answers or placed as not shown there", () => {
    const unplaced = tables.filter(
      (table) => !READ_BY_KEPT_ANSWERS.includes(table) && !NOT_SHOWN_ON_THE_STOREFRONT.includes(table),
    );
    expect(unplaced).toEqual([]);
    const gone = [...READ_BY_KEPT_ANSWERS, ...NOT_SHOWN_ON_THE_STOREFRONT].filter((table) => !tables.includes(table));
    expect(gone).toEqual([]);
  });

  test("every table a kept answer reads bumps the catalog version on insert, update and delete", () => {
    const missing = READ_BY_KEPT_ANSWERS.flatMap((table) =>
      ["INSERT", "UPDATE", "DELETE"]
        .filter(
          (event) =>
            !triggers.some(
              (trigger) =>
                trigger.table === table &&
                new RegExp(`AFTER ${event}\\b`, "i").test(trigger.sql) &&
                /UPDATE\s+`?catalog_version`?\s+SET/i.test(trigger.sql),
            ),
        )
        .map((event) => `${table} ${event}`),
    );
    expect(missing).toEqual([]);
  });
});
