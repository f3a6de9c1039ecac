/** Sri Lanka keeps UTC+05:30 all year (no daylight saving), so shop time is a fixed offset. */
export const SHOP_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * `2026-11-23 14:30` in shop time. Written out by hand rather than with Intl: the server's and the browser's ICU
 * data differ in spacing, and a different string would break hydration.
 */
export function formatShopTime(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return "-";
  return new Date(time + SHOP_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** `14:30`: the shop-time hour and minute of a time later today (when a lock ends). */
export const formatShopHourMinute = (iso: string): string => formatShopTime(iso).slice(11) || "-";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `Nov 23, 2026`: the shop day of a time (docs/product-spec.md §2 order date), by hand for the same reason. */
export function formatShopDate(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return "-";
  const shopDay = new Date(time + SHOP_OFFSET_MS);
  return `${MONTHS[shopDay.getUTCMonth()]} ${shopDay.getUTCDate()}, ${shopDay.getUTCFullYear()}`;
}

/** `02:16:05 PM`: the shop's clock (docs/product-spec.md §2 top bar), by hand for the same reason. */
export function formatClock(time: number): string {
  const shop = new Date(time + SHOP_OFFSET_MS);
  const hours = shop.getUTCHours();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${pad(hours % 12 || 12)}:${pad(shop.getUTCMinutes())}:${pad(shop.getUTCSeconds())} ${hours < 12 ? "AM" : "PM"}`;
}

/** The year it is in Sri Lanka at this moment (an order paid on 31 Dec at 20:00 UTC is already next year's). */
export const shopYear = (at: Date): number => new Date(at.getTime() + SHOP_OFFSET_MS).getUTCFullYear();
