import { beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { makeTestApp, type TestApp } from "../../../test/test-app";
import { testSql } from "../../../test/test-sql";
import type { Product } from "./model";

let store: TestApp;
let staff: Record<string, string>;
let padsId: number;
let discsId: number;
let png: Uint8Array<ArrayBuffer>;
let jpeg: Uint8Array<ArrayBuffer>;

const productsFolder = () => join(store.config.uploadsDir, "products");
const filesOf = (urls: string[]) =>
  readdirSync(productsFolder()).filter((f) => urls.some((u) => u.includes(f.split(".")[0] as string)));

beforeAll(async () => {
  store = makeTestApp();
  staff = await store.asAdmin();
  const post = async <T>(path: string, json: unknown) =>
    (await store.api<T>(path, { method: "POST", headers: staff, json })).body.data;
  const brand = await post<{ brandId: number }>("/brands/add-brand", { name: "Toyota" });
  const category = await post<{ categoryId: number }>("/categories/add-category", {
    brandId: brand.brandId,
    category: "Brakes",
  });
  padsId = (
    await post<{ subCategoryId: number }>("/sub-categories/add-sub-category", {
      categoryId: category.categoryId,
      subCategory: "Brake pads",
    })
  ).subCategoryId;
  discsId = (
    await post<{ subCategoryId: number }>("/sub-categories/add-sub-category", {
      categoryId: category.categoryId,
      subCategory: "Brake discs",
    })
  ).subCategoryId;
  const picture = (format: "png" | "jpeg") =>
    sharp({ create: { width: 2000, height: 1200, channels: 3, background: "#b91c1c" } })
      [format]()
      .toBuffer();
  png = new Uint8Array(await picture("png")) as Uint8Array<ArrayBuffer>;
  jpeg = new Uint8Array(await picture("jpeg")) as Uint8Array<ArrayBuffer>;
});

const productData = (overrides: Record<string, unknown> = {}) => ({
  productName: "Front Brake Pads – Axio",
  code: `04465-${crypto.randomUUID().slice(0, 5)}`,
  productDisplayName: "Toyota Front Brake Pad Set",
  shortDescription: "Fits Axio NZE161",
  description: "Genuine pads",
  price: 14500,
  discountPrice: 12999.5,
  qty: 8,
  mfd: "2025-06-01",
  ...overrides,
});

function form(data: unknown, files: File[] = [], subCategoryId: number | string = padsId) {
  const body = new FormData();
  body.set("subCategoryId", String(subCategoryId));
  body.set("data", typeof data === "string" ? data : JSON.stringify(data));
  for (const file of files) body.append("images", file);
  return body;
}

const send = (method: "POST" | "PUT", path: string, body: FormData, headers = staff) =>
  store.api<Product>(path, { method, headers, body });
const add = (body: FormData) => send("POST", "/products/add-product", body);

/** A PNG whose header claims `width` × `height` pixels, though the file is a few bytes. */
function claimedPng(width: number, height: number): Uint8Array<ArrayBuffer> {
  const chunk = (type: string, data: Uint8Array) => {
    const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
    const out = new DataView(new ArrayBuffer(12 + data.length));
    out.setUint32(0, data.length);
    new Uint8Array(out.buffer).set(body, 4);
    out.setUint32(8 + data.length, Bun.hash.crc32(body));
    return new Uint8Array(out.buffer);
  };
  const header = new DataView(new ArrayBuffer(13));
  header.setUint32(0, width);
  header.setUint32(4, height);
  header.setUint8(8, 8); // bit depth
  header.setUint8(9, 2); // RGB
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return new Uint8Array([
    ...signature,
    ...chunk("IHDR", new Uint8Array(header.buffer)),
    ...chunk("IDAT", new Uint8Array([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    ...chunk("IEND", new Uint8Array()),
  ]) as Uint8Array<ArrayBuffer>;
}

describe("uploaded photos", () => {
  test("keep no EXIF or GPS: only re-encoded copies are stored and served", async () => {
    const tagged = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d4ed8" } })
      .withExif({ IFD0: { Copyright: "Owner's phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 55/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const { status, body } = await add(form(productData(), [new File([new Uint8Array(tagged)], "car.jpg")]));
    expect(status).toBe(201);
    const stored = filesOf(body.data.images);
    expect(stored.every((file) => file.endsWith(".webp"))).toBe(true);
    for (const file of stored) {
      const meta = await sharp(join(productsFolder(), file)).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  test("a small file claiming 256 megapixels is refused (413) without being decoded", async () => {
    const { status, body } = await add(form(productData(), [new File([claimedPng(16_384, 16_384)], "huge.png")]));
    expect(status).toBe(413);
    expect(body.message).toBe("huge.png is 268 megapixels; at most 40 megapixels, please.");
    expect(body.errors?.[0]?.field).toBe("images");
  });
});

describe("add-product", () => {
  test("creates the product with its images stored, resized and served", async () => {
    const { status, body } = await add(
      form(productData({ code: "09999-12AB0" }), [new File([png], "pads.png"), new File([jpeg], "box.jpg")]),
    );
    expect(status).toBe(201);
    const product = body.data;
    expect(product).toMatchObject({
      productName: "Front Brake Pads – Axio",
      code: "09999-12AB0",
      price: 14500,
      discountPrice: 12999.5,
      qty: 8,
      isActive: true,
      subCategory: { subCategoryId: padsId, subCategory: "Brake pads", category: "Brakes", brand: "Toyota" },
    });
    expect(product.images).toHaveLength(2);
    for (const url of product.images) {
      expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
      const served = await store.request(url);
      expect(served.status).toBe(200);
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(1600);
    }
    // Each image: a full-size and a card-size version; the upload itself is not kept.
    expect(filesOf(product.images).toSorted()).toHaveLength(4);
    expect(filesOf(product.images).filter((f) => f.includes(".card."))).toHaveLength(2);
    // Lists show the first image's card-size version (≤ 480 px).
    expect(product.cardImage).toBe(product.images[0]?.replace(/\.webp$/, ".card.webp") ?? "");
    const card = await store.request(product.cardImage ?? "");
    expect((await sharp(new Uint8Array(await card.arrayBuffer())).metadata()).width).toBe(480);

    const found = await store.api<{ data: Product[] }>("/products/visitor/get-all-products?searchText=0999912");
    expect(found.body.data.data.map((p) => p.productId)).toEqual([product.productId]);
  });

  test("a product needs no images; a blank discount price is none", async () => {
    const { status, body } = await add(form(productData({ discountPrice: null, code: null })));
    expect(status).toBe(201);
    expect(body.data.images).toEqual([]);
    expect(body.data.cardImage).toBeNull();
    expect(body.data.discountPrice).toBeNull();
  });

  test("a weight in kg and a bulky flag: 1 kg and not bulky when left out, kept when an edit leaves them out", async () => {
    const plain = await add(form(productData({ code: null })));
    expect(plain.body.data).toMatchObject({ weightKg: 1, bulky: false });
    const bumper = await add(form(productData({ code: null, weightKg: 7.25, bulky: true })));
    expect(bumper.status).toBe(201);
    expect(bumper.body.data).toMatchObject({ weightKg: 7.25, bulky: true });
    const edited = await send(
      "PUT",
      `/products/update-product/${bumper.body.data.productId}`,
      form(productData({ code: null, productName: "Front bumper" })),
    );
    expect(edited.body.data).toMatchObject({ productName: "Front bumper", weightKg: 7.25, bulky: true });
    for (const weightKg of [0, -1, 1001]) {
      const refused = await add(form(productData({ code: null, weightKg })));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { field: "weightKg", message: "Weight must be more than 0 and at most 1,000 kg." },
      ]);
    }
  });

  test("bad fields are a 400 listing each one, and nothing is stored", async () => {
    const before = readdirSync(productsFolder()).length;
    const { status, body } = await add(
      form(productData({ productName: "  ", price: -1, discountPrice: 10.555, qty: -2 }), [new File([png], "a.png")]),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { field: "productName", message: "Product name is required." },
      { field: "price", message: "Price must be more than Rs. 0." },
      { field: "discountPrice", message: "Discount price can have at most 2 decimals." },
      { field: "qty", message: "Quantity must be from 0 to 1,000,000." },
    ]);
    const free = await add(form(productData({ price: 0, discountPrice: 0 })));
    expect(free.status).toBe(400);
    expect(free.body.errors).toEqual([
      { field: "price", message: "Price must be more than Rs. 0." },
      { field: "discountPrice", message: "Discount price must be more than Rs. 0." },
    ]);
    const over = await add(form(productData({ price: 100, discountPrice: 150 })));
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      { field: "discountPrice", message: "Discount price cannot be more than the price." },
    ]);
    const broken = await add(form("{not json"));
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toEqual([{ field: "data", message: "data must be the product's fields as JSON text" }]);
    const wrongType = await add(form(productData({ price: "cheap" })));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual([{ field: "price", message: "price must be a number" }]);
    expect(readdirSync(productsFolder()).length).toBe(before);
  });

  test("a taken part code is 409 (case and all), an unknown sub-category 422; no files are left behind", async () => {
    const before = readdirSync(productsFolder()).length;
    await add(form(productData({ code: "BP-CLASH-1" })));
    const clash = await add(form(productData({ code: "bp-clash-1" }), [new File([png], "a.png")]));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Part code BP-CLASH-1 is already used by "Front Brake Pads – Axio".');
    const orphan = await add(form(productData(), [new File([png], "a.png")], 99999));
    expect(orphan.status).toBe(422);
    expect(orphan.body.errors).toEqual([{ field: "subCategoryId", message: "No sub-category has this id." }]);
    expect(readdirSync(productsFolder()).length).toBe(before);
  });

  test("images are judged by their bytes: a text file named .png is 415, over 5 MB is 413, over 10 is 400", async () => {
    const before = readdirSync(productsFolder()).length;
    const fake = await add(
      form(productData(), [new File([png], "ok.png"), new File(["hello"], "evil.png", { type: "image/png" })]),
    );
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe("evil.png is not a JPEG, PNG, WebP, AVIF or GIF image.");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 64));
    const tooBig = await add(form(productData(), [new File([big], "huge.png")]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("Each image must be 5 MB or smaller; huge.png is 5.0 MB.");
    const eleven = Array.from({ length: 11 }, (_, i) => new File([png], `${i}.png`));
    const tooMany = await add(form(productData(), eleven));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ field: "images", message: "At most 10 images per product." }]);
    const damaged = await add(form(productData(), [new File([png.subarray(0, 200)], "cut.png")]));
    expect(damaged.status).toBe(415);
    expect(readdirSync(productsFolder()).length).toBe(before);
  });

  test("needs a signed-in staff member", async () => {
    const anonymous = await send("POST", "/products/add-product", form(productData()), {});
    expect(anonymous.status).toBe(401);
  });
});

describe("update-product, change-existing-qty, delete-product", () => {
  const create = async (files: File[] = []) => (await add(form(productData(), files))).body.data;

  test("edits fields, moves sub-category, adds, removes and reorders images, toggles isActive", async () => {
    const product = await create([new File([png], "1.png"), new File([jpeg], "2.jpg"), new File([png], "3.png")]);
    const [first, second, third] = product.images as [string, string, string];
    const { status, body } = await send(
      "PUT",
      `/products/update-product/${product.productId}`,
      form(
        productData({
          productName: "Rear Brake Pads",
          code: product.code,
          price: 9000,
          discountPrice: null,
          isActive: false,
          removeImages: [second],
          imageOrder: [third, first],
        }),
        [new File([jpeg], "4.jpg")],
        discsId,
      ),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      productName: "Rear Brake Pads",
      price: 9000,
      discountPrice: null,
      isActive: false,
      subCategory: { subCategoryId: discsId },
    });
    expect(body.data.images.slice(0, 2)).toEqual([third, first]);
    expect(body.data.images).toHaveLength(3);
    expect(filesOf([second])).toEqual([]);
    expect(filesOf([third, first, body.data.images[2] as string])).toHaveLength(6);

    const hidden = await store.api(`/products/visitor/get-product-by-id/${product.productId}`);
    expect(hidden.status).toBe(404);
    const visible = await send(
      "PUT",
      `/products/update-product/${product.productId}`,
      form(productData({ code: product.code, isActive: true })),
    );
    expect(visible.body.data.isActive).toBe(true);
    expect(visible.body.data.images).toEqual(body.data.images);
    expect((await store.api(`/products/visitor/get-product-by-id/${product.productId}`)).status).toBe(200);
  });

  test("update refuses: unknown product 404, another product's image 422, a taken code 409, over 10 images 400", async () => {
    const one = await create([new File([png], "1.png")]);
    const other = await create([new File([png], "2.png")]);
    expect((await send("PUT", "/products/update-product/99999", form(productData()))).status).toBe(404);
    const foreign = await send(
      "PUT",
      `/products/update-product/${one.productId}`,
      form(productData({ code: one.code, removeImages: other.images })),
    );
    expect(foreign.status).toBe(422);
    const taken = await send(
      "PUT",
      `/products/update-product/${one.productId}`,
      form(productData({ code: other.code })),
    );
    expect(taken.status).toBe(409);
    const ten = Array.from({ length: 10 }, (_, i) => new File([png], `${i}.png`));
    const full = await send(
      "PUT",
      `/products/update-product/${one.productId}`,
      form(productData({ code: one.code }), ten),
    );
    expect(full.status).toBe(400);
    expect(filesOf(other.images)).toHaveLength(2);
  });

  test("change-existing-qty sets the stock; bad or missing ids are 400 / 404", async () => {
    const product = await create();
    const { status, body } = await store.api<Product>(`/products/change-existing-qty/${product.productId}/42`, {
      method: "PUT",
      headers: staff,
    });
    expect(status).toBe(200);
    expect(body.data.qty).toBe(42);
    const negative = await store.api(`/products/change-existing-qty/${product.productId}/-1`, {
      method: "PUT",
      headers: staff,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.errors?.[0]?.field).toBe("qty");
    expect((await store.api("/products/change-existing-qty/99999/1", { method: "PUT", headers: staff })).status).toBe(
      404,
    );
    expect((await store.api(`/products/change-existing-qty/${product.productId}/1`, { method: "PUT" })).status).toBe(
      401,
    );
  });

  test("delete removes the product and its files; a past order keeps its line", async () => {
    const product = await create([new File([png], "1.png")]);
    const { db } = store;
    await testSql(db).run(
      "INSERT INTO orders (order_number, customer_full_name, customer_email, customer_primary_mobile, customer_address, total_qty, total_cents, placed_at) VALUES ('SO-T-1', 'Nimal', 'n@example.com', '0771234567', 'Kandy', 1, 1450000, 0)",
    );
    await testSql(db).run(
      "INSERT INTO order_items (order_id, product_id, code, product_name, list_price_cents, unit_price_cents, quantity, line_total_cents) VALUES ((SELECT id FROM orders WHERE order_number = 'SO-T-1'), ?, ?, 'Front Brake Pads', 1450000, 1450000, 1, 1450000)",
      [product.productId, product.code],
    );
    const { status } = await store.api(`/products/delete-product/${product.productId}`, {
      method: "DELETE",
      headers: staff,
    });
    expect(status).toBe(200);
    expect(filesOf(product.images)).toEqual([]);
    expect(existsSync(productsFolder())).toBe(true);
    const line = await testSql(db).get<{ product_id: number | null; product_name: string }>(
      "SELECT product_id, product_name FROM order_items WHERE code IS NOT NULL ORDER BY id DESC LIMIT 1",
    );
    expect(line).toEqual({ product_id: null, product_name: "Front Brake Pads" });
    expect(
      (await store.api(`/products/delete-product/${product.productId}`, { method: "DELETE", headers: staff })).status,
    ).toBe(404);
    const found = await store.api<{ count: number }>(`/products/visitor/get-all-products?searchText=${product.code}`);
    expect(found.body.data.count).toBe(0);
  });
});
