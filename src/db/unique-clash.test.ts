import { describe, expect, test } from "bun:test";
import { Elysia } from "elysia";
import { errorHandler } from "../server/http/error-handler";
import { createLogger } from "../server/logger";
import { addProduct } from "../test/catalog";
import { testDatabase } from "../test/test-database";
import type { Db } from "./database";
import { writtenRow } from "./first-row";
import { brands, carts, productFitments, vehicles } from "./schema";
import { uniqueClash } from "./unique-clash";

/** The error a write throws, or undefined when it went through. */
async function refusal(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
    return undefined;
  } catch (error) {
    return error;
  }
}

const vehicle = (db: Db) =>
  writtenRow(db.insert(vehicles).values({ make: "Toyota", model: "Axio", code: "NZE161", yearFrom: 2012 }).returning());

describe("a unique key's refusal, named", () => {
  test("an index on an expression, on a plain column, and a composite primary key", async () => {
    const db = testDatabase();
    await db.insert(brands).values({ name: "Toyota" });
    expect(uniqueClash(await refusal(db.insert(brands).values({ name: "TOYOTA" })))).toEqual({
      key: "brands_name_unique",
      field: "name",
      message: "A brand of that name already exists.",
    });

    const productId = await addProduct(db);
    const { id: vehicleId } = await vehicle(db);
    await db.insert(productFitments).values({ productId, vehicleId });
    const twice = await refusal(db.insert(productFitments).values({ productId, vehicleId }));
    expect(uniqueClash(twice)?.key).toBe("product_fitments_pkey");

    await db.insert(carts).values({ tokenHash: "abc" });
    const again = await refusal(db.insert(carts).values({ tokenHash: "abc" }));
    expect(uniqueClash(again)).toEqual({
      key: "carts_token_hash_unique",
      message: "That was saved twice at the same moment. Please try again.",
    });
  });

  test("other errors are not clashes", async () => {
    const db = testDatabase();
    expect(uniqueClash(await refusal(db.insert(brands).values({ name: null as unknown as string })))).toBeNull();
    expect(uniqueClash(new Error("UNIQUE constraint failed: brands.name"))).toBeNull();
    expect(uniqueClash({ code: "23505", constraint: "brands_name_unique" })?.message).toBe(
      "A brand of that name already exists.",
    );
  });

  test("a write refused by a unique key answers 409 with the clash and its field, and is not logged as a fault", async () => {
    const db = testDatabase();
    const logged: string[] = [];
    const app = new Elysia()
      .use(errorHandler(createLogger("info", (line) => logged.push(line))))
      .post("/api/v1/brands", async () => db.insert(brands).values({ name: "Honda" }));
    const post = () => app.handle(new Request("http://shop.test/api/v1/brands", { method: "POST" }));
    expect((await post()).status).toBe(200);
    const clash = await post();
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({
      code: 409,
      message: "A brand of that name already exists.",
      data: null,
      errors: [{ field: "name", message: "A brand of that name already exists." }],
    });
    expect(logged).toEqual([]);
  });
});
