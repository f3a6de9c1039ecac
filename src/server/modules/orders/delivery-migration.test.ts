import { describe, expect, test } from "bun:test";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_FOLDER, openDatabase } from "../../../db/database";
import { asStoreHandle } from "../../../db/engine-handles";
import { seedDemo } from "../../../db/seed/seed-demo";
import { requireOrder } from "./order-rows";

/** The migrations folder as it was before `tag` (its journal cut there), to build a database of that age. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe("the delivery migration over a shop that already has orders", () => {
  test("old orders keep their totals as items, with delivery not recorded, and read as such through the app", async () => {
    const dir = mkdtempSync(join(tmpdir(), "store-"));
    const path = join(dir, "store.db");
    const old = migrationsBefore("0007_delivery_and_carts");
    try {
      const before = openDatabase(path, old);
      before.$client.run(
        `INSERT INTO orders (order_number, customer_full_name, customer_email, customer_primary_mobile, customer_address,
           total_qty, total_cents, status, placed_at) VALUES ('SO-2026-000001', 'Old Customer', 'old@example.lk',
           '077 123 4567', 'Galle', 2, 1234500, 'COMPLETED', 1763000000000)`,
      );
      before.$client.close();

      const after = openDatabase(path);
      const order = await requireOrder(asStoreHandle(after), "SO-2026-000001");
      expect(order).toMatchObject({ itemsTotal: 12_345, totalAmount: 12_345, customerEmail: "old@example.lk" });
      expect(order.delivery).toEqual({
        method: "NOT_RECORDED",
        fee: null,
        zone: null,
        days: null,
        weightKg: null,
        branch: null,
        district: null,
        city: null,
        postalCode: null,
      });
      // A new shop's delivery is set up: every district in a zone, free delivery above Rs. 15,000, four branches.
      const count = (sql: string) => after.$client.query<{ n: number }, []>(sql).get()?.n;
      expect(count("SELECT count(*) AS n FROM delivery_districts")).toBe(25);
      expect(count("SELECT count(*) AS n FROM branches")).toBe(4);
      expect(after.$client.query("SELECT value FROM shop_settings").get()).toEqual({ value: "1500000" });
      // Demo products seeded later get weights; existing ones weigh 1 kg until staff say otherwise.
      expect(await seedDemo(asStoreHandle(after))).toBe(false);
      after.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(old, { recursive: true, force: true });
    }
  });
});
