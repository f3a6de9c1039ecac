import { describe, expect, test } from "bun:test";
import { storeUrl } from "../../shared/store-query";
import { addProduct } from "../../test/catalog";
import { makeTestApp } from "../../test/test-app";
import { canonicalUrl, declaredQueryParams, PAGE_QUERY_PARAMS } from "./canonical-url";

const read = new Set(["q", "page", "searchText", "brand"]);

describe("the cached answers' key", () => {
  test("keeps only parameters some read takes, sorted by name, repeated values in their order", () => {
    const url = "http://localhost/client/store";
    expect(canonicalUrl(`${url}?page=2&q=brake`, read)).toBe(`${url}?page=2&q=brake`);
    expect(canonicalUrl(`${url}?q=brake&page=2`, read)).toBe(`${url}?page=2&q=brake`);
    expect(canonicalUrl(`${url}?junk=1&q=brake&x=${"a".repeat(500)}`, read)).toBe(`${url}?q=brake`);
    expect(canonicalUrl(`${url}?junk=1`, read)).toBe(url);
    expect(canonicalUrl(`${url}?brand=2&brand=1`, read)).toBe(`${url}?brand=2&brand=1`);
    expect(canonicalUrl(url, read)).toBe(url);
  });

  test("a query already in order is kept as it is; one written otherwise becomes the same key", () => {
    const url = "http://localhost/api/v1/products/visitor/get-all-products-search";
    const key = `${url}?page=0&searchText=brake+pad`;
    expect(canonicalUrl(key, read)).toBe(key);
    for (const other of [
      "?searchText=brake%20pad&page=0",
      "?page=0&searchText=brake%20pad",
      "?searchText=brake+pad&page=0",
    ])
      expect(canonicalUrl(`${url}${other}`, read)).toBe(key);
    // A bare name, an escape or an unread name is never taken as canonical.
    expect(canonicalUrl(`${url}?page`, read)).toBe(`${url}?page=`);
    expect(canonicalUrl(`${url}?page=0&searchText=%41`, read)).toBe(`${url}?page=0&searchText=A`);
    expect(canonicalUrl(`${url}?page=0&zzz=1`, read)).toBe(`${url}?page=0`);
  });

  test("every parameter a store URL can carry is one cached pages read", () => {
    const url = storeUrl({ q: "pad", brand: 1, category: 2, sub: 3, sort: "price-asc", page: 2, size: 48 });
    const all = new Set(PAGE_QUERY_PARAMS);
    for (const name of new URLSearchParams(url.split("?")[1]).keys()) expect(all.has(name)).toBe(true);
    for (const name of new URLSearchParams(storeUrl({ vehicle: "toyota-axio" }).split("?")[1]).keys())
      expect(all.has(name)).toBe(true);
    expect(all.has("fits")).toBe(true);
  });

  test("the API's declared query parameters are known, so its reads stay apart", () => {
    const { app } = makeTestApp();
    const names = new Set(declaredQueryParams(app));
    for (const name of ["searchText", "page", "size", "sort", "brandId", "categoryId", "subCategoryId", "vehicleId"]) {
      expect(names.has(name)).toBe(true);
    }
  });

  test("made-up parameters get the cached answer of the same read without them", async () => {
    const store = makeTestApp();
    await addProduct(store.db, { name: "Brake pad set Corolla" });
    const plain = await store.request("/api/v1/products/visitor/get-all-products?searchText=brake&page=0&size=12");
    const junk = await store.request(
      "/api/v1/products/visitor/get-all-products?size=12&cb=8213&searchText=brake&page=0&utm_source=x",
    );
    expect(junk.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(await junk.json()).toEqual(await plain.json());
    const page = async (query: string) =>
      (await (await store.request(`/client/store?${query}`)).text()).replace(/nonce="[^"]*"|"requestId":"[^"]*"/g, "");
    expect(await page("junk=%3Cscript%3E&q=brake")).toBe(await page("q=brake"));
  });
});
