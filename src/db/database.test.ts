import { describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { databaseAnswers, openDatabase } from "./database";

const tableNames = (path: string) => {
  const db = openDatabase(path);
  const names = db.$client
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name")
    .all()
    .map((r) => r.name);
  return { db, names };
};

describe("openDatabase", () => {
  test("migrates a fresh file with every table, WAL and foreign keys on", () => {
    const path = join(mkdtempSync(join(tmpdir(), "store-db-")), "nested", "store.db");
    const { db, names } = tableNames(path);
    for (const table of [
      "users",
      "refresh_tokens",
      "password_reset_codes",
      "brands",
      "categories",
      "sub_categories",
      "products",
      "product_images",
      "orders",
      "order_items",
      "order_status_history",
      "email_outbox",
      "product_search",
    ]) {
      expect(names).toContain(table);
    }
    expect(db.$client.query("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.$client.query("PRAGMA foreign_keys").get()).toEqual({ foreign_keys: 1 });
    expect(databaseAnswers(db)).toBe(true);
    db.$client.close();
    expect(databaseAnswers(db)).toBe(false);
  });

  test("opening an already migrated file again changes nothing", () => {
    const path = join(mkdtempSync(join(tmpdir(), "store-db-")), "store.db");
    const first = openDatabase(path);
    first.$client.run("INSERT INTO brands (name) VALUES ('Denso')");
    first.$client.close();
    const again = openDatabase(path);
    expect(again.$client.query("SELECT name FROM brands").all()).toEqual([{ name: "Denso" }]);
  });

  test("refuses a child whose parent does not exist (foreign keys enforced)", () => {
    const db = openDatabase(":memory:");
    expect(() => db.$client.run("INSERT INTO categories (brand_id, name) VALUES (999, 'Brakes')")).toThrow(
      /FOREIGN KEY/,
    );
  });

  test("keeps the search index in step with products and with renamed brands", () => {
    const db = openDatabase(":memory:");
    const sql = db.$client;
    sql.run("INSERT INTO brands (name) VALUES ('Toyota Genuine Parts')");
    sql.run("INSERT INTO categories (brand_id, name) VALUES (1, 'Brake System')");
    sql.run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'Brake Pads')");
    sql.run(
      "INSERT INTO products (sub_category_id, name, code, price_cents) VALUES (1, 'Front pad set', '04465-0K090', 1250000)",
    );
    const find = (query: string) =>
      sql
        .query<{ rowid: number }, [string]>("SELECT rowid FROM product_search WHERE product_search MATCH ?")
        .all(query);
    expect(find('"044650k090"')).toEqual([{ rowid: 1 }]);
    expect(find('"0k090"')).toEqual([{ rowid: 1 }]);
    sql.run("UPDATE brands SET name = 'Aisin' WHERE id = 1");
    expect(find('"aisin"')).toEqual([{ rowid: 1 }]);
    expect(find('"toyota"')).toEqual([]);
    sql.run("DELETE FROM products WHERE id = 1");
    expect(find('"pad"')).toEqual([]);
  });
});
