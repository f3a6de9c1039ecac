import { describe, expect, test } from "bun:test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { testDatabase } from "../../test/test-database";
import { testSql } from "../../test/test-sql";
import type { Db } from "../database";
import { productFitments, products, vehicles } from "../schema";
import { productSearchIndex } from "../search";
import { DEMO_PRODUCTS, PART_DRAWINGS, partImageUrl } from "./demo-catalog";
import { DEMO_ORDERS } from "./demo-orders";
import { DEMO_CODES_WITH_NUMBERS } from "./demo-part-numbers";
import { DEMO_VEHICLES } from "./demo-vehicles";
import { seedDemo } from "./seed-demo";

const NOW = new Date("2026-11-20T08:00:00Z");
const DAY = 86_400_000;
const PUBLIC_DIR = resolve(import.meta.dir, "../../../public");

const seeded = async () => {
  const db = testDatabase();
  expect(await seedDemo(db, NOW)).toBe(true);
  return { db, sql: db };
};

/** Row count of a table, optionally with a WHERE clause: count(sql, "products WHERE qty = 0"). */
const count = async (db: Db, from: string) =>
  Number((await testSql(db).get<{ n: number }>(`SELECT CAST(count(*) AS integer) AS n FROM ${from}`))?.n ?? 0);

