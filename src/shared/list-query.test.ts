import { expect, test } from "bun:test";
import { list as brands } from "../console/catalog/brand-list/route";
import { list as products } from "../console/catalog/products-list/route";
import { type ConsoleList, listUrl, readListQuery } from "./list-query";

const read = (search: string, list: ConsoleList = products) => readListQuery(new URLSearchParams(search), list);

test("a list's query is read from its URL and written back without defaults, in a fixed order", () => {
  const query = read("size=25&page=3&active=false&subCategory=7&q=%20%20Brake%20Pad%20&direction=desc&sort=price");
  expect(query).toEqual({
    q: "Brake Pad",
    page: 3,
    size: 25,
    brand: null,
    category: null,
    subCategory: 7,
    active: false,
    sort: "price",
    direction: "desc",
  });
  expect(listUrl(products, query)).toBe(
    "/console/products-list?q=Brake+Pad&subCategory=7&active=false&sort=price&direction=desc&page=3&size=25",
  );
  expect(listUrl(products, read(""))).toBe("/console/products-list");
});

test("each list has its own default page size: 10 for products, 5 for the others", () => {
  expect(read("").size).toBe(10);
  expect(read("", brands).size).toBe(5);
  expect(listUrl(brands, { size: 10 })).toBe("/console/brand-list?size=10");
  expect(listUrl(products, { size: 10 })).toBe("/console/products-list");
});

test("anything odd falls back to the default", () => {
  expect(read("page=-2&size=7&brand=x&category=0&subCategory=1.5&active=maybe&sort=1;drop&direction=up")).toEqual({
    q: "",
    page: 1,
    size: 10,
    brand: null,
    category: null,
    subCategory: null,
    active: null,
    sort: null,
    direction: "asc",
  });
  expect(read(`q=${"x".repeat(500)}`).q).toHaveLength(100);
});
