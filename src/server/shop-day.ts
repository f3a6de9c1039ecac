/** The shop keeps Sri Lanka time (UTC+05:30, no daylight saving): "today" and date filters mean its days. */
import { SHOP_OFFSET_MS as SHOP_UTC_OFFSET_MS } from "../shared/shop-time";

export const DAY_MS = 24 * 60 * 60_000;

/** When the shop day `2026-11-23` begins. */
export function shopDayStart(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - SHOP_UTC_OFFSET_MS);
}

/** When the shop day after `2026-11-23` begins (the end of a range that includes that day). */
export const shopDayEnd = (day: string): Date => new Date(shopDayStart(day).getTime() + DAY_MS);

/** When the shop day holding `now` began. */
export function startOfShopDay(now: Date): Date {
  const local = now.getTime() + SHOP_UTC_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - SHOP_UTC_OFFSET_MS);
}

/** True for a real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(day: string): boolean {
  const start = shopDayStart(day);
  return new Date(start.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10) === day;
}

/** The shop day holding `now`, as `2026-11-23`. */
export const shopDayOf = (now: Date): string => new Date(now.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