describe("seedDemo", () => {
  test("loads at least the issue's minimums into an empty database", async () => {
    const { sql } = await seeded();
    expect(await count(sql, "brands")).toBeGreaterThanOrEqual(6);
    expect(await count(sql, "categories")).toBeGreaterThanOrEqual(15);
    expect(await count(sql, "sub_categories")).toBeGreaterThanOrEqual(30);
    expect(await count(sql, "products")).toBeGreaterThanOrEqual(60);
    expect(await count(sql, "orders")).toBeGreaterThanOrEqual(5);
    expect(await count(sql, "orders")).toBeLessThanOrEqual(8);
    expect(
      await testSql(sql).all("SELECT name FROM brands WHERE name IN ('Toyota Genuine Parts', 'Nissan Genuine Parts')"),
    ).toHaveLength(2);
  });

  test("vehicles of the makes Sri Lankan roads are full of, and every product naming cars fits those cars", async () => {
    const { sql } = await seeded();
    expect(await count(sql, "vehicles")).toBeGreaterThanOrEqual(40);
    const makes = await testSql(sql).all<{ make: string }>("SELECT DISTINCT make FROM vehicles ORDER BY make");
    expect(makes.map((row) => row.make)).toEqual(["Honda", "Mitsubishi", "Nissan", "Suzuki", "Toyota"]);
    const codes = DEMO_VEHICLES.map((vehicle) => vehicle.code);
    const fitted = await sql
      .select({ id: products.id, code: products.code, text: products.shortDescription })
      .from(products);
    const fitments = await sql
      .select({ productId: productFitments.productId, code: vehicles.code })
      .from(productFitments)
      .innerJoin(vehicles, eq(vehicles.id, productFitments.vehicleId));
    for (const product of fitted) {
      const fits = new Set(fitments.filter((fit) => fit.productId === product.id).map((fit) => fit.code));
      // Every chassis code the text names (NZE161, NZE141/161 → NZE161) is among the vehicles it fits.
      const named = codes.filter((code) =>
        new RegExp(`\\b${code.replace(/\d+$/, "")}(\\d+/)*${code.match(/\d+$/)?.[0] ?? ""}\\b`).test(
          product.text ?? "",
        ),
      );
      expect({ code: product.code, missing: named.filter((code) => !fits.has(code)) }).toEqual({
        code: product.code,
        missing: [],
      });
      expect({ code: product.code, fits: fits.size > 0 }).toEqual({ code: product.code, fits: true });
    }
  });

  test("seeding twice changes nothing the second time", async () => {
    const { db, sql } = await seeded();
    const before = ["brands", "categories", "sub_categories", "products", "product_images", "orders"].map((t) =>
      count(sql, t),
    );
    expect(await seedDemo(db, NOW)).toBe(false);
    const after = ["brands", "categories", "sub_categories", "products", "product_images", "orders"].map((t) =>
      count(sql, t),
    );
    expect(after).toEqual(before);
  });

  test("a database that already has a brand is left alone", async () => {
    const db = testDatabase();
    await testSql(db).run("INSERT INTO brands (name) VALUES ('Denso')");
    expect(await seedDemo(db, NOW)).toBe(false);
    expect(await count(db, "brands")).toBe(1);
    expect(await count(db, "products")).toBe(0);
    expect(await count(db, "orders")).toBe(0);
  });

  test("every product has an image, the first at position 0, and every image file exists", async () => {
    const { sql } = await seeded();
    const withoutImage = await testSql(sql).all(
      "SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id AND i.position = 0)",
    );
    expect(withoutImage).toEqual([]);
    const galleries = await testSql(sql).all<{ n: number }>(
      "SELECT CAST(count(*) AS integer) AS n FROM product_images GROUP BY product_id HAVING count(*) > 1",
    );
    expect(galleries.length).toBeGreaterThanOrEqual(3);
    const urls = await testSql(sql).all<{ url: string }>("SELECT DISTINCT url FROM product_images");
    for (const { url } of urls) expect(existsSync(resolve(PUBLIC_DIR, `.${url}`))).toBe(true);
  });

  test("the drawings are small, self-contained SVGs", () => {
    const files = [...PART_DRAWINGS.map(partImageUrl), "/images/placeholder.svg", "/images/logo.svg"];
    for (const url of files) {
      const path = resolve(PUBLIC_DIR, `.${url}`);
      const text = readFileSync(path, "utf8");
      expect(statSync(path).size).toBeLessThan(4096);
      expect(text).toStartWith('<svg xmlns="http://www.w3.org/2000/svg"');
      expect(text).not.toMatch(/<script|href=|url\(|on\w+=/i);
    }
  });

  test("fills the search index through the triggers", async () => {
    const { sql } = await seeded();
    const index = productSearchIndex(sql);
    expect(await index.count({ text: "brake" })).toBeGreaterThan(5);
    expect(await index.count({ text: "axio" })).toBeGreaterThan(5);
    expect(await index.count({ text: "bosch" })).toBeGreaterThan(3);
    expect(await index.count({ codes: ["044650k090"] })).toBe(1);
    expect(await count(sql, "product_search")).toBe(await count(sql, "products"));
  });

  test("codes are unique and the catalog has the promised mix", async () => {
    const { sql } = await seeded();
    const codes = await testSql(sql).all<{ code: string }>("SELECT lower(code) AS code FROM products");
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(codes.every((c) => c.code.length > 0)).toBe(true);

    const inactive = await testSql(sql).all("SELECT id FROM products WHERE is_active = false");
    expect(inactive).toHaveLength(1);
    const outOfStock = await count(sql, "products WHERE qty = 0");
    expect(outOfStock).toBeGreaterThanOrEqual(2);
    const total = await count(sql, "products");
    const discounted = await count(sql, "products WHERE discount_price_cents IS NOT NULL");
    expect(discounted / total).toBeGreaterThan(0.2);
    expect(discounted / total).toBeLessThan(0.33);
    expect(await count(sql, "products WHERE discount_price_cents >= price_cents")).toBe(0);
    // No customer has rated a demo part: no stars are invented.
    expect(await count(sql, "products WHERE rating != 0")).toBe(0);
    const dates = await sql.select({ mfd: products.mfd }).from(products);
    expect(dates.filter((row) => !/^\d{4}-\d{2}-\d{2}$/.test(row.mfd ?? ""))).toEqual([]);
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.priceCents)).toBe(true);
      expect(p.shortDescription).not.toContain("\n");
    }
  });

  test("parts carry their other numbers and several conditions, and some share a number (equivalents)", async () => {
    const { sql } = await seeded();
    const withNumbers = await count(sql, "products WHERE id IN (SELECT product_id FROM part_numbers)");
    expect(withNumbers / (await count(sql, "products"))).toBeGreaterThan(0.8);
    const conditions = await testSql(sql).all<{ condition: string }>("SELECT DISTINCT condition FROM products");
    expect(conditions.map((row) => row.condition).sort()).toEqual([
      "aftermarket-new",
      "genuine-new",
      "oem-new",
      "reconditioned",
      "used",
    ]);
    expect(await count(sql, "products WHERE warranty_days IS NULL")).toBe(0);
    const codes = new Set(DEMO_PRODUCTS.map((p) => p.code));
    expect(DEMO_CODES_WITH_NUMBERS.filter((code) => !codes.has(code))).toEqual([]);
    // A genuine part and its Bosch equivalent name each other's number.
    const shared = await testSql(sql).get<{
      n: number;
    }>(`SELECT CAST(count(*) AS integer) AS n FROM part_numbers a JOIN products b
          ON lower(replace(replace(b.code, '-', ''), ' ', '')) = a.number_compact AND b.id != a.product_id`);
    expect(shared?.n ?? 0).toBeGreaterThan(20);
  });

  test("products are spread over the 90 days before now", async () => {
    const { sql } = await seeded();
    const times = (await testSql(sql).all<{ t: number }>("SELECT created_at AS t FROM products")).map((r) =>
      Number(r.t),
    );
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 90 * DAY);
    expect(new Set(times).size).toBe(times.length);
  });

  test("orders match the catalog, add up, and carry their status history", async () => {
    const { sql } = await seeded();
    const orders = (
      await testSql(sql).all<{
        id: number;
        number: string;
        status: string;
        placed: number;
        qty: number;
        items: number;
        total: number;
        fee: number | null;
        method: string;
        district: string;
      }>(
        "SELECT id, order_number AS number, status, placed_at AS placed, total_qty AS qty, items_cents AS items, total_cents AS total, delivery_fee_cents AS fee, delivery_method AS method, delivery_district AS district FROM orders ORDER BY id",
      )
    ).map((order) => ({
      ...order,
      // PostgreSQL's driver gives bigints (times, money) as text.
      placed: Number(order.placed),
      items: Number(order.items),
      total: Number(order.total),
      fee: order.fee === null ? null : Number(order.fee),
    }));
    expect(orders.map((o) => o.number)).toEqual(orders.map((_, i) => `SO-2026-${String(i + 1).padStart(6, "0")}`));
    expect(new Set(orders.map((o) => o.status))).toEqual(
      new Set(["PENDING", "RECEIVED", "DELIVERED", "COMPLETED", "CANCELED"]),
    );

    for (const order of orders) {
      expect(order.placed).toBeGreaterThan(NOW.getTime() - 14 * DAY);
      expect(order.placed).toBeLessThan(NOW.getTime());

      const items = (
        await testSql(sql).all<{
          code: string;
          name: string;
          list: number;
          unit: number;
          quantity: number;
          line: number;
          pTitle: string;
          price: number;
          discount: number | null;
          active: number | boolean;
        }>(
          `SELECT i.code, i.product_name AS name, i.list_price_cents AS list, i.unit_price_cents AS unit, i.quantity, i.line_total_cents AS line,
             coalesce(p.display_name, p.name) AS "pTitle", p.price_cents AS price, p.discount_price_cents AS discount, p.is_active AS active
           FROM order_items i JOIN products p ON p.id = i.product_id AND p.code = i.code WHERE i.order_id = ?`,
          [order.id],
        )
      ).map((item) => ({
        ...item,
        list: Number(item.list),
        unit: Number(item.unit),
        line: Number(item.line),
        price: Number(item.price),
        discount: item.discount === null ? null : Number(item.discount),
      }));
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(3);
      for (const item of items) {
        expect(Boolean(item.active)).toBe(true);
        expect(item.name).toBe(item.pTitle);
        expect(item.list).toBe(item.price);
        expect(item.unit).toBe(item.discount ?? item.price);
        expect(item.line).toBe(item.unit * item.quantity);
      }
      expect(order.qty).toBe(items.reduce((s, i) => s + i.quantity, 0));
      expect(order.items).toBe(items.reduce((s, i) => s + i.line, 0));
      // Each demo order went by courier to a district; its total adds the fee (unknown for bulky parts).
      expect(["COURIER", "COURIER_QUOTE"]).toContain(order.method);
      expect(order.district).toMatch(/^LK-\d\d$/);
      expect(order.total).toBe(order.items + (order.fee ?? 0));

      const history = (
        await testSql(sql).all<{
          from: string | null;
          to: string;
          by: string;
          user: number | null;
          at: number;
        }>(
          `SELECT from_status AS "from", to_status AS "to", changed_by AS "by", changed_by_user_id AS "user", changed_at AS "at" FROM order_status_history WHERE order_id = ? ORDER BY changed_at, id`,
          [order.id],
        )
      ).map((row) => ({ ...row, at: Number(row.at) }));
      expect(history[0]).toMatchObject({ from: null, to: "PENDING", by: "Customer", user: null, at: order.placed });
      for (let i = 1; i < history.length; i++) {
        expect(history[i]).toMatchObject({ from: history[i - 1]?.to, by: "Shop staff", user: null });
      }
      expect(history.at(-1)?.to).toBe(order.status);
      expect(history.at(-1)?.at ?? Number.POSITIVE_INFINITY).toBeLessThan(NOW.getTime());
    }
    expect(await count(sql, "order_items")).toBe(DEMO_ORDERS.reduce((s, o) => s + o.items.length, 0));
  });
});
