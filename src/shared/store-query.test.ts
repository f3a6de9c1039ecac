import { describe, expect, test } from "bun:test";
import { pageWindow, readStoreQuery, storeUrl } from "./store-query";

const read = (search: string) => readStoreQuery(new URLSearchParams(search));

describe("the store's URL state", () => {
  test("reads every parameter, and writes the same URL back with defaults left out", () => {
    const url = "/client/store?q=brake&brand=3&category=7&sub=12&sort=price-asc&page=2&size=24";
    const query = read(url.split("?")[1] ?? "");
    expect(query).toEqual({
      q: "brake",
      brand: 3,
      category: 7,
      sub: 12,
      vehicle: null,
      allParts: false,
      asTyped: false,
      condition: null,
      sort: "price-asc",
      page: 2,
      size: 24,
    });
    expect(storeUrl(query)).toBe(url);
    expect(storeUrl(read(""))).toBe("/client/store");
    expect(storeUrl({ q: "  pads ", sort: "relevance", page: 1, size: 12 })).toBe("/client/store?q=pads");
  });

  test("relevance is the default with a search and means nothing without one", () => {
    expect(read("q=oil").sort).toBe("relevance");
    expect(read("").sort).toBe("newest");
    expect(read("sort=relevance").sort).toBe("newest");
    expect(storeUrl({ q: "oil", sort: "newest" })).toBe("/client/store?q=oil&sort=newest");
  });

  test("odd values fall back to the defaults instead of failing", () => {
    expect(read("page=0&size=7&sort=cheap&brand=-2&category=1.5&sub=abc&q=%20%20")).toEqual({
      q: "",
      brand: null,
      category: null,
      sub: null,
      vehicle: null,
      allParts: false,
      asTyped: false,
      condition: null,
      sort: "newest",
      page: 1,
      size: 12,
    });
    expect(read(`q=${"x".repeat(500)}`).q).toHaveLength(100);
    expect(read("brand=99999999999").brand).toBeNull();
  });

  test("the car the parts must fit is its chassis code; 'fits=all' is the customer's choice of every part", () => {
    expect(read("vehicle=NZE161").vehicle).toBe("nze161");
    expect(storeUrl(read("vehicle=NZE161&q=pads"))).toBe("/client/store?q=pads&vehicle=nze161");
    expect(read("vehicle=DBA%20NZE161%207012345").vehicle).toBe("dba-nze161-7012345");
    expect(read("vehicle=%20-!").vehicle).toBeNull();
    expect(read("fits=all").allParts).toBe(true);
    expect(storeUrl(read("fits=all"))).toBe("/client/store?fits=all");
    expect(storeUrl({ vehicle: "ksp130", allParts: true })).toBe("/client/store?vehicle=ksp130");
  });

  test("the paginator shows the first, the last and the pages around the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(50, 8334)).toEqual([1, null, 49, 50, 51, null, 8334]);
    expect(pageWindow(8334, 8334)).toEqual([1, null, 8333, 8334]);
  });
});
