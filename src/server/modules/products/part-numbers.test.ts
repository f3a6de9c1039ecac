import { beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "../../../db/seed/seed-demo";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { Page } from "../../http/envelope";
import type { Product } from "./model";
import type { RelatedParts } from "./related-parts";

let store: TestApp;
beforeAll(async () => {
  store = makeTestApp();
  await seedDemo(store.db);
});

const search = async (text: string, extra = "") => {
  const { body } = await store.api<Page<Product>>(
    `/products/visitor/get-all-products?searchText=${encodeURIComponent(text)}${extra}`,
  );
  return body.data;
};

const idOf = async (code: string) => {
  const page = await search(code);
  const found = page.data.find((product) => product.code === code);
  if (!found) throw new Error(`no demo product ${code}`);
  return found.productId;
};

const productPage = async (id: number) => {
  const response = await store.request(`/_data/client/product/${id}`);
  return ((await response.json()) as { data: { product: Product; related: RelatedParts } }).data;
};

describe("part numbers", () => {
  test("an OEM or equivalent number finds the part in any spelling: case, spaces, dashes, dots", async () => {
    for (const typed of ["C-1139", "c1139", "C 1139", "c.1139"]) {
      const page = await search(typed);
      expect({ typed, first: page.data[0]?.code }).toEqual({ typed, first: "90915-YZZE1" });
    }
    for (const typed of ["0 986 494 859", "0986494859", "0986-494-859"]) {
      const codes = (await search(typed)).data.map((product) => product.code);
      // The Bosch pad itself, and the Toyota pad that lists it as its equivalent.
      expect(codes).toContain("0 986 494 859");
      expect(codes).toContain("04465-52260");
    }
    const superseded = await search("08880-10505");
    expect(superseded.data.map((product) => product.code)).toEqual(["08880-13205"]);
  });

  test("the product lists its numbers, and equivalents are the other products sharing one", async () => {
    const { product, related } = await productPage(await idOf("04465-52260"));
    expect(product.partNumbers).toContainEqual({ kind: "equivalent", brand: "Bosch", number: "0 986 494 859" });
    expect(related.equivalents.map((p) => p.code)).toEqual(["0 986 494 859"]);
    // Three makers' coils carry Toyota's number 90919-02239.
    const coil = await productPage(await idOf("90919-02239"));
    expect(coil.related.equivalents.map((p) => p.code).sort()).toEqual(["673-1302", "U5055"]);
    // A reconditioned alternator is the new one's equivalent too, at its own price.
    const alternator = await productPage(await idOf("104210-3810"));
    expect(alternator.related.equivalents.map((p) => [p.code, p.condition])).toEqual([
      ["RC-27060-21190", "reconditioned"],
    ]);
  });

  test("staff set the numbers in the product form; a number twice is refused, leaving them out keeps them", async () => {
    const headers = await store.asAdmin();
    const id = await idOf("04465-47070");
    const before = (await productPage(id)).product;
    const form = (data: Record<string, unknown>) => {
      const body = new FormData();
      body.set("subCategoryId", String(before.subCategory.subCategoryId));
      body.set(
        "data",
        JSON.stringify({
          productName: before.productName,
          code: before.code,
          price: before.price,
          qty: before.qty,
          ...data,
        }),
      );
      return body;
    };
    const twice = await store.api(`/products/update-product/${id}`, {
      method: "PUT",
      headers,
      body: form({
        partNumbers: [
          { kind: "oem", brand: "Toyota", number: "X-1" },
          { kind: "equivalent", brand: "", number: "x 1" },
        ],
      }),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain("Part number x 1 is listed twice");

    const saved = await store.api<Product>(`/products/update-product/${id}`, {
      method: "PUT",
      headers,
      body: form({
        partNumbers: [{ kind: "equivalent", brand: "Sakura", number: "  BP-71440 " }],
        condition: "oem-new",
        warrantyDays: 90,
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.partNumbers).toEqual([{ kind: "equivalent", brand: "Sakura", number: "BP-71440" }]);
    expect(saved.body.data).toMatchObject({ condition: "oem-new", warrantyDays: 90 });
    expect((await search("bp71440")).data.map((p) => p.productId)).toEqual([id]);

    const kept = await store.api<Product>(`/products/update-product/${id}`, { method: "PUT", headers, body: form({}) });
    expect(kept.body.data.partNumbers).toHaveLength(1);
    expect(kept.body.data.condition).toBe("oem-new");
  });
});

describe("condition", () => {
  test("the store filters by condition, with and without search words", async () => {
    const used = await search("", "&condition=used");
    expect(used.data.map((p) => p.code)).toEqual(["US-28100-21030"]);
    const recon = await search("alternator", "&condition=reconditioned");
    expect(recon.data.map((p) => p.code)).toEqual(["RC-27060-21190"]);
    const genuine = await search("brake pads", "&condition=genuine-new");
    expect(genuine.count).toBeGreaterThan(3);
    expect(genuine.data.every((p) => p.condition === "genuine-new")).toBe(true);
    const wrong = await store.api(`/products/visitor/get-all-products?condition=broken`);
    expect(wrong.status).toBe(400);
  });

  test("the product page shows the condition in words and to search engines", async () => {
    const id = await idOf("US-28100-21030");
    const html = await (await store.request(`/client/product/${id}`)).text();
    expect(html).toContain(">Used<");
    expect(html).toContain("14 days warranty");
    expect(html).toContain('"itemCondition":"https://schema.org/UsedCondition"');
  });
});

describe("related parts and ratings", () => {
  test("also fits: other kinds of part for the same cars; bought together: from real orders, else its kind", async () => {
    const id = await idOf("04465-52260");
    const { related } = await productPage(id);
    expect(related.alsoFits.length).toBeGreaterThan(0);
    for (const part of related.alsoFits) {
      expect(part.subCategory.category).toBe("Brake System");
      expect(part.subCategory.subCategory).not.toBe("Brake Pads");
      expect(part.vehicleIds.length).toBeGreaterThan(0);
    }
    expect(related.boughtTogether.every((p) => p.subCategory.subCategory === "Brake Pads")).toBe(true);

    // An order of the pads with a filter makes the filter "bought together".
    const filter = await idOf("90915-YZZE1");
    const orderId = Number(
      (await testSql(store.db).get<{ id: number }>("SELECT id FROM orders ORDER BY id LIMIT 1"))?.id,
    );
    for (const productId of [id, filter]) {
      await testSql(store.db).run(
        "INSERT INTO order_items (order_id, product_id, product_name, list_price_cents, unit_price_cents, quantity, line_total_cents) VALUES (?, ?, 'x', 100, 100, 1, 100)",
        [orderId, productId],
      );
    }
    const after = await productPage(id);
    expect(after.related.boughtTogether[0]?.productId).toBe(filter);
  });

  test("no stars where no customer has rated the part", async () => {
    const html = await (await store.request("/client/store?size=48")).text();
    expect(html).not.toContain("Rated ");
    const id = await idOf("04465-52260");
    await testSql(store.db).run("UPDATE products SET rating = 4 WHERE id = ?", [id]);
    const rated = await (await store.request(`/client/product/${id}`)).text();
    expect(rated).toContain("Rated 4 out of 5");
  });
});
