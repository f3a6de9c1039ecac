/**
 * The store page's state, all of it in the URL (`/client/store?q=brake&brand=3&category=7&page=2&size=12&sort=price-asc`,
 * `?vehicle=nze161` for the parts that fit a car, `?fits=all` when the customer asked for every part despite their car,
 * `?exact=1` when they turned a corrected search down):
 * read by its server loader and its page alike, so a shared, reloaded or Back-navigated link shows the same results.
 * Defaults are left out of the URL, and anything odd in it falls back to the default instead of failing.
 */

import { isPartCondition, type PartCondition } from "./part-condition";

export const STORE_PATH = "/client/store";
export const STORE_PAGE_SIZES = [8, 12, 16, 24, 48] as const;
export const STORE_PAGE_SIZE = 12;
/** The longest search the box accepts; the API's own limit is larger. */
export const SEARCH_MAX_LENGTH = 100;

export const STORE_SORTS = {
  relevance: "Best match",
  newest: "Newest",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  name: "Name: A to Z",
} as const;
export type StoreSort = keyof typeof STORE_SORTS;

export interface StoreQuery {
  /** The trimmed search text, "" for none. */
  q: string;
  brand: number | null;
  category: number | null;
  sub: number | null;
  /** Only parts sold in this condition (genuine new, used…); null for any. */
  condition: PartCondition | null;
  /** The chassis code or frame number of the car the parts must fit (lower case, letters, digits and dashes); null for none. */
  vehicle: string | null;
  /** The customer switched "Fits my car" off: their remembered car is not added to the URL. */
  allParts: boolean;
  /** Search exactly what was typed: the customer turned down the corrected search ("search instead for …"). */
  asTyped: boolean;
  sort: StoreSort;
  /** 1-based, as customers count. */
  page: number;
  size: number;
}

const positiveInteger = (value: string | null, max = 2 ** 31): number | null => {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
};

/** A chassis code or frame number as typed (`DBA NZE161 7012345`), its separators made single dashes. */
const vehicleCode = (value: string | null): string | null => {
  const code = (value ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return /^[a-z0-9][a-z0-9-]{0,29}$/.test(code) ? code : null;
};

/** Relevance only means something for a search; without one the newest parts come first. */
export const defaultSort = (q: string): StoreSort => (q ? "relevance" : "newest");

export function readStoreQuery(search: URLSearchParams): StoreQuery {
  const q = (search.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const sortParam = search.get("sort") ?? "";
  const sort = sortParam in STORE_SORTS && (q || sortParam !== "relevance") ? (sortParam as StoreSort) : defaultSort(q);
  const size = positiveInteger(search.get("size"));
  return {
    q,
    brand: positiveInteger(search.get("brand")),
    category: positiveInteger(search.get("category")),
    sub: positiveInteger(search.get("sub")),
    condition: isPartCondition(search.get("condition")) ? (search.get("condition") as PartCondition) : null,
    vehicle: vehicleCode(search.get("vehicle")),
    allParts: search.get("fits") === "all",
    asTyped: q !== "" && search.get("exact") === "1",
    sort,
    page: positiveInteger(search.get("page"), 1_000_000) ?? 1,
    size: size !== null && (STORE_PAGE_SIZES as readonly number[]).includes(size) ? size : STORE_PAGE_SIZE,
  };
}

/** The store URL for a query, defaults left out, in a fixed order so equal queries give equal URLs. */
export function storeUrl(query: Partial<StoreQuery>): string {
  const q = query.q?.trim() ?? "";
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (query.brand) params.set("brand", String(query.brand));
  if (query.category) params.set("category", String(query.category));
  if (query.sub) params.set("sub", String(query.sub));
  if (query.condition) params.set("condition", query.condition);
  if (query.vehicle) params.set("vehicle", query.vehicle.toLowerCase());
  else if (query.allParts) params.set("fits", "all");
  if (q && query.asTyped) params.set("exact", "1");
  if (query.sort && query.sort !== defaultSort(q)) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.size && query.size !== STORE_PAGE_SIZE) params.set("size", String(query.size));
  const search = params.toString();
  return search ? `${STORE_PATH}?${search}` : STORE_PATH;
}

/** Page numbers to link, with null for a gap: 1 … 4 5 [6] 7 8 … 40. */
export function pageWindow(current: number, pages: number, around = 1): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    if (previous === undefined || page === previous + 1) return [page];
    // A gap of exactly one page shows that page rather than an ellipsis.
    return page === previous + 2 ? [previous + 1, page] : [null, page];
  });
}
