import { expect, test } from "bun:test";
import { formatShopDate, formatShopTime } from "./shop-time";

test("times and days are the shop's (UTC+05:30), whatever the machine's zone", () => {
  expect(formatShopTime("2026-11-23T08:45:00.000Z")).toBe("2026-11-23 14:15");
  expect(formatShopDate("2026-11-23T08:45:00.000Z")).toBe("Nov 23, 2026");
  // 20:00 UTC on the 22nd is already 01:30 on the 23rd in Colombo.
  expect(formatShopDate("2026-11-22T20:00:00.000Z")).toBe("Nov 23, 2026");
  expect(formatShopDate("not a time")).toBe("-");
});
