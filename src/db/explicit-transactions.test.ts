import { expect, test } from "bun:test";
import { testDatabase } from "../test/test-database";
import type { DbTx } from "./database";
import { ENGINE } from "./engine";
import { brands } from "./schema";
import { DB_INSIDE_TRANSACTION, TX_AFTER_END } from "./transaction-misuse";

/** The misuse refused, as thrown (SQLite) or as the cause of drizzle's "Failed query" (PostgreSQL). */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => new Error("the work was not refused"),
    (thrown: Error) => thrown,
  );
  return ((error as { cause?: Error }).cause ?? error).message;
}

const brandNames = async (db: ReturnType<typeof testDatabase>) =>
  (await db.select({ name: brands.name }).from(brands).orderBy(brands.name)).map((row) => row.name);

test("a transaction's work that uses db instead of its tx fails, and nothing of it is kept", async () => {
  const db = testDatabase();
  const work = db.transaction(async (tx) => {
    await tx.insert(brands).values({ name: "Through tx" });
    await db.insert(brands).values({ name: "Through db" });
  });
  expect(await refusal(work)).toBe(DB_INSIDE_TRANSACTION);
  expect(await brandNames(db)).toEqual([]);
});

test("a transaction begun on db inside another's work fails: a nested one is tx.transaction", async () => {
  const db = testDatabase();
  const work = db.transaction(async (tx) => {
    await tx.insert(brands).values({ name: "Outer" });
    await db.transaction(async (inner) => {
      await inner.insert(brands).values({ name: "Inner" });
    });
  });
  expect(await refusal(work)).toBe(DB_INSIDE_TRANSACTION);
  expect(await brandNames(db)).toEqual([]);
});

test("a read on db from inside the work fails too: it would not see what the transaction wrote", async () => {
  const db = testDatabase();
  const work = db.transaction(async (tx) => {
    await tx.insert(brands).values({ name: "Pending" });
    return brandNames(db);
  });
  expect(await refusal(work)).toBe(DB_INSIDE_TRANSACTION);
});

test("a statement on a tx after its transaction ended fails instead of running outside it", async () => {
  const db = testDatabase();
  let kept: DbTx | undefined;
  await db.transaction(async (tx) => {
    kept = tx;
    await tx.insert(brands).values({ name: "Committed" });
  });
  const late = Promise.resolve().then(() => kept?.insert(brands).values({ name: "Late" }));
  if (ENGINE === "sqlite") expect(await refusal(late)).toBe(TX_AFTER_END);
  else expect(await refusal(late)).not.toBe("the work was not refused");
  expect(await brandNames(db)).toEqual(["Committed"]);
});

test("beside an open transaction, db's statements from other work wait for it and are not part of it", async () => {
  const db = testDatabase();
  let opened!: () => void;
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const failing = db.transaction(async (tx) => {
    await tx.insert(brands).values({ name: "Rolled back" });
    opened();
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new Error("changed my mind");
  });
  const outcome = failing.then(
    () => "committed",
    (error: Error) => error.message,
  );
  await open;
  await db.insert(brands).values({ name: "Kept" });
  expect(await outcome).toBe("changed my mind");
  expect(await brandNames(db)).toEqual(["Kept"]);
});
