import { expect, test } from "bun:test";
import { ordersUrl, readOrderQuery } from "./order-query";

const read = (search: string) => readOrderQuery(new URLSearchParams(search));

test("the URL's query is read trimmed and lower-cased, and written back without defaults", () => {
  const query = read(
    "q=%20%20Perera%20&status=PENDING&payment=SLIP_RECEIVED&from=2026-11-01&to=2026-11-23&page=3&size=20&direction=desc&sort=totalAmount&view=to-dispatch",
  );
  expect(query).toEqual({
    q: "perera",
    status: "PENDING",
    payment: "SLIP_RECEIVED",
    from: "2026-11-01",
    to: "2026-11-23",
    toDispatch: true,
    sort: "totalAmount",
    direction: "desc",
    page: 3,
    size: 20,
  });
  expect(ordersUrl(query)).toBe(
    "/console/dashboard?q=perera&status=PENDING&payment=SLIP_RECEIVED&from=2026-11-01&to=2026-11-23&view=to-dispatch&sort=totalAmount&direction=desc&page=3&size=20",
  );
  expect(ordersUrl(read(""))).toBe("/console/dashboard");
});

test("anything odd falls back to the default; days given the wrong way round are swapped", () => {
  expect(read("status=LOST&payment=MAYBE&page=-2&size=7&from=2026-13-01&to=yesterday&sort=id&view=all")).toEqual({
    q: "",
    status: null,
    payment: null,
    from: null,
    to: null,
    toDispatch: false,
    sort: null,
    direction: "asc",
    page: 1,
    size: 5,
  });
  expect(read("from=2026-11-23&to=2026-11-01")).toMatchObject({ from: "2026-11-01", to: "2026-11-23" });
  expect(read(`q=${"x".repeat(500)}`).q).toHaveLength(100);
});
