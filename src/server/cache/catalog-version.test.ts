import { Database } from "bun:sqlite";
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, type Db, openDatabase } from "../../db/database";
import { ENGINE } from "../../db/engine";
import { asStoreHandle } from "../../db/engine-handles";
import { addProduct, makeSubCategory } from "../../test/catalog";
import { testSql } from "../../test/test-sql";
import { catalogVersion } from "./catalog-version";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The store's database in a file, and a second connection to it as another process would have. */
function storeAndAnotherProcess(): { db: Db; other: Database } {
  const folder = mkdtempSync(join(tmpdir(), "catalog-version-"));
  folders.push(folder);
  const db = asStoreHandle(openDatabase(join(folder, "store.db")));
  return { db, other: new Database(join(folder, "store.db")) };
}

describe.skipIf(ENGINE !== "sqlite")("the catalog version on SQLite", () => {
  test("is read once per turn of the event loop: another process's commit shows on the next turn", async () => {
    const { db, other } = storeAndAnotherProcess();
    const version = catalogVersion(db);
    const before = await version();
    other.run("UPDATE catalog_version SET version = version + 1 WHERE id = 1");
    // Requests answered in the turn that read it were sent before the commit: they may be answered from before it.
    expect(await version()).toBe(before);
    await nextTurn();
    expect(await version()).toBe(before + 1);
    other.close();
    await closeDatabase(db);
  });

  test("moves at once with a change this process commits, in the same turn", async () => {
    const { db } = storeAndAnotherProcess();
    const version = catalogVersion(db);
    const before = await version();
    const subCategoryId = await makeSubCategory(db);
    await addProduct(db, { subCategoryId, name: "Brake pad", priceCents: 100_000, qty: 3 });
    const afterAdding = await version();
    expect(afterAdding).toBeGreaterThan(before);
    await testSql(db).run("UPDATE products SET qty = 2");
    expect(await version()).toBeGreaterThan(afterAdding);
    await closeDatabase(db);
  });

  test("a change committed by a transaction shows once it commits, not while it is open", async () => {
    const { db } = storeAndAnotherProcess();
    const version = catalogVersion(db);
    const subCategoryId = await makeSubCategory(db);
    const before = await version();
    const writing = db.transaction(async (tx) => {
      await testSql(tx).run("UPDATE sub_categories SET name = 'Pads' WHERE id = ?", [subCategoryId]);
      await nextTurn();
    });
    // Asked while the transaction is open: waits for it, and sees its commit.
    const seenBeside = await version();
    await writing;
    expect(seenBeside).toBe(before + 1);
    expect(await version()).toBe(before + 1);
    await closeDatabase(db);
  });
});
