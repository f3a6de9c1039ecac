import { describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { openDatabase } from "./database";
import { ENGINE } from "./engine";
import { brands } from "./sqlite/schema";

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 1));

const brandNames = async (db: ReturnType<typeof openDatabase>) =>
  (await db.select({ name: brands.name }).from(brands).orderBy(brands.name).all()).map((row) => row.name);

// PostgreSQL has a pool, each transaction on a connection of its own (src/db/postgres.ts, and the two-instance race).
describe.if(ENGINE === "sqlite")("one SQLite connection, transactions whose work awaits", () => {
  test("another request's write waits for an open transaction, and is not rolled back with it", async () => {
    const db = openDatabase(":memory:");
    let insideOpen!: () => void;
    const opened = new Promise<void>((resolve) => {
      insideOpen = resolve;
    });
    const failing = db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Rolled back" }).run();
      insideOpen();
      await nextTick();
      await nextTick();
      throw new Error("changed my mind");
    });
    await opened;
    const outside = db.insert(brands).values({ name: "Kept" }).run();
    await expect(failing).rejects.toThrow("changed my mind");
    await outside;
    expect(await brandNames(db)).toEqual(["Kept"]);
  });

  test("a read from another request waits until the open transaction has committed", async () => {
    const db = openDatabase(":memory:");
    let insideOpen!: () => void;
    const opened = new Promise<void>((resolve) => {
      insideOpen = resolve;
    });
    let readWhileOpen: string[] | undefined;
    const committing = db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Pending" }).run();
      insideOpen();
      await nextTick();
      await nextTick();
      expect(readWhileOpen).toBeUndefined();
    });
    await opened;
    const reading = brandNames(db).then((names) => {
      readWhileOpen = names;
    });
    await committing;
    await reading;
    expect(readWhileOpen).toEqual(["Pending"]);
  });

  test("a statement waiting when a transaction ends runs before the next transaction begins, not inside it", async () => {
    const db = openDatabase(":memory:");
    let finish!: () => void;
    const first = db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "First" }).run();
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await nextTick();
    const waiting = db.insert(brands).values({ name: "Waiting" }).run();
    const next = db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Next" }).run();
      throw new Error("the next one fails");
    });
    finish();
    await first;
    await expect(next).rejects.toThrow("the next one fails");
    await waiting;
    expect(await brandNames(db)).toEqual(["First", "Waiting"]);
  });

  test("transactions started together run one after the other, each whole", async () => {
    const db = openDatabase(":memory:");
    const id = (await db.insert(brands).values({ name: "0" }).returning().get()).id;
    const increments = Array.from({ length: 20 }, () =>
      db.transaction(async (tx) => {
        const row = await tx.select().from(brands).where(eq(brands.id, id)).get();
        await nextTick();
        await tx
          .update(brands)
          .set({ name: String(Number(row?.name) + 1) })
          .where(eq(brands.id, id))
          .run();
      }),
    );
    await Promise.all(increments);
    expect(await brandNames(db)).toEqual(["20"]);
  });

  test("a transaction inside a transaction is a savepoint: its failure undoes only its own writes", async () => {
    const db = openDatabase(":memory:");
    await db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Outer" }).run();
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(brands).values({ name: "Inner" }).run();
          throw new Error("inner fails");
        }),
      ).rejects.toThrow("inner fails");
    });
    expect(await brandNames(db)).toEqual(["Outer"]);
  });
});
