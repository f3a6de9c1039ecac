import { expect, test } from "bun:test";
import { formatClock, formatShopDate, formatShopTime } from "./shop-time";

test("times and days are the shop's (UTC+05:30), whatever the machine's zone", () => {
  expect(formatShopTime("2026-11-23T08:45:00.000Z")).toBe("2026-11-23 14:15");
  expect(formatShopDate("2026-11-23T08:45:00.000Z")).toBe("Nov 23, 2026");
  // 20:00 UTC on the 22nd is already 01:30 on the 23rd in Colombo.
  expect(formatShopDate("2026-11-22T20:00:00.000Z")).toBe("Nov 23, 2026");
  expect(formatShopDate("not a time")).toBe("-");
});

test("the clock shows shop time (UTC+05:30) as hh:mm:ss AM/PM, with 12 for noon and midnight", () => {
  expect(formatClock(Date.parse("2026-11-24T08:46:05Z"))).toBe("02:16:05 PM");
  expect(formatClock(Date.parse("2026-11-23T18:30:00Z"))).toBe("12:00:00 AM");
  expect(formatClock(Date.parse("2026-11-24T06:30:09Z"))).toBe("12:00:09 PM");
  expect(formatClock(Date.parse("2026-11-24T03:29:59Z"))).toBe("08:59:59 AM");
});
