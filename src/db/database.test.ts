import { describe, expect, test } from "bun:test";
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempFolder } from "../test/temp-folders";
import { waitFor } from "../test/wait-for";
import { DamagedDatabaseError, databaseProblem, MIGRATIONS_FOLDER, openDatabase } from "./database";
import { ENGINE } from "./engine";

/** A copy of the migrations folder that stops after the first `count` migrations. */
function firstMigrations(count: number): string {
  const folder = join(tempFolder("store-migrations-"), "drizzle");
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const tableNames = (path: string) => {
  const db = openDatabase(path);
  const names = db.$client
    .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name")
    .all()
    .map((r) => r.name);
  return { db, names };
};

// SQLite's own file, migrations and checks; PostgreSQL's schema is proven by every test made from its migrated template.
describe.if(ENGINE === "sqlite")("openDatabase", () => {
  test("migrates a fresh file with every table, WAL and foreign keys on", async () => {
    const path = join(tempFolder("store-db-"), "nested", "store.db");
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
      "vehicles",
      "product_fitments",
    ]) {
      expect(names).toContain(table);
    }
    expect(db.$client.query("PRAGMA journal_mode").get()).toEqual({ journal_mode: "wal" });
    expect(db.$client.query("PRAGMA foreign_keys").get()).toEqual({ foreign_keys: 1 });
    expect(await databaseProblem(db)).toBeNull();
    db.$client.close();
    expect(await databaseProblem(db)).not.toBeNull();
  });

  test("opening an already migrated file again changes nothing", () => {
    const path = join(tempFolder("store-db-"), "store.db");
    const first = openDatabase(path);
    first.$client.run("INSERT INTO brands (name) VALUES ('Denso')");
    first.$client.close();
    const again = openDatabase(path);
    expect(again.$client.query("SELECT name FROM brands").all()).toEqual([{ name: "Denso" }]);
  });

  test("migrates :memory: too", () => {
    const db = openDatabase(":memory:");
    const count = db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM __drizzle_migrations").get();
    expect(count?.n).toBe(readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith(".sql")).length);
  });

  test("a later migration applied over a database that already holds data loses no row and indexes it", () => {
    const path = join(tempFolder("store-db-"), "store.db");
    const old = openDatabase(path, firstMigrations(1));
    const sql = old.$client;
    sql.run("INSERT INTO brands (name) VALUES ('Toyota Genuine Parts'), ('Nissan Genuine Parts')");
    sql.run("INSERT INTO categories (brand_id, name) VALUES (1, 'Brake System'), (2, 'Filters')");
    sql.run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'Brake Pads'), (2, 'Oil Filters')");
    sql.run(
      `INSERT INTO products (sub_category_id, name, code, price_cents) VALUES
        (1, 'Front pad set', '04465-0K090', 1250000), (2, 'Oil filter', '15208-65F0E', 180000)`,
    );
    sql.run(
      `INSERT INTO orders (order_number, customer_full_name, customer_email, customer_primary_mobile, customer_address,
        total_qty, total_cents, placed_at) VALUES ('SO-2026-000001', 'Nimal Perera', 'nimal@example.lk', '0771234567', 'Kandy', 1, 1250000, 0)`,
    );
    const before = (db: typeof old) =>
      ["brands", "categories", "sub_categories", "products", "orders"].map(
        (table) => db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()?.n,
      );
    const counts = before(old);
    expect(() => sql.query("SELECT * FROM product_search").all()).toThrow();
    sql.close();

    const upgraded = openDatabase(path);
    expect(before(upgraded)).toEqual(counts);
    const found = upgraded.$client
      .query<{ rowid: number }, []>("SELECT rowid FROM product_search WHERE product_search MATCH '\"15208\"' ")
      .all();
    expect(found).toEqual([{ rowid: 2 }]);
    expect(upgraded.$client.query("SELECT count(*) AS n FROM product_search").get()).toEqual({ n: 2 });
    const ofSubCategory = upgraded.$client
      .query<{ rowid: number }, []>("SELECT rowid FROM product_search WHERE product_search MATCH 'filters : \"s1\"'")
      .all();
    expect(ofSubCategory).toEqual([{ rowid: 1 }]);
  });

  test("vehicle fitment arrives over a populated store: no row lost, search rebuilt, fitments searchable", () => {
    const path = join(tempFolder("store-db-"), "store.db");
    const old = openDatabase(path, firstMigrations(6));
    const sql = old.$client;
    sql.run("INSERT INTO brands (name) VALUES ('Toyota Genuine Parts')");
    sql.run("INSERT INTO categories (brand_id, name) VALUES (1, 'Brake System')");
    sql.run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'Brake Pads')");
    for (let i = 1; i <= 50; i++) {
      sql.run("INSERT INTO products (sub_category_id, name, code, price_cents, is_active) VALUES (1, ?, ?, 100, ?)", [
        `Pad set ${i}`,
        `P-${i}`,
        i % 10 === 0 ? 0 : 1,
      ]);
    }
    const countOf = (db: typeof old, table: string) =>
      db.$client.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${table}`).get()?.n;
    expect(countOf(old, "product_search")).toBe(50);
    sql.close();

    const upgraded = openDatabase(path);
    expect(countOf(upgraded, "products")).toBe(50);
    expect(countOf(upgraded, "product_search")).toBe(50);
    const client = upgraded.$client;
    const find = (query: string) =>
      client
        .query<{ rowid: number }, [string]>(
          "SELECT rowid FROM product_search WHERE product_search MATCH ? ORDER BY rowid",
        )
        .all(query)
        .map((row) => row.rowid);
    expect(find('filters : "inactive"')).toEqual([10, 20, 30, 40, 50]);
    client.run("INSERT INTO vehicles (make, model, code, year_from) VALUES ('Toyota', 'Axio', 'NZE161', 2012)");
    client.run("INSERT INTO product_fitments (product_id, vehicle_id) VALUES (3, 1), (7, 1)");
    expect(find('"nze161" "pad"')).toEqual([3, 7]);
    expect(find('"pad" AND filters : "v1"')).toEqual([3, 7]);
    expect(find('"axio"')).toEqual([]);
    client.run("DELETE FROM product_fitments WHERE product_id = 3");
    expect(find('filters : "v1"')).toEqual([7]);
    expect(() => client.run("DELETE FROM vehicles WHERE id = 1")).toThrow(/FOREIGN KEY/);
  });

  test("names a shop expects to be unique are unique, ignoring case, within their parent", () => {
    const sql = openDatabase(":memory:").$client;
    sql.run("INSERT INTO brands (name) VALUES ('Denso'), ('Bosch')");
    expect(() => sql.run("INSERT INTO brands (name) VALUES ('DENSO')")).toThrow(/UNIQUE/);
    sql.run("INSERT INTO categories (brand_id, name) VALUES (1, 'Filters'), (2, 'Filters')");
    expect(() => sql.run("INSERT INTO categories (brand_id, name) VALUES (1, 'filters')")).toThrow(/UNIQUE/);
    sql.run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'Oil Filters'), (2, 'Oil Filters')");
    expect(() => sql.run("INSERT INTO sub_categories (category_id, name) VALUES (1, 'OIL FILTERS')")).toThrow(/UNIQUE/);
    sql.run(
      "INSERT INTO products (sub_category_id, name, code, price_cents) VALUES (1, 'Oil filter', '90915-YZZE1', 150000)",
    );
    expect(() =>
      sql.run("INSERT INTO products (sub_category_id, name, code, price_cents) VALUES (2, 'Copy', '90915-yzze1', 1)"),
    ).toThrow(/UNIQUE/);
    sql.run("INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('Owner@Shop.lk', 'x', 'A', 'B')");
    expect(() =>
      sql.run(
        "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('owner@shop.LK', 'x', 'A', 'B')",
      ),
    ).toThrow(/UNIQUE/);
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

describe.if(ENGINE === "sqlite")("a damaged or exposed database file", () => {
  test("quick_check refuses a file with random bytes written over its pages, before anything is written", () => {
    const path = join(tempFolder("store-db-"), "store.db");
    const db = openDatabase(path);
    for (let i = 0; i < 2000; i++) db.$client.run("INSERT INTO brands (name) VALUES (?)", [`Brand number ${i}`]);
    db.$client.run("PRAGMA wal_checkpoint(TRUNCATE)");
    db.$client.close();
    const bytes = readFileSync(path);
    bytes.set(crypto.getRandomValues(new Uint8Array(8192)), Math.floor(bytes.length / 2));
    writeFileSync(path, bytes);
    expect(() => openDatabase(path)).toThrow(DamagedDatabaseError);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  test("the database and its WAL are readable by their owner only, even a file made by an older store", () => {
    const path = join(tempFolder("store-db-"), "store.db");
    writeFileSync(path, "", { mode: 0o644 });
    const db = openDatabase(path);
    db.$client.run("INSERT INTO brands (name) VALUES ('Denso')");
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(statSync(file).mode & 0o777).toBe(0o600);
    db.$client.close();
  });

  // Files made immutable under a running store (chattr +i, which needs root on a file system that has it): a write
  // that is rolled back still passes, only a commit fails. The -shm file stays writable: SQLite maps it in memory.
  const immutable = (on: boolean, files: string[]) =>
    spawnSync("chattr", [on ? "+i" : "-i", ...files], { stdio: "ignore" }).status === 0;
  const canMakeImmutable = (() => {
    const probe = join(tempFolder("store-chattr-"), "probe");
    writeFileSync(probe, "");
    return immutable(true, [probe]) && immutable(false, [probe]);
  })();

  test.if(canMakeImmutable)("databaseProblem names a database whose files no longer take a commit", async () => {
    const path = join(tempFolder("store-db-"), "store.db");
    const db = openDatabase(path);
    db.$client.run("INSERT INTO brands (name) VALUES ('Denso')");
    expect(await databaseProblem(db)).toBeNull();
    const files = [path, `${path}-wal`];
    expect(immutable(true, files)).toBe(true);
    try {
      // The verdict just given is kept COMMIT_PROBE_KEPT_MS; a monitor asking later gets a fresh one.
      await waitFor("a fresh commit probe", async () => (await databaseProblem(db)) !== null);
      expect(await databaseProblem(db)).toBe("the database cannot be written: disk I/O error");
    } finally {
      immutable(false, files);
    }
    await waitFor("the store to take writes again", async () => (await databaseProblem(db)) === null);
    db.$client.close();
  });

  test("databaseProblem names a disk too full to take writes", async () => {
    const db = openDatabase(join(tempFolder("store-db-"), "store.db"));
    expect(await databaseProblem(db)).toBeNull();
    expect(await databaseProblem(db, Number.MAX_SAFE_INTEGER)).toMatch(
      /^the disk holding the database is full \(\d+ KiB free\)$/,
    );
    db.$client.close();
  });
});
