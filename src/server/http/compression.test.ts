import { describe, expect, test } from "bun:test";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { addProduct } from "../../test/catalog";
import { makeTestApp } from "../../test/test-app";
import { ASSETS_DIR } from "../pages/asset-manifest";

const store = makeTestApp();
const get = (path: string, encoding?: string) =>
  store.app.handle(
    new Request(`http://localhost${path}`, { headers: encoding ? { "accept-encoding": encoding } : {} }),
  );

describe("compression", () => {
  test("storefront pages come brotli- or gzip-compressed by what the browser takes, and plain otherwise", async () => {
    const brotli = await get("/client/contact", "gzip, deflate, br");
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("accept-encoding");
    const html = brotliDecompressSync(new Uint8Array(await brotli.arrayBuffer())).toString();
    expect(html).toStartWith("<!doctype html>");
    expect(html).toEndWith("</html>");
    const zipped = await get("/client/contact", "gzip");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString()).toBe(html);
    const plain = await get("/client/contact");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  test("an encoding the client refuses with q=0 is never sent, and the one it weighs highest is", async () => {
    const noBrotli = await get("/client/contact", "gzip, br;q=0");
    expect(noBrotli.headers.get("content-encoding")).toBe("gzip");
    const nothing = await get("/client/contact", "br;q=0, gzip;q=0");
    expect(nothing.headers.get("content-encoding")).toBeNull();
    expect(await nothing.text()).toStartWith("<!doctype html>");
    expect((await get("/client/contact", "br;q=0.5, gzip;q=0.9")).headers.get("content-encoding")).toBe("gzip");
    expect((await get("/client/contact", "*")).headers.get("content-encoding")).toBe("br");
    expect((await get("/client/contact", "*;q=0, gzip")).headers.get("content-encoding")).toBe("gzip");
  });

  test("pages that are not kept (the console's) are gzipped as they stream", async () => {
    const zipped = await get("/sign-in", "gzip, deflate, br");
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString();
    expect(html).toStartWith("<!doctype html>");
    expect(html).toEndWith("</html>");
  });

  test("stylesheets come brotli-compressed and SVG images gzipped for a gzip-only client, byte for byte the file", async () => {
    const html = await (await get("/client/contact")).text();
    const stylesheet = /href="(\/assets\/styles-[\w]+\.css)"/.exec(html)?.[1] as string;
    const original = new Uint8Array(await (await get(stylesheet)).arrayBuffer());
    const compressed = await get(stylesheet, "gzip, br");
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("content-type")).toContain("text/css");
    const body = new Uint8Array(await compressed.arrayBuffer());
    expect(body.length).toBeLessThan(original.length / 3);
    expect(new Uint8Array(brotliDecompressSync(body))).toEqual(original);
    // Compressed by the build, not by the server.
    const built = Bun.file(join(ASSETS_DIR, `${stylesheet.slice("/assets/".length)}.br`));
    expect(body).toEqual(new Uint8Array(await built.arrayBuffer()));

    const logo = await get("/images/logo.svg", "gzip");
    expect(logo.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await logo.arrayBuffer())).toString()).toContain("<svg");
  });
});

describe("compression of API answers", () => {
  test("a console list over 1 kB comes compressed with its status kept; a small answer and an error stay plain", async () => {
    const app = makeTestApp();
    const staff = await app.asAdmin();
    for (let i = 0; i < 15; i++)
      await addProduct(app.db, { name: `Compressed list part ${i} with a long enough name` });
    const list = await app.app.handle(
      new Request("http://localhost/api/v1/products/get-all-products?page=0&size=20", {
        headers: { ...staff, "accept-encoding": "gzip" },
      }),
    );
    expect(list.status).toBe(200);
    expect(list.headers.get("content-encoding")).toBe("gzip");
    expect(list.headers.get("vary")).toContain("accept-encoding");
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const body = JSON.parse(gunzipSync(new Uint8Array(await list.arrayBuffer())).toString());
    expect(body.data.data).toHaveLength(15);

    const count = await app.app.handle(
      new Request("http://localhost/api/v1/products/count", { headers: { ...staff, "accept-encoding": "gzip, br" } }),
    );
    expect(count.headers.get("content-encoding")).toBeNull();
    expect((await count.json()).data).toBe(15);

    const missing = await app.app.handle(
      new Request("http://localhost/api/v1/products/get-product-by-id/999999", {
        headers: { ...staff, "accept-encoding": "br" },
      }),
    );
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe("Product not found");
  });

  test("an answer sent once is gzipped when the client takes gzip (the cheapest); a kept one is brotli", async () => {
    const browser = "gzip, deflate, br";
    const shop = makeTestApp();
    const unkept = makeTestApp({ env: { ANSWER_CACHE_MB: "0" } });
    for (const app of [shop, unkept])
      for (let i = 0; i < 15; i++) await addProduct(app.db, { name: `Listed part ${i} with a long enough name` });
    const list = (app: typeof shop, encoding: string) =>
      app.app.handle(
        new Request("http://localhost/api/v1/products/visitor/get-all-products?page=0&size=20", {
          headers: { "accept-encoding": encoding },
        }),
      );
    const once = await list(unkept, browser);
    expect(once.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(gunzipSync(new Uint8Array(await once.arrayBuffer())).toString()).data.data).toHaveLength(15);
    expect((await list(unkept, "br")).headers.get("content-encoding")).toBe("br");
    expect((await list(unkept, "gzip;q=0, br")).headers.get("content-encoding")).toBe("br");
    const kept = await list(shop, browser);
    expect(kept.headers.get("content-encoding")).toBe("br");
    expect(
      JSON.parse(brotliDecompressSync(new Uint8Array(await kept.arrayBuffer())).toString()).data.data,
    ).toHaveLength(15);
  });
});
