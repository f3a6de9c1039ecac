import { afterAll, describe, expect, test } from "bun:test";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../db/database";
import { ENGINE } from "../../db/engine";
import { asStoreHandle } from "../../db/engine-handles";
import { seedDemo } from "../../db/seed/seed-demo";
import { runStore } from "../../test/run-store";
import { BACKUP_DATABASE, backupStore, restoreStore } from "./backup";

const work = mkdtempSync(join(tmpdir(), "backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const ordersOf = (path: string) => {
  const db = openDatabase(path);
  try {
    return db.$client
      .query<{ order_number: string; total_cents: number; status: string }, []>(
        "SELECT order_number, total_cents, status FROM orders ORDER BY id",
      )
      .all();
  } finally {
    db.$client.close();
  }
};

/** A live store's files: a WAL database with the demo catalog and orders, and one uploaded photo. */
async function liveStore(name: string) {
  const folder = join(work, name);
  const databasePath = join(folder, "store.db");
  const uploadsDir = join(folder, "uploads");
  const db = openDatabase(databasePath);
  await seedDemo(asStoreHandle(db));
  mkdirSync(join(uploadsDir, "products"), { recursive: true });
  writeFileSync(join(uploadsDir, "products", "pads.webp"), "photo bytes");
  return { folder, databasePath, uploadsDir, db };
}

// A PostgreSQL store is backed up with pg_dump (e2e/operator-commands.test.ts: the backup command says so).
describe.if(ENGINE === "sqlite")("backup and restore", () => {
  test("a backup taken while a write is in flight holds what was committed, and restores into a new folder", async () => {
    const live = await liveStore("live");
    const before = live.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM orders").get()?.n ?? 0;
    expect(before).toBeGreaterThan(0);

    // The store is mid-write: a transaction is open and not committed when the backup runs.
    live.db.$client.run("BEGIN IMMEDIATE");
    live.db.$client.run("UPDATE orders SET status = 'CANCELED'");
    const { database } = backupStore({ ...live, into: join(work, "backup-1") });
    live.db.$client.run("COMMIT");
    live.db.$client.close();

    const restoredPath = join(work, "restored", "store.db");
    restoreStore({
      from: join(work, "backup-1"),
      databasePath: restoredPath,
      uploadsDir: join(work, "restored", "uploads"),
    });
    const restored = ordersOf(restoredPath);
    expect(restored).toHaveLength(before);
    expect(restored.some((order) => order.status !== "CANCELED")).toBe(true);
    expect(readFileSync(join(work, "restored", "uploads", "products", "pads.webp"), "utf8")).toBe("photo bytes");
    expect(existsSync(database)).toBe(true);
  });

  test("a restore never overwrites an existing database unless asked to", async () => {
    const live = await liveStore("second");
    live.db.$client.close();
    backupStore({ ...live, into: join(work, "backup-2") });
    expect(() => restoreStore({ from: join(work, "backup-2"), ...live })).toThrow(/already exists/);
    expect(() => restoreStore({ from: work, ...live })).toThrow(`has no ${BACKUP_DATABASE}`);
    restoreStore({ from: join(work, "backup-2"), ...live, replace: true });
    expect(ordersOf(live.databasePath).length).toBeGreaterThan(0);
  });

  test("a restore is refused while a store has the database open, and a backup is readable by its owner only", async () => {
    const live = await liveStore("running");
    const into = join(work, "backup-running");
    backupStore({ ...live, into });
    expect(statSync(into).mode & 0o777).toBe(0o700);
    expect(statSync(join(into, BACKUP_DATABASE)).mode & 0o777).toBe(0o600);
    // The store is idle but running: its connection is open.
    expect(() => restoreStore({ from: into, ...live, replace: true })).toThrow(
      `${live.databasePath} is in use by a running store; stop the store, then restore`,
    );
    live.db.$client.close();
    restoreStore({ from: into, ...live, replace: true });
    expect(statSync(live.databasePath).mode & 0o777).toBe(0o600);
  });

  test("backup and restore work from the command line", async () => {
    const live = await liveStore("cli");
    const expected = live.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM orders").get()?.n;
    live.db.$client.close();
    const into = join(work, "cli-backup");
    const backedUp = await runStore(["backup", into], {
      DATABASE_URL: `file:${live.databasePath}`,
      UPLOADS_DIR: live.uploadsDir,
    });
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toContain("Backed up to");
    const target = join(work, "cli-restored");
    const restored = await runStore(["restore", into], {
      DATABASE_URL: `file:${join(target, "store.db")}`,
      UPLOADS_DIR: join(target, "uploads"),
    });
    expect(restored.code).toBe(0);
    expect(ordersOf(join(target, "store.db"))).toHaveLength(expected ?? -1);
    expect(readdirSync(join(target, "uploads", "products"))).toEqual(["pads.webp"]);
  });
});
